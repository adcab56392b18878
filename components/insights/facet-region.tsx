import { getFormatter, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { Section } from '@/components/layout/section';
import { getContent } from '@/i18n/content';
import { provinceBreakdown } from '@/lib/industry-insights';
import { industryKeys, regionIndustryMix, regionKeys, regionStats, type RegionKey } from '@/lib/sample-data/industry';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { figureFormat } from '@/lib/format/figures';
import { InsightChart } from './insight-chart';
import styles from './insights.module.css';
import { ProvinceCityView, type ProvinceView } from './province-city-view';
import { extremes, rankBy } from '@/lib/insights/rank';

/**
 * /industryAnalysis/region: the panel by region (size, credit, revenue, risk), by province and city (a province
 * table and a city view with a province picker), and each region's industry mix.
 */
export async function FacetRegion() {
  const t = await getTranslations('industryAnalysis');
  const content = await getContent('industryAnalysis');
  const f = figureFormat(await getFormatter());
  const reg = (k: RegionKey) => t(`regions.${k}`);
  const s = regionStats;
  const ranked = rankBy(regionKeys, (k) => s[k].loanBalance);
  const growth = extremes(regionKeys, (k) => s[k].loanGrowth);
  const pen = extremes(regionKeys, (k) => s[k].penetration);
  const place = (id: string) => t(`places.${id}` as 'places.other');
  const breakdown = provinceBreakdown();
  const byEntities = rankBy(
    breakdown.map((p) => p.id),
    (id) => breakdown.find((p) => p.id === id)!.entities,
  ).map((id) => breakdown.find((p) => p.id === id)!);
  const provinceViews: ProvinceView[] = byEntities.map((p) => ({
    id: p.id,
    label: place(p.id),
    regionLabel: reg(p.region),
    summary: t('region.provinceSummary', {
      province: place(p.id),
      entities: f.count(p.entities),
      growth: f.growth(p.newYoY),
      risk: f.percent(p.riskRate),
    }),
    caption: t('region.cityCaption', { province: place(p.id) }),
    municipality: p.municipality,
    cities: p.cities.map((c) => ({
      id: c.id,
      label: place(c.id),
      cells: [f.count(c.entities), f.percent(c.entities / p.entities), f.growth(c.newYoY), f.percent(c.riskRate)],
    })),
  }));
  // The picker lists provinces by region, largest first within each.
  const pickerOrder = regionKeys.flatMap((r) => provinceViews.filter((v) => v.regionLabel === reg(r)));
  const maxShare = Math.max(...regionKeys.flatMap((r) => industryKeys.map((k) => regionIndustryMix[r][k])));

  return (
    <>
      <Section id="regions" title={t('region.sectionTitle')} lead={t('region.sectionLead')} reveal={false}>
        <ChartFigure
          id="region-credit"
          title={t('region.chartTitle')}
          summary={t('region.chartSummary', {
            top: reg(ranked[0]),
            topValue: f.money(s[ranked[0]].loanBalance),
            growthTop: reg(growth.top),
            growthValue: f.growth(s[growth.top].loanGrowth),
            penTop: reg(pen.top),
            penTopValue: f.percent(s[pen.top].penetration),
            penBottom: reg(pen.bottom),
            penBottomValue: f.percent(s[pen.bottom].penetration),
          })}
          chart={
            <InsightChart
              data={ranked.map((k) => ({ label: reg(k), loanBalance: s[k].loanBalance, loanGrowth: s[k].loanGrowth }))}
              series={[
                { key: 'loanBalance', name: t('region.columns.loanBalance'), kind: 'money' },
                {
                  key: 'loanGrowth',
                  name: t('region.columns.loanGrowth'),
                  kind: 'growth',
                  type: 'line',
                  axis: 'right',
                },
              ]}
            />
          }
          table={
            <DataTable
              caption={t('region.caption')}
              columns={[
                { key: 'region', label: t('table.region') },
                { key: 'entities', label: t('region.columns.entities'), numeric: true },
                { key: 'loanBalance', label: t('region.columns.loanBalance'), numeric: true },
                { key: 'loanGrowth', label: t('region.columns.loanGrowth'), numeric: true },
                { key: 'penetration', label: t('region.columns.penetration'), numeric: true },
              ]}
              rows={ranked.map((k, i) => ({
                key: k,
                header: t('table.ranked', { rank: i + 1, name: reg(k) }),
                cells: [
                  f.count(s[k].entities),
                  f.money(s[k].loanBalance),
                  f.growth(s[k].loanGrowth),
                  f.percent(s[k].penetration),
                ],
              }))}
            />
          }
        />
        <DataTable
          caption={t('region.operatingCaption')}
          columns={[
            { key: 'region', label: t('table.region') },
            { key: 'medianRevenue', label: t('region.columns.medianRevenue'), numeric: true },
            { key: 'riskRate', label: t('region.columns.riskRate'), numeric: true },
          ]}
          rows={rankBy(regionKeys, (k) => s[k].medianRevenue).map((k, i) => ({
            key: k,
            header: t('table.ranked', { rank: i + 1, name: reg(k) }),
            cells: [f.money(s[k].medianRevenue), f.percent(s[k].riskRate)],
          }))}
        />
      </Section>

      <Section id="provinces" title={t('region.placesTitle')} lead={t('region.placesLead')} tone="muted">
        <ProvinceCityView
          provinces={pickerOrder}
          columns={[
            { key: 'city', label: t('region.columns2.city') },
            { key: 'entities', label: t('region.columns2.entities'), numeric: true },
            { key: 'share', label: t('region.columns2.share'), numeric: true },
            { key: 'newYoY', label: t('region.columns2.newYoY'), numeric: true },
            { key: 'riskRate', label: t('region.columns2.riskRate'), numeric: true },
          ]}
          labels={{ picker: t('region.picker'), municipalityNote: t('region.municipalityNote') }}
        />
        <DataTable
          caption={t('region.provinceCaption')}
          columns={[
            { key: 'province', label: t('region.columns2.province') },
            { key: 'region', label: t('table.region') },
            { key: 'entities', label: t('region.columns2.entities'), numeric: true },
            { key: 'newYoY', label: t('region.columns2.newYoY'), numeric: true },
            { key: 'riskRate', label: t('region.columns2.riskRate'), numeric: true },
          ]}
          rows={byEntities.map((p, i) => ({
            key: p.id,
            header: t('table.ranked', { rank: i + 1, name: place(p.id) }),
            cells: [reg(p.region), f.count(p.entities), f.growth(p.newYoY), f.percent(p.riskRate)],
          }))}
        />
        <p className={`muted ${styles.note}`}>{t('region.coverageNote')}</p>
      </Section>

      <Section id="mix" title={t('region.mixTitle')} lead={t('region.mixLead')}>
        <DataTable
          caption={t('region.mixCaption')}
          columns={[
            { key: 'region', label: t('table.region') },
            ...industryKeys.map((k) => ({ key: k, label: t(`industries.${k}`), numeric: true })),
          ]}
          rows={regionKeys.map((r) => ({
            key: r,
            header: reg(r),
            cells: industryKeys.map((k) => {
              const v = regionIndustryMix[r][k];
              return (
                <span key={k} className={styles.heat} style={{ ['--heat' as string]: (v / maxShare).toFixed(2) }}>
                  {f.wholePercent(v)}
                </span>
              );
            }),
          }))}
        />
        <p className={`muted ${styles.note}`}>{t('region.mixNote')}</p>
      </Section>

      <Section id="readings" title={t('readingsTitle')} tone="muted">
        <CardGrid items={content.region.readings} />
      </Section>
    </>
  );
}
