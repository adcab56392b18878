import { setRequestLocale } from 'next-intl/server';
import { ReportFlowPage } from '@/components/reports/report-flow-page';
import { ThinkSteps } from '@/components/reports/think-steps';
import { SampleBadge } from '@/components/sample/sample-badge';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('aiReportV1Think', 'aiReport.think');

/** /AI/reportV1/think: the analysis steps for `?ckey=…&type=…` appear one by one (read client-side; page is static). */
export default async function AiReportThinkPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <ReportFlowPage step="think" stage="analyse">
      <ThinkSteps badge={<SampleBadge />} />
    </ReportFlowPage>
  );
}
