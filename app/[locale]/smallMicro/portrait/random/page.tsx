import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PortraitRandomPage } from '@/components/insights/portrait-random-page';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'smallMicro.portraitRandom' });
  return pageMetadata({ locale: locale as Locale, routeName: 'smallMicroPortraitRandom', title: t('metaTitle'), description: t('metaDescription') });
}

/** /smallMicro/portrait/random: a random sample portrait, picked in the browser; the page itself is static. */
export default async function PortraitRandomRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PortraitRandomPage />;
}
