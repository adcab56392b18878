import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { KycReport } from '@/components/reports/kyc-report';
import type { Locale } from '@/i18n/routing';
import { loadKyc } from '@/lib/registry/page-data';
import { parseRouteParam } from '@/lib/route-params';
import { staticParams } from '@/lib/routes';
import { translatedMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; kycNo: string }> };

// Showcase reports are prerendered; every other registry enterprise's report renders on first request, then cached.
export const dynamicParams = true;

export function generateStaticParams() {
  return staticParams('kycReport');
}

export async function generateMetadata({ params }: Props) {
  const { locale, kycNo: raw } = await params;
  const kycNo = parseRouteParam<string>('kycReport', 'kycNo', raw);
  const report = kycNo ? await loadKyc(kycNo, locale) : null;
  if (!kycNo || !report) return {};
  return translatedMetadata({ locale, routeName: 'kycReport', namespace: 'kycReport', params: { kycNo }, values: { no: kycNo, name: report.company.text.name } });
}

/** /dueDiligence/kyc/{kycNo}: the KYC due-diligence report of a registry enterprise (sample data), printable. */
export default async function KycReportPage({ params }: Props) {
  const { locale, kycNo: raw } = await params;
  const kycNo = parseRouteParam<string>('kycReport', 'kycNo', raw);
  const report = kycNo ? await loadKyc(kycNo, locale) : null;
  if (!report) notFound();
  setRequestLocale(locale as Locale);
  return <KycReport report={report} />;
}
