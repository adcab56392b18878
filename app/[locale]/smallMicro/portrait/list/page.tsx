import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PortraitListPage } from '@/components/insights/portrait-list-page';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'smallMicro.portraitList' });
  return pageMetadata({ locale: locale as Locale, routeName: 'smallMicroPortraitList', title: t('metaTitle'), description: t('metaDescription') });
}

/** /smallMicro/portrait/list: every sample portrait. */
export default async function PortraitListRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PortraitListPage />;
}
