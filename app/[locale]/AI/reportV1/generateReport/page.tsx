import { CompanyNotFound } from '@/components/reports/company-not-found';
import { GeneratedReport } from '@/components/reports/generated-report';
import { ReportFlowPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import { loadReportSubject } from '@/lib/registry/page-data';
import { reportQueryFrom } from '@/lib/reports/report-model';
import { resolveLocale } from '@/lib/route-params';
import { defaultCkey } from '@/lib/sample-data/companies';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('aiReportV1Generate');

/** /AI/reportV1/generateReport: the generated report for `?ckey=`, watermarked, printable and downloadable; an unknown key says the company was not found. */
export default async function AiReportGeneratePage({
  params,
  searchParams,
}: PageProps<'/[locale]/AI/reportV1/generateReport'>) {
  const locale = await resolveLocale(params);
  const search = await searchParams;
  const found = await loadReportSubject(search.ckey, defaultCkey, locale);
  const query = reportQueryFrom(search);
  return (
    <ReportFlowPage step="generate" stage="report">
      {'company' in found ? (
        <GeneratedReport
          subject={found.company}
          query={query}
          locale={locale}
          generatedAt={new Date()}
          badge={<SampleBadge />}
        />
      ) : (
        <CompanyNotFound ckey={found.notFound} />
      )}
    </ReportFlowPage>
  );
}
