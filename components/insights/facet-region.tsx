import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { Section } from '@/components/layout/section';
import { industryKeys, regionIndustryMix, regionKeys, regionStats, type RegionKey } from '@/lib/sample-data/industry';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { insightFormat } from './format';
import { InsightChart } from './insight-chart';
import styles from './insights.module.css';
import { extremes, rankBy } from './rank';

/** /industryAnalysis/region: the panel by region (size, credit, revenue, risk) and each region's industry mix. */
export async function FacetRegion() {
  const t = await getTranslations('industryAnalysis');
  const f = insightFormat(await getFormatter(), await getLocale());
  const reg = (k: RegionKey) => t(`regions.${k}`);
  const s = regionStats;
  const ranked = rankBy(regionKeys, (k) => s[k].loanBalance);
  const growth = extremes(regionKeys, (k) => s[k].loanGrowth);
  const pen = extremes(regionKeys, (k) => s[k].penetration);
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
                { key: 'loanGrowth', name: t('region.columns.loanGrowth'), kind: 'growth', type: 'line', axis: 'right' },
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
                cells: [f.count(s[k].entities), f.money(s[k].loanBalance), f.growth(s[k].loanGrowth), f.percent(s[k].penetration)],
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

      <Section id="mix" title={t('region.mixTitle')} lead={t('region.mixLead')} tone="muted">
        <DataTable
          caption={t('region.mixCaption')}
          columns={[{ key: 'region', label: t('table.region') }, ...industryKeys.map((k) => ({ key: k, label: t(`industries.${k}`), numeric: true }))]}
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

      <Section id="readings" title={t('readingsTitle')}>
        <CardGrid items={t.raw('region.readings') as { title: string; body: string }[]} />
      </Section>
    </>
  );
}
