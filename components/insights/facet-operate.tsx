import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { Section } from '@/components/layout/section';
import { industryKeys, operatingStats, type IndustryKey } from '@/lib/sample-data/industry';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { insightFormat } from './format';
import { InsightChart } from './insight-chart';
import { extremes, rankBy } from './rank';

/** /industryAnalysis/operate: survival, revenue, margin, invoicing and headcount per industry. */
export async function FacetOperate() {
  const t = await getTranslations('industryAnalysis');
  const f = insightFormat(await getFormatter(), await getLocale());
  const ind = (k: IndustryKey) => t(`industries.${k}`);
  const s = operatingStats;
  const bySurvival = rankBy(industryKeys, (k) => s[k].survival3y);
  const survival = extremes(industryKeys, (k) => s[k].survival3y);
  const byRevenue = rankBy(industryKeys, (k) => s[k].medianRevenue);
  const margin = extremes(industryKeys, (k) => s[k].grossMargin);

  return (
    <>
      <Section id="survival" title={t('operate.survivalSectionTitle')} lead={t('operate.survivalLead')} reveal={false}>
        <ChartFigure
          id="survival-3y"
          title={t('operate.survivalTitle')}
          summary={t('operate.survivalSummary', {
            top: ind(survival.top),
            topValue: f.percent(s[survival.top].survival3y),
            bottom: ind(survival.bottom),
            bottomValue: f.percent(s[survival.bottom].survival3y),
          })}
          chart={
            <InsightChart
              layout="vertical"
              height={360}
              data={bySurvival.map((k) => ({ label: ind(k), survival3y: s[k].survival3y }))}
              series={[{ key: 'survival3y', name: t('operate.columns.survival3y'), kind: 'percent' }]}
            />
          }
          table={
            <DataTable
              caption={t('operate.survivalCaption')}
              columns={[
                { key: 'industry', label: t('table.industry') },
                { key: 'survival3y', label: t('operate.columns.survival3y'), numeric: true },
                { key: 'medianYears', label: t('operate.columns.medianYears'), numeric: true },
                { key: 'invoiceMonths', label: t('operate.columns.invoiceMonths'), numeric: true },
              ]}
              rows={bySurvival.map((k, i) => ({
                key: k,
                header: t('table.ranked', { rank: i + 1, name: ind(k) }),
                cells: [
                  f.percent(s[k].survival3y),
                  t('operate.yearsValue', { years: s[k].medianYears }),
                  t('operate.monthsValue', { months: s[k].invoiceMonths }),
                ],
              }))}
            />
          }
        />
      </Section>

      <Section id="revenue" title={t('operate.revenueSectionTitle')} lead={t('operate.revenueLead')} tone="muted">
        <ChartFigure
          id="median-revenue"
          title={t('operate.revenueTitle')}
          summary={t('operate.revenueSummary', {
            top: ind(byRevenue[0]),
            topValue: f.money(s[byRevenue[0]].medianRevenue),
            bottom: ind(byRevenue[byRevenue.length - 1]),
            bottomValue: f.money(s[byRevenue[byRevenue.length - 1]].medianRevenue),
            marginTop: ind(margin.top),
            marginTopValue: f.percent(s[margin.top].grossMargin),
            marginBottom: ind(margin.bottom),
            marginBottomValue: f.percent(s[margin.bottom].grossMargin),
          })}
          chart={
            <InsightChart
              data={byRevenue.map((k) => ({ label: ind(k), medianRevenue: s[k].medianRevenue, grossMargin: s[k].grossMargin }))}
              series={[
                { key: 'medianRevenue', name: t('operate.columns.medianRevenue'), kind: 'money' },
                { key: 'grossMargin', name: t('operate.columns.grossMargin'), kind: 'percent', type: 'line', axis: 'right' },
              ]}
            />
          }
          table={
            <DataTable
              caption={t('operate.revenueCaption')}
              columns={[
                { key: 'industry', label: t('table.industry') },
                { key: 'medianRevenue', label: t('operate.columns.medianRevenue'), numeric: true },
                { key: 'grossMargin', label: t('operate.columns.grossMargin'), numeric: true },
                { key: 'employees', label: t('operate.columns.employees'), numeric: true },
              ]}
              rows={byRevenue.map((k, i) => ({
                key: k,
                header: t('table.ranked', { rank: i + 1, name: ind(k) }),
                cells: [f.money(s[k].medianRevenue), f.percent(s[k].grossMargin), t('operate.peopleValue', { count: s[k].employees })],
              }))}
            />
          }
        />
      </Section>

      <Section id="readings" title={t('readingsTitle')}>
        <CardGrid items={t.raw('operate.readings') as { title: string; body: string }[]} />
      </Section>
    </>
  );
}
