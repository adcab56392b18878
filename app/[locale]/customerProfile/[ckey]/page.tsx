import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CustomerProfile } from '@/components/profiles/customer-profile';
import { companyText } from '@/components/profiles/sample-text';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { decodeSegment, getRoute, isValidParam, staticParams } from '@/lib/routes';
import type { Ckey } from '@/lib/sample-data/keys';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; ckey: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('customerProfile');
}

/** Decodes and validates the ckey segment; null when it is not a sample company key. */
function parseCkey(raw: string): Ckey | null {
  const decoded = decodeSegment(raw);
  return decoded !== null && isValidParam(getRoute('customerProfile').params!.ckey, decoded) ? (decoded as Ckey) : null;
}

export async function generateMetadata({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey(raw);
  if (!ckey) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'customerProfile' });
  const name = companyText((await getMessages({ locale: locale as Locale })) as Messages, ckey).name;
  return pageMetadata({
    locale: locale as Locale,
    routeName: 'customerProfile',
    params: { ckey },
    title: t('metaTitle', { name }),
    description: t('metaDescription', { name }),
  });
}

/** /customerProfile/{ckey}: the account manager’s 360° view of a sample customer. */
export default async function CustomerProfilePage({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey(raw);
  if (!ckey) notFound();
  setRequestLocale(locale as Locale);
  return <CustomerProfile ckey={ckey} />;
}
