import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PricingPage } from '@/components/general/pricing-page';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'pricing' });
  return pageMetadata({ locale: locale as Locale, routeName: 'pricing', title: t('metaTitle'), description: t('metaDescription') });
}

/** /pricing: plans, per-report prices, quotas, feature matrix and FAQ. */
export default async function PricingRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PricingPage />;
}
