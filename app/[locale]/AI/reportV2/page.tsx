import { ReportV2Start } from '@/components/reports/report-v2-start';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('aiReportV2');

/** /AI/reportV2: template- and prompt-driven reports with a live preview. */
export default async function AiReportV2Page({ params }: PageProps<'/[locale]/AI/reportV2'>) {
  await resolveLocale(params);
  return <ReportV2Start />;
}
