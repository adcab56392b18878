import { getFormatter, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { Section } from '@/components/layout/section';
import { getContent } from '@/i18n/content';
import { activityIndex, industryKeys, monthlyFlows, trendMonths } from '@/lib/sample-data/industry';
import { ChartFigure } from './chart-figure';
import { ChartPreview, type ChartPreviewProps } from './chart-preview';
import { DataTable } from './data-table';
import { figureFormat } from '@/lib/format/figures';
import { InsightChart } from './insight-chart';
import { extremes, rankBy } from '@/lib/insights/rank';
import styles from './insights.module.css';
import { SeriesPickerChart } from './series-picker-chart';

/** /industryAnalysis/trend: monthly openings and closures, and the operating-activity index per industry. */
export async function FacetTrend() {
  const t = await getTranslations('industryAnalysis');
  const content = await getContent('industryAnalysis');
  const f = figureFormat(await getFormatter());
  const ind = (k: (typeof industryKeys)[number]) => t(`industries.${k}`);
  const months = [...trendMonths];
  const last = months.length - 1;

  const openings = monthlyFlows.reduce((a, x) => a + x.openings, 0);
  const closures = monthlyFlows.reduce((a, x) => a + x.closures, 0);
  const lowIdx = monthlyFlows.reduce((lo, x, i) => (x.openings < monthlyFlows[lo].openings ? i : lo), 0);

  const latest = (k: (typeof industryKeys)[number]) => activityIndex[k][last];
  const change = (k: (typeof industryKeys)[number]) => activityIndex[k][last] - activityIndex[k][0];
  const ranked = rankBy(industryKeys, latest);
  const byChange = extremes(industryKeys, change);
  const lowest = (k: (typeof industryKeys)[number]) => Math.min(...activityIndex[k]);
  // The first screen's chart: drawn on the server first, the interactive drawing loads once the visitor starts using the page.
  const flowsChart: ChartPreviewProps = {
    data: months.map((m, i) => ({
      label: f.monthTick(m),
      openings: monthlyFlows[i].openings,
      closures: monthlyFlows[i].closures,
    })),
    series: [
      { key: 'openings', name: t('trend.flowColumns.openings'), kind: 'count', type: 'line' },
      { key: 'closures', name: t('trend.flowColumns.closures'), kind: 'count', type: 'line' },
    ],
  };

  return (
    <>
      <Section id="flows" title={t('trend.flowsSectionTitle')} lead={t('trend.flowsLead')} reveal={false}>
        <ChartFigure
          id="openings-closures"
          title={t('trend.flowsTitle')}
          summary={t('trend.flowsSummary', {
            openings: f.count(openings),
            closures: f.count(closures),
            net: f.count(openings - closures),
            low: f.month(months[lowIdx]),
            lowValue: f.count(monthlyFlows[lowIdx].openings),
          })}
          tableMode="details"
          detailsLabel={t('table.show')}
          chart={<InsightChart {...flowsChart} preview={<ChartPreview {...flowsChart} />} />}
          table={
            <DataTable
              caption={t('trend.flowsCaption')}
              columns={[
                { key: 'month', label: t('trend.flowColumns.month') },
                { key: 'openings', label: t('trend.flowColumns.openings'), numeric: true },
                { key: 'closures', label: t('trend.flowColumns.closures'), numeric: true },
                { key: 'net', label: t('trend.flowColumns.net'), numeric: true },
              ]}
              rows={months.map((m, i) => ({
                key: m,
                header: f.month(m),
                cells: [
                  f.integer(monthlyFlows[i].openings),
                  f.integer(monthlyFlows[i].closures),
                  f.integer(monthlyFlows[i].openings - monthlyFlows[i].closures),
                ],
              }))}
            />
          }
        />
      </Section>

      <Section id="activity" title={t('trend.indexSectionTitle')} lead={t('trend.indexLead')} tone="muted">
        <ChartFigure
          id="activity-index"
          title={t('trend.indexTitle')}
          summary={t('trend.indexSummary', {
            top: ind(ranked[0]),
            topValue: f.index(latest(ranked[0])),
            bottom: ind(ranked[ranked.length - 1]),
            bottomValue: f.index(latest(ranked[ranked.length - 1])),
            riser: ind(byChange.top),
            riserValue: f.index(change(byChange.top)),
          })}
          chart={
            <SeriesPickerChart
              legend={t('trend.pickerLabel')}
              kind="index"
              initial={['services', 'catering', 'manufacturing', 'construction']}
              options={industryKeys.map((k) => ({ key: k, name: ind(k) }))}
              data={months.map((m, i) => ({
                label: f.monthTick(m),
                ...Object.fromEntries(industryKeys.map((k) => [k, activityIndex[k][i]])),
              }))}
            />
          }
          table={
            <DataTable
              caption={t('trend.indexCaption', { start: f.month(months[0]), end: f.month(months[last]) })}
              columns={[
                { key: 'industry', label: t('table.industry') },
                { key: 'latest', label: t('trend.indexColumns.latest'), numeric: true },
                { key: 'change', label: t('trend.indexColumns.change'), numeric: true },
                { key: 'low', label: t('trend.indexColumns.low'), numeric: true },
              ]}
              rows={ranked.map((k, i) => ({
                key: k,
                header: t('table.ranked', { rank: i + 1, name: ind(k) }),
                cells: [f.index(latest(k)), f.delta(change(k)), f.index(lowest(k))],
              }))}
            />
          }
        />
        <details className={styles.details}>
          <summary>{t('trend.matrixShow')}</summary>
          <DataTable
            caption={t('trend.matrixCaption')}
            columns={[
              { key: 'month', label: t('trend.flowColumns.month') },
              ...industryKeys.map((k) => ({ key: k, label: ind(k), numeric: true })),
            ]}
            rows={months.map((m, i) => ({
              key: m,
              header: f.month(m),
              cells: industryKeys.map((k) => f.index(activityIndex[k][i])),
            }))}
          />
        </details>
      </Section>

      <Section id="readings" title={t('readingsTitle')}>
        <CardGrid items={content.trend.readings} />
      </Section>
    </>
  );
}
