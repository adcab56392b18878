import { OnlineDocsLazy as OnlineDocs } from '@/components/reports/online-docs-lazy';
import { ReportStepPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('aiReportV2OnlineDoc');

/** /AI/reportV2/onlineDoc: the visitor's documents (kept in this browser) with pin, download, delete and more. */
export default async function OnlineDocPage({ params }: PageProps<'/[locale]/AI/reportV2/onlineDoc'>) {
  await resolveLocale(params);
  return (
    <ReportStepPage parent="v2" step="onlineDoc" heroExtra={<SampleBadge />}>
      <OnlineDocs />
    </ReportStepPage>
  );
}
