import { AuthorizePanel } from '@/components/reports/authorize-panel';
import { CompanyNotFound } from '@/components/reports/company-not-found';
import { ReportFlowPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import { loadReportSubject } from '@/lib/registry/page-data';
import { reportQueryFrom } from '@/lib/reports/report-model';
import { resolveLocale } from '@/lib/route-params';
import { defaultCkey } from '@/lib/sample-data/companies';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('aiReportV1Authorize');

/** /AI/reportV1/authorize: the enterprise's data-use authorisation for `?ckey=`, confirmed in a draggable dialog. */
export default async function AiReportAuthorizePage({
  params,
  searchParams,
}: PageProps<'/[locale]/AI/reportV1/authorize'>) {
  const locale = await resolveLocale(params);
  const search = await searchParams;
  const found = await loadReportSubject(search.ckey, defaultCkey, locale);
  const query = reportQueryFrom(search);
  return (
    <ReportFlowPage step="authorize" stage="authorise">
      {'company' in found ? (
        <AuthorizePanel subject={found.company} type={query.type} locale={locale} badge={<SampleBadge />} />
      ) : (
        <CompanyNotFound ckey={found.notFound} />
      )}
    </ReportFlowPage>
  );
}
