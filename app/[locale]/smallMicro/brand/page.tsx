import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BrandListPage } from '@/components/insights/brand-list-page';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'smallMicro.brands' });
  return pageMetadata({ locale: locale as Locale, routeName: 'smallMicroBrands', title: t('metaTitle'), description: t('metaDescription') });
}

/** /smallMicro/brand: sample chain brands. */
export default async function SmallMicroBrandsRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <BrandListPage />;
}
