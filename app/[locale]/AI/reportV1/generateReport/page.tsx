import { setRequestLocale } from 'next-intl/server';
import { CompanyNotFound } from '@/components/reports/company-not-found';
import { GeneratedReport } from '@/components/reports/generated-report';
import { ReportFlowPage } from '@/components/reports/report-flow-page';
import { SampleBadge } from '@/components/sample/sample-badge';
import type { Locale } from '@/i18n/routing';
import { loadReportSubject } from '@/lib/registry/page-data';
import { defaultCkey } from '@/lib/sample-data/companies';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ ckey?: string | string[] }> };

export const generateMetadata = metadataFrom('aiReportV1Generate', 'aiReport.generate');

/** /AI/reportV1/generateReport: the generated report for `?ckey=`, watermarked, printable and downloadable; an unknown key says the company was not found. */
export default async function AiReportGeneratePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const found = await loadReportSubject((await searchParams).ckey, defaultCkey, locale);
  return (
    <ReportFlowPage step="generate" stage="report">
      {'company' in found ? <GeneratedReport subject={found.company} badge={<SampleBadge />} /> : <CompanyNotFound ckey={found.notFound} />}
    </ReportFlowPage>
  );
}
