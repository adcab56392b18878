import { getMessages, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyText } from '@/components/profiles/sample-text';
import { KycReport } from '@/components/reports/kyc-report';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { parseRouteParam } from '@/lib/route-params';
import { staticParams } from '@/lib/routes';
import type { KycNo } from '@/lib/sample-data/keys';
import { getKycReport } from '@/lib/sample-data/kyc-reports';
import { translatedMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; kycNo: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('kycReport');
}

export async function generateMetadata({ params }: Props) {
  const { locale, kycNo: raw } = await params;
  const kycNo = parseRouteParam<KycNo>('kycReport', 'kycNo', raw);
  if (!kycNo) return {};
  const name = companyText((await getMessages({ locale: locale as Locale })) as Messages, getKycReport(kycNo).ckey).name;
  return translatedMetadata({ locale, routeName: 'kycReport', namespace: 'kycReport', params: { kycNo }, values: { no: kycNo, name } });
}

/** /dueDiligence/kyc/{kycNo}: a sample KYC due-diligence report, printable. */
export default async function KycReportPage({ params }: Props) {
  const { locale, kycNo: raw } = await params;
  const kycNo = parseRouteParam<KycNo>('kycReport', 'kycNo', raw);
  if (!kycNo) notFound();
  setRequestLocale(locale as Locale);
  return <KycReport kycNo={kycNo} />;
}
