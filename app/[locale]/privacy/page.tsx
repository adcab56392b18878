import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrivacyPage } from '@/components/general/legal-pages';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'privacy' });
  return pageMetadata({ locale: locale as Locale, routeName: 'privacy', title: t('metaTitle'), description: t('metaDescription') });
}

/** /privacy: the privacy policy (PIPL). */
export default async function PrivacyRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PrivacyPage />;
}
