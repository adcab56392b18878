import { ReportV1Start } from '@/components/reports/report-v1-start';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('aiReportV1');

/** /AI/reportV1: pick a sample company and a report type, then run the analysis. */
export default async function AiReportV1Page({ params }: PageProps<'/[locale]/AI/reportV1'>) {
  await resolveLocale(params);
  return <ReportV1Start />;
}
