import { getTranslations } from 'next-intl/server';
import { BrandDetailPage } from '@/components/insights/brand-detail-page';
import { matchPageParams, resolveRouteParams } from '@/lib/route-params';
import { staticParams } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/smallMicro/brand/[brandName]'>;

// Every sample brand is prerendered; any other value is not a page.
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('smallMicroBrand');
}

export async function generateMetadata({ params }: Props) {
  const resolved = matchPageParams('/[locale]/smallMicro/brand/[brandName]', await params);
  if (!resolved) return {};
  const { locale, brandName } = resolved;
  const t = await getTranslations({ locale, namespace: 'smallMicro' });
  const display = t(`brandData.${brandName}.name`);
  return pageMetadata({
    locale,
    routeName: 'smallMicroBrand',
    params: { brandName },
    title: t('brand.metaTitle', { name: display }),
    description: t('brand.metaDescription', { name: display, summary: t(`brandData.${brandName}.summary`) }),
  });
}

/** /smallMicro/brand/{brandName}: one sample chain brand's profile. */
export default async function SmallMicroBrandRoute({ params }: Props) {
  const { brandName } = await resolveRouteParams('/[locale]/smallMicro/brand/[brandName]', params);
  return <BrandDetailPage name={brandName} />;
}
