import { setRequestLocale } from 'next-intl/server';
import { IndustryFacetPage } from '@/components/insights/industry-facet-page';
import type { Locale } from '@/i18n/routing';
import { metadataFrom } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFrom('industryAnalysis', 'industryAnalysis.overview');

/** /industryAnalysis: the overview of the sample panel and the entry to the five facets. */
export default async function IndustryAnalysisRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <IndustryFacetPage facet="overview" />;
}
