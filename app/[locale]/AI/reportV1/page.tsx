import { setRequestLocale } from 'next-intl/server';
import { ReportV1Start } from '@/components/reports/report-v1-start';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('aiReportV1', 'aiReport.v1');

/** /AI/reportV1: pick a sample company and a report type, then run the analysis. */
export default async function AiReportV1Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <ReportV1Start />;
}
