import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BrandDetailPage } from '@/components/insights/brand-detail-page';
import type { Locale } from '@/i18n/routing';
import { parseRouteParam } from '@/lib/route-params';
import { staticParams } from '@/lib/routes';
import type { BrandName } from '@/lib/sample-data/keys';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; brandName: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('smallMicroBrand');
}

export async function generateMetadata({ params }: Props) {
  const { locale, brandName } = await params;
  const name = parseRouteParam<BrandName>('smallMicroBrand', 'brandName', brandName);
  if (!name) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'smallMicro' });
  const display = t(`brandData.${name}.name`);
  return pageMetadata({
    locale: locale as Locale,
    routeName: 'smallMicroBrand',
    params: { brandName: name },
    title: t('brand.metaTitle', { name: display }),
    description: t('brand.metaDescription', { name: display, summary: t(`brandData.${name}.summary`) }),
  });
}

/** /smallMicro/brand/{brandName}: one sample chain brand's profile. */
export default async function SmallMicroBrandRoute({ params }: Props) {
  const { locale, brandName } = await params;
  const name = parseRouteParam<BrandName>('smallMicroBrand', 'brandName', brandName);
  if (!name) notFound();
  setRequestLocale(locale as Locale);
  return <BrandDetailPage name={name} />;
}
