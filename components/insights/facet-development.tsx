import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { Section } from '@/components/layout/section';
import { financingStats, industryKeys, type IndustryKey } from '@/lib/sample-data/industry';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { insightFormat } from './format';
import { InsightChart } from './insight-chart';
import { extremes, rankBy, sumBy } from './rank';

/** /industryAnalysis/development: inclusive credit depth and quality per industry, with an outlook per industry. */
export async function FacetDevelopment() {
  const t = await getTranslations('industryAnalysis');
  const f = insightFormat(await getFormatter(), await getLocale());
  const ind = (k: IndustryKey) => t(`industries.${k}`);
  const s = financingStats;
  const ranked = rankBy(industryKeys, (k) => s[k].loanBalance);
  const total = sumBy(industryKeys, (k) => s[k].loanBalance);
  const growth = extremes(industryKeys, (k) => s[k].loanGrowth);
  const npl = extremes(industryKeys, (k) => s[k].nplRatio);

  return (
    <>
      <Section id="credit" title={t('development.sectionTitle')} lead={t('development.sectionLead')} reveal={false}>
        <ChartFigure
          id="credit-by-industry"
          title={t('development.chartTitle')}
          summary={t('development.chartSummary', {
            total: f.money(total),
            top: ind(ranked[0]),
            topShare: f.percent(s[ranked[0]].loanBalance / total),
            growthTop: ind(growth.top),
            growthTopValue: f.growth(s[growth.top].loanGrowth),
            growthBottom: ind(growth.bottom),
            growthBottomValue: f.growth(s[growth.bottom].loanGrowth),
            nplTop: ind(npl.top),
            nplTopValue: f.percent(s[npl.top].nplRatio),
          })}
          chart={
            <InsightChart
              data={ranked.map((k) => ({ label: ind(k), loanBalance: s[k].loanBalance, loanGrowth: s[k].loanGrowth }))}
              series={[
                { key: 'loanBalance', name: t('development.columns.loanBalance'), kind: 'money' },
                { key: 'loanGrowth', name: t('development.columns.loanGrowth'), kind: 'growth', type: 'line', axis: 'right' },
              ]}
            />
          }
          table={
            <DataTable
              caption={t('development.caption')}
              columns={[
                { key: 'industry', label: t('table.industry') },
                { key: 'loanBalance', label: t('development.columns.loanBalance'), numeric: true },
                { key: 'loanGrowth', label: t('development.columns.loanGrowth'), numeric: true },
                { key: 'nplRatio', label: t('development.columns.nplRatio'), numeric: true },
              ]}
              rows={ranked.map((k, i) => ({
                key: k,
                header: t('table.ranked', { rank: i + 1, name: ind(k) }),
                cells: [f.money(s[k].loanBalance), f.growth(s[k].loanGrowth), f.percent(s[k].nplRatio)],
              }))}
            />
          }
        />
        <DataTable
          caption={t('development.depthCaption')}
          columns={[
            { key: 'industry', label: t('table.industry') },
            { key: 'penetration', label: t('development.columns.penetration'), numeric: true },
            { key: 'avgTicket', label: t('development.columns.avgTicket'), numeric: true },
          ]}
          rows={rankBy(industryKeys, (k) => s[k].penetration).map((k, i) => ({
            key: k,
            header: t('table.ranked', { rank: i + 1, name: ind(k) }),
            cells: [f.percent(s[k].penetration), f.money(s[k].avgTicket)],
          }))}
        />
      </Section>

      <Section id="outlook" title={t('development.outlookTitle')} lead={t('development.outlookLead')} tone="muted">
        <CardGrid items={industryKeys.map((k) => ({ title: ind(k), body: t(`development.outlook.${k}`) }))} />
      </Section>

      <Section id="readings" title={t('readingsTitle')}>
        <CardGrid items={t.raw('development.readings') as { title: string; body: string }[]} />
      </Section>
    </>
  );
}
