import { PricingPage } from '@/components/general/pricing-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('pricing');

/** /pricing: plans, per-report prices, quotas, feature matrix and FAQ. */
export default async function PricingRoute({ params }: PageProps<'/[locale]/pricing'>) {
  await resolveLocale(params);
  return <PricingPage />;
}
