import { getFormatter, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { Section } from '@/components/layout/section';
import { getContent } from '@/i18n/content';
import { industryKeys, industryOverview, regionKeys, regionStats } from '@/lib/sample-data/industry';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { figureFormat } from '@/lib/format/figures';
import { InsightChart } from './insight-chart';
import { KeyStats } from './key-stats';
import { extremes, rankBy, sumBy } from '@/lib/insights/rank';

/**
 * /industryAnalysis body: key figures of the sample panel, the industry ranking (chart + table) and how the
 * panel is built.
 */
export async function IndustryOverview() {
  const t = await getTranslations('industryAnalysis');
  const content = await getContent('industryAnalysis');
  const f = figureFormat(await getFormatter());
  const ind = (k: (typeof industryKeys)[number]) => t(`industries.${k}`);

  const entities = sumBy(industryKeys, (k) => industryOverview[k].entities);
  const balance = sumBy(regionKeys, (k) => regionStats[k].loanBalance);
  const riskRate = sumBy(industryKeys, (k) => industryOverview[k].entities * industryOverview[k].riskRate) / entities;
  const ranked = rankBy(industryKeys, (k) => industryOverview[k].entities);
  const { top, bottom } = extremes(industryKeys, (k) => industryOverview[k].entities);
  const fastest = extremes(industryKeys, (k) => industryOverview[k].newYoY);

  return (
    <>
      <Section id="key-figures" title={t('overview.statsTitle')} lead={t('overview.statsLead')} reveal={false}>
        <KeyStats
          items={[
            { label: t('overview.stats.entities'), value: f.count(entities) },
            { label: t('overview.stats.loanBalance'), value: f.money(balance) },
            { label: t('overview.stats.riskRate'), value: f.percent(riskRate) },
            {
              label: t('overview.stats.coverage'),
              value: t('overview.stats.coverageValue', { industries: industryKeys.length, regions: regionKeys.length }),
            },
          ]}
        />
      </Section>

      <Section id="ranking" title={t('overview.rankingTitle')} lead={t('overview.rankingLead')} tone="muted">
        <ChartFigure
          id="industry-entities"
          title={t('overview.chartTitle')}
          summary={t('overview.chartSummary', {
            top: ind(top),
            topValue: f.count(industryOverview[top].entities),
            bottom: ind(bottom),
            bottomValue: f.count(industryOverview[bottom].entities),
            fastest: ind(fastest.top),
            fastestValue: f.growth(industryOverview[fastest.top].newYoY),
            slowest: ind(fastest.bottom),
            slowestValue: f.growth(industryOverview[fastest.bottom].newYoY),
          })}
          chart={
            <InsightChart
              layout="vertical"
              height={360}
              data={ranked.map((k) => ({ label: ind(k), entities: industryOverview[k].entities }))}
              series={[{ key: 'entities', name: t('overview.columns.entities'), kind: 'count' }]}
            />
          }
          table={
            <DataTable
              caption={t('overview.caption')}
              columns={[
                { key: 'industry', label: t('table.industry') },
                { key: 'entities', label: t('overview.columns.entities'), numeric: true },
                { key: 'newYoY', label: t('overview.columns.newYoY'), numeric: true },
                { key: 'activeRate', label: t('overview.columns.activeRate'), numeric: true },
                { key: 'riskRate', label: t('overview.columns.riskRate'), numeric: true },
              ]}
              rows={ranked.map((k, i) => ({
                key: k,
                header: t('table.ranked', { rank: i + 1, name: ind(k) }),
                cells: [
                  f.count(industryOverview[k].entities),
                  f.growth(industryOverview[k].newYoY),
                  f.percent(industryOverview[k].activeRate),
                  f.percent(industryOverview[k].riskRate),
                ],
              }))}
            />
          }
        />
      </Section>

      <Section id="method" title={t('overview.methodTitle')} lead={t('overview.methodLead')}>
        <CardGrid items={content.overview.method} />
      </Section>
    </>
  );
}
