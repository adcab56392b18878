import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { companyText } from '@/components/profiles/sample-text';
import { KycReport } from '@/components/reports/kyc-report';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { decodeSegment, getRoute, isValidParam, staticParams } from '@/lib/routes';
import type { KycNo } from '@/lib/sample-data/keys';
import { getKycReport } from '@/lib/sample-data/kyc-reports';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; kycNo: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('kycReport');
}

/** Decodes and validates the kycNo segment; null when it is not a sample report number. */
function parseKycNo(raw: string): KycNo | null {
  const decoded = decodeSegment(raw);
  return decoded !== null && isValidParam(getRoute('kycReport').params!.kycNo, decoded) ? (decoded as KycNo) : null;
}

export async function generateMetadata({ params }: Props) {
  const { locale, kycNo: raw } = await params;
  const kycNo = parseKycNo(raw);
  if (!kycNo) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'kycReport' });
  const name = companyText((await getMessages({ locale: locale as Locale })) as Messages, getKycReport(kycNo).ckey).name;
  return pageMetadata({
    locale: locale as Locale,
    routeName: 'kycReport',
    params: { kycNo },
    title: t('metaTitle', { no: kycNo, name }),
    description: t('metaDescription', { name }),
  });
}

/** /dueDiligence/kyc/{kycNo}: a sample KYC due-diligence report, printable. */
export default async function KycReportPage({ params }: Props) {
  const { locale, kycNo: raw } = await params;
  const kycNo = parseKycNo(raw);
  if (!kycNo) notFound();
  setRequestLocale(locale as Locale);
  return <KycReport kycNo={kycNo} />;
}
