import { setRequestLocale } from 'next-intl/server';
import { PricingPage } from '@/components/general/pricing-page';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('pricing', 'pricing');

/** /pricing: plans, per-report prices, quotas, feature matrix and FAQ. */
export default async function PricingRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PricingPage />;
}
