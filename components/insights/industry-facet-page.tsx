import { getTranslations } from 'next-intl/server';
import type { IndustryFacet } from '@/lib/routes';
import { FacetBrand } from './facet-brand';
import { FacetDevelopment } from './facet-development';
import { FacetOperate } from './facet-operate';
import { FacetRegion } from './facet-region';
import { FacetTrend } from './facet-trend';
import { IndustryShell } from './industry-shell';
import { IndustryOverview } from './industry-overview';

const bodies: Record<IndustryFacet, () => Promise<React.JSX.Element>> = {
  brand: FacetBrand,
  trend: FacetTrend,
  region: FacetRegion,
  operate: FacetOperate,
  development: FacetDevelopment,
};

/** The industry-analysis template: one page per facet (or the overview), inside the shared shell. */
export async function IndustryFacetPage({ facet }: { facet: IndustryFacet | 'overview' }) {
  const t = await getTranslations('industryAnalysis');
  const Body = facet === 'overview' ? IndustryOverview : bodies[facet];
  return (
    <IndustryShell current={facet} title={t(`${facet}.h1`)} intro={t(`${facet}.intro`)}>
      <Body />
    </IndustryShell>
  );
}
