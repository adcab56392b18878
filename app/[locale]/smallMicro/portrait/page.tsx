import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PortraitOverviewPage } from '@/components/insights/portrait-overview-page';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'smallMicro.portrait' });
  return pageMetadata({ locale: locale as Locale, routeName: 'smallMicroPortrait', title: t('metaTitle'), description: t('metaDescription') });
}

/** /smallMicro/portrait: what a small-and-micro enterprise portrait is, with a featured sample. */
export default async function PortraitOverviewRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PortraitOverviewPage />;
}
