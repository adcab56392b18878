import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SelfCheckPage } from '@/components/general/self-check-page';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'selfCheck' });
  return pageMetadata({ locale: locale as Locale, routeName: 'selfCheck', title: t('metaTitle'), description: t('metaDescription') });
}

/** /test: the environment self-check for prospects' IT teams (noindex). */
export default async function SelfCheckRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <SelfCheckPage />;
}
