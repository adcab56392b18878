import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CookiesPage } from '@/components/general/legal-pages';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'cookies' });
  return pageMetadata({ locale: locale as Locale, routeName: 'cookies', title: t('metaTitle'), description: t('metaDescription') });
}

/** /cookies: the cookie notice. */
export default async function CookiesRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <CookiesPage />;
}
