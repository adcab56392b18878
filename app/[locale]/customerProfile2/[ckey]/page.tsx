import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProfileDashboard } from '@/components/profiles/profile-dashboard';
import { companyText } from '@/components/profiles/sample-text';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { decodeSegment, getRoute, isValidParam, staticParams } from '@/lib/routes';
import type { Ckey } from '@/lib/sample-data/keys';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; ckey: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('customerProfileDashboard');
}

/** Decodes and validates the ckey segment; null when it is not a sample company key. */
function parseCkey(raw: string): Ckey | null {
  const decoded = decodeSegment(raw);
  return decoded !== null && isValidParam(getRoute('customerProfileDashboard').params!.ckey, decoded) ? (decoded as Ckey) : null;
}

export async function generateMetadata({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey(raw);
  if (!ckey) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'customerProfileDashboard' });
  const name = companyText((await getMessages({ locale: locale as Locale })) as Messages, ckey).name;
  return pageMetadata({
    locale: locale as Locale,
    routeName: 'customerProfileDashboard',
    params: { ckey },
    title: t('metaTitle', { name }),
    description: t('metaDescription', { name }),
  });
}

/** /customerProfile2/{ckey}: the sample customer as a dashboard with charts and a timeline. */
export default async function CustomerDashboardPage({ params }: Props) {
  const { locale, ckey: raw } = await params;
  const ckey = parseCkey(raw);
  if (!ckey) notFound();
  setRequestLocale(locale as Locale);
  return <ProfileDashboard ckey={ckey} />;
}
