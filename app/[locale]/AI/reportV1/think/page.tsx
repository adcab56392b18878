import { CompanyNotFound } from '@/components/reports/company-not-found';
import { ThinkHeading, ThinkSteps } from '@/components/reports/think-steps';
import { ReportFlowPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import { loadReportSubject } from '@/lib/registry/page-data';
import { reportQueryFrom } from '@/lib/reports/report-model';
import { resolveLocale } from '@/lib/route-params';
import { defaultCkey } from '@/lib/sample-data/companies';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('aiReportV1Think', 'aiReport.think');

/** /AI/reportV1/think: the analysis steps for `?ckey=…&type=…` (any registry company; an unknown key says so and offers the search). */
export default async function AiReportThinkPage({ params, searchParams }: PageProps<'/[locale]/AI/reportV1/think'>) {
  const locale = await resolveLocale(params);
  const search = await searchParams;
  const found = await loadReportSubject(search.ckey, defaultCkey, locale);
  const query = reportQueryFrom(search);
  return (
    <ReportFlowPage step="think" stage="analyse" title={'company' in found ? <ThinkHeading /> : undefined}>
      {'company' in found ? <ThinkSteps subject={found.company} type={query.type} badge={<SampleBadge />} /> : <CompanyNotFound ckey={found.notFound} />}
    </ReportFlowPage>
  );
}
