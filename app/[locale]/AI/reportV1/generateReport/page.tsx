import { setRequestLocale } from 'next-intl/server';
import { GeneratedReport } from '@/components/reports/generated-report';
import { ReportFlowPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('aiReportV1Generate', 'aiReport.generate');

/** /AI/reportV1/generateReport: the generated report, watermarked, printable and downloadable. */
export default async function AiReportGeneratePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <ReportFlowPage step="generate" stage="report">
      <GeneratedReport badge={<SampleBadge />} />
    </ReportFlowPage>
  );
}
