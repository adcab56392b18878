import { notFound } from 'next/navigation';
import { KycReport } from '@/components/reports/kyc-report';
import { loadKyc } from '@/lib/registry/page-data';
import { matchPageParams, resolveRouteParams } from '@/lib/route-params';
import { translatedMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/dueDiligence/kyc/[kycNo]'>;

// Rendered per request, for every registry key (showcase included): the production CSP gives these pages a
// per-request nonce (lib/security/), and HTML that Next cached on a first request would replay an old nonce and
// have its scripts blocked. The registry itself is in memory, so a render costs tens of milliseconds.
export const dynamic = 'force-dynamic';
export const dynamicParams = true;

export async function generateMetadata({ params }: Props) {
  const resolved = matchPageParams('/[locale]/dueDiligence/kyc/[kycNo]', await params);
  const report = resolved ? await loadKyc(resolved.kycNo, resolved.locale) : null;
  if (!resolved || !report) return {};
  const { locale, kycNo } = resolved;
  return translatedMetadata({
    locale,
    routeName: 'kycReport',
    namespace: 'kycReport',
    params: { kycNo },
    values: { no: kycNo, name: report.company.text.name },
  });
}

/** /dueDiligence/kyc/{kycNo}: the KYC due-diligence report of a registry enterprise (sample data), printable. */
export default async function KycReportPage({ params }: Props) {
  const { locale, kycNo } = await resolveRouteParams('/[locale]/dueDiligence/kyc/[kycNo]', params);
  const report = await loadKyc(kycNo, locale);
  if (!report) notFound();
  return <KycReport report={report} />;
}
