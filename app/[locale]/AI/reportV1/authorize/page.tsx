import { setRequestLocale } from 'next-intl/server';
import { AuthorizePanel } from '@/components/reports/authorize-panel';
import { ReportFlowPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('aiReportV1Authorize', 'aiReport.authorize');

/** /AI/reportV1/authorize: the enterprise's data-use authorisation, confirmed in a draggable dialog. */
export default async function AiReportAuthorizePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <ReportFlowPage step="authorize" stage="authorise">
      <AuthorizePanel badge={<SampleBadge />} />
    </ReportFlowPage>
  );
}
