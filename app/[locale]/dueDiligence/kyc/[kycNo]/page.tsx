import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { KycReport } from '@/components/reports/kyc-report';
import type { Locale } from '@/i18n/routing';
import { loadKyc } from '@/lib/registry/page-data';
import { parseRouteParam } from '@/lib/route-params';
import { translatedMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; kycNo: string }> };

// Rendered per request, for every registry key (showcase included): the production CSP gives these pages a
// per-request nonce (lib/security/), and HTML that Next cached on a first request would replay an old nonce and
// have its scripts blocked. The registry itself is in memory, so a render costs tens of milliseconds.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

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
