import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DemoPage } from '@/components/general/demo-page';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'demo' });
  return pageMetadata({ locale: locale as Locale, routeName: 'demo', title: t('metaTitle'), description: t('metaDescription') });
}

/** /demo: book a demo (form) and the demo centre linking every sample report and interactive page. */
export default async function DemoRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <DemoPage />;
}
