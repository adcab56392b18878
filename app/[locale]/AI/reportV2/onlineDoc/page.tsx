import { setRequestLocale } from 'next-intl/server';
import { OnlineDocsLazy as OnlineDocs } from '@/components/reports/online-docs-lazy';
import { ReportStepPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('aiReportV2OnlineDoc', 'aiReport.onlineDoc');

/** /AI/reportV2/onlineDoc: the visitor's documents (kept in this browser) with pin, download, delete and more. */
export default async function OnlineDocPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <ReportStepPage parent="v2" step="onlineDoc" heroExtra={<SampleBadge />}>
      <OnlineDocs />
    </ReportStepPage>
  );
}
