import { BrandListPage } from '@/components/insights/brand-list-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('smallMicroBrands');

/** /smallMicro/brand: sample chain brands. */
export default async function SmallMicroBrandsRoute({ params }: PageProps<'/[locale]/smallMicro/brand'>) {
  await resolveLocale(params);
  return <BrandListPage />;
}
