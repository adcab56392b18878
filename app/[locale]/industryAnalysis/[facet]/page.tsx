import { IndustryFacetPage } from '@/components/insights/industry-facet-page';
import { resolveRouteParams } from '@/lib/route-params';
import { industryFacets } from '@/lib/routes';
import { metadataFromParams } from '@/lib/seo';

// Every facet is prerendered; any other value is not a page.
export const dynamicParams = false;

export function generateStaticParams() {
  return industryFacets.map((facet) => ({ facet }));
}

export const generateMetadata = metadataFromParams('/[locale]/industryAnalysis/[facet]');

/** /industryAnalysis/{facet}: brand, trend, region, operate or development, rendered by one template. */
export default async function IndustryFacetRoute({ params }: PageProps<'/[locale]/industryAnalysis/[facet]'>) {
  const { facet } = await resolveRouteParams('/[locale]/industryAnalysis/[facet]', params);
  return <IndustryFacetPage facet={facet} />;
}
