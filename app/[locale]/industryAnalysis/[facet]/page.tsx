import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { IndustryFacetPage } from '@/components/insights/industry-facet-page';
import type { Locale } from '@/i18n/routing';
import { industryFacets, type IndustryFacet } from '@/lib/routes';
import { metadataFromParam } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; facet: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return industryFacets.map((facet) => ({ facet }));
}

function isFacet(value: string): value is IndustryFacet {
  return (industryFacets as readonly string[]).includes(value);
}

export const generateMetadata = metadataFromParam('facet', industryFacets, 'industryAnalysis', 'industryAnalysis');

/** /industryAnalysis/{facet}: brand, trend, region, operate or development, rendered by one template. */
export default async function IndustryFacetRoute({ params }: Props) {
  const { locale, facet } = await params;
  if (!isFacet(facet)) notFound();
  setRequestLocale(locale as Locale);
  return <IndustryFacetPage facet={facet} />;
}
