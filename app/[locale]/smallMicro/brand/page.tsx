import { setRequestLocale } from 'next-intl/server';
import { BrandListPage } from '@/components/insights/brand-list-page';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('smallMicroBrands', 'smallMicro.brands');

/** /smallMicro/brand: sample chain brands. */
export default async function SmallMicroBrandsRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <BrandListPage />;
}
