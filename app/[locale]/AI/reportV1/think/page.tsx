import { CompanyNotFound } from '@/components/reports/company-not-found';
import { ThinkHeading, ThinkSteps } from '@/components/reports/think-steps';
import { ReportFlowPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import { loadReportSubject } from '@/lib/registry/page-data';
import { resolveLocale } from '@/lib/route-params';
import { defaultCkey } from '@/lib/sample-data/companies';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('aiReportV1Think', 'aiReport.think');

/** /AI/reportV1/think: the analysis steps for `?ckey=…&type=…` (any registry company; an unknown key says so and offers the search). */
export default async function AiReportThinkPage({ params, searchParams }: PageProps<'/[locale]/AI/reportV1/think'>) {
  const locale = await resolveLocale(params);
  const found = await loadReportSubject((await searchParams).ckey, defaultCkey, locale);
  return (
    <ReportFlowPage step="think" stage="analyse" title={'company' in found ? <ThinkHeading /> : undefined}>
      {'company' in found ? <ThinkSteps subject={found.company} badge={<SampleBadge />} /> : <CompanyNotFound ckey={found.notFound} />}
    </ReportFlowPage>
  );
}
