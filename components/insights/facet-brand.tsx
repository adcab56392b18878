import { getFormatter, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { Section } from '@/components/layout/section';
import { getContent } from '@/i18n/content';
import { Link } from '@/i18n/navigation';
import { pathFor } from '@/lib/routes';
import { brands } from '@/lib/sample-data/brands';
import { industryBrandStats, industryKeys } from '@/lib/sample-data/industry';
import { brandNames } from '@/lib/sample-data/keys';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { figureFormat } from '@/lib/format/figures';
import { InsightChart } from './insight-chart';
import { extremes, rankBy } from '@/lib/insights/rank';

/** /industryAnalysis/brand: chain and trademark penetration per industry, and the sample chain brands. */
export async function FacetBrand() {
  const t = await getTranslations('industryAnalysis');
  const content = await getContent('industryAnalysis');
  const tb = await getTranslations('smallMicro.brandData');
  const f = figureFormat(await getFormatter());
  const ind = (k: (typeof industryKeys)[number]) => t(`industries.${k}`);
  const s = industryBrandStats;
  const ranked = rankBy(industryKeys, (k) => s[k].chainShare);
  const chain = extremes(industryKeys, (k) => s[k].chainShare);
  const cr = extremes(industryKeys, (k) => s[k].cr10);
  const brandRank = rankBy(brandNames, (b) => brands[b].stores);

  return (
    <>
      <Section id="chain" title={t('brand.chainTitle')} lead={t('brand.chainLead')} reveal={false}>
        <ChartFigure
          id="chain-share"
          title={t('brand.chartTitle')}
          summary={t('brand.chartSummary', {
            top: ind(chain.top),
            topValue: f.percent(s[chain.top].chainShare),
            bottom: ind(chain.bottom),
            bottomValue: f.percent(s[chain.bottom].chainShare),
            crTop: ind(cr.top),
            crValue: f.percent(s[cr.top].cr10),
          })}
          chart={
            <InsightChart
              layout="vertical"
              height={400}
              data={ranked.map((k) => ({
                label: ind(k),
                chainShare: s[k].chainShare,
                trademarkShare: s[k].trademarkShare,
              }))}
              series={[
                { key: 'chainShare', name: t('brand.columns.chainShare'), kind: 'percent' },
                { key: 'trademarkShare', name: t('brand.columns.trademarkShare'), kind: 'percent' },
              ]}
            />
          }
          table={
            <DataTable
              caption={t('brand.caption')}
              columns={[
                { key: 'industry', label: t('table.industry') },
                { key: 'chainShare', label: t('brand.columns.chainShare'), numeric: true },
                { key: 'trademarkShare', label: t('brand.columns.trademarkShare'), numeric: true },
                { key: 'cr10', label: t('brand.columns.cr10'), numeric: true },
                { key: 'chainBrands', label: t('brand.columns.chainBrands'), numeric: true },
              ]}
              rows={ranked.map((k, i) => ({
                key: k,
                header: t('table.ranked', { rank: i + 1, name: ind(k) }),
                cells: [
                  f.percent(s[k].chainShare),
                  f.percent(s[k].trademarkShare),
                  f.percent(s[k].cr10),
                  f.count(s[k].chainBrands),
                ],
              }))}
            />
          }
        />
      </Section>

      <Section id="sample-brands" title={t('brand.brandsTitle')} lead={t('brand.brandsLead')} tone="muted">
        <DataTable
          caption={t('brand.brandsCaption')}
          columns={[
            { key: 'brand', label: t('brand.brandColumns.brand') },
            { key: 'industry', label: t('table.industry') },
            { key: 'stores', label: t('brand.brandColumns.stores'), numeric: true },
            { key: 'storesYoY', label: t('brand.brandColumns.storesYoY'), numeric: true },
            { key: 'directShare', label: t('brand.brandColumns.directShare'), numeric: true },
            { key: 'closureRate', label: t('brand.brandColumns.closureRate'), numeric: true },
          ]}
          rows={brandRank.map((b, i) => ({
            key: b,
            header: (
              <Link href={pathFor('smallMicroBrand', { brandName: b })}>
                {t('table.ranked', { rank: i + 1, name: tb(`${b}.name`) })}
              </Link>
            ),
            cells: [
              ind(brands[b].industry),
              f.integer(brands[b].stores),
              f.growth(brands[b].storesYoY),
              f.percent(brands[b].directShare),
              f.percent(brands[b].closureRate),
            ],
          }))}
        />
        <p className="btn-row" style={{ marginTop: 'var(--hx-space-5)' }}>
          <Link className="btn btn--ghost" href={pathFor('smallMicroBrands')}>
            {t('brand.brandsLink')}
          </Link>
        </p>
      </Section>

      <Section id="readings" title={t('readingsTitle')}>
        <CardGrid items={content.brand.readings} />
      </Section>
    </>
  );
}
