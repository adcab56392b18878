import { IndustryFacetPage } from '@/components/insights/industry-facet-page';
import { resolveLocale } from '@/lib/route-params';
import { metadataFrom } from '@/lib/seo';

export const generateMetadata = metadataFrom('industryAnalysis');

/** /industryAnalysis: the overview of the sample panel and the entry to the five facets. */
export default async function IndustryAnalysisRoute({ params }: PageProps<'/[locale]/industryAnalysis'>) {
  await resolveLocale(params);
  return <IndustryFacetPage facet="overview" />;
}
