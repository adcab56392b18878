import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AppPage } from '@/components/general/app-page';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'app' });
  return pageMetadata({ locale: locale as Locale, routeName: 'app', title: t('metaTitle'), description: t('metaDescription') });
}

/** /APP: the mobile app — features, phone mock-ups, download buttons and QR codes. */
export default async function AppRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <AppPage />;
}
