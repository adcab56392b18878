import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IndustryFacetPage } from '@/components/insights/industry-facet-page';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'industryAnalysis.overview' });
  return pageMetadata({ locale: locale as Locale, routeName: 'industryAnalysis', title: t('metaTitle'), description: t('metaDescription') });
}

/** /industryAnalysis: the overview of the sample panel and the entry to the five facets. */
export default async function IndustryAnalysisRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <IndustryFacetPage facet="overview" />;
}
