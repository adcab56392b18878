import { getFormatter, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { Section } from '@/components/layout/section';
import { getContent } from '@/i18n/content';
import { developmentBands } from '@/lib/industry-insights';
import {
  ageBandKeys,
  ageBandMix,
  capitalBandKeys,
  capitalBandMix,
  financingStats,
  industryKeys,
  type IndustryKey,
} from '@/lib/sample-data/industry';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { figureFormat } from '@/lib/format/figures';
import { InsightChart } from './insight-chart';
import styles from './insights.module.css';
import { extremes, rankBy, sumBy } from '@/lib/insights/rank';

/**
 * /industryAnalysis/development: the structure of each industry by business age and by registered capital (with the
 * development stage read from the age mix), then inclusive credit depth and quality, and an outlook per industry.
 */
export async function FacetDevelopment() {
  const t = await getTranslations('industryAnalysis');
  const content = await getContent('industryAnalysis');
  const f = figureFormat(await getFormatter());
  const ind = (k: IndustryKey) => t(`industries.${k}`);
  const s = financingStats;
  const ranked = rankBy(industryKeys, (k) => s[k].loanBalance);
  const total = sumBy(industryKeys, (k) => s[k].loanBalance);
  const growth = extremes(industryKeys, (k) => s[k].loanGrowth);
  const npl = extremes(industryKeys, (k) => s[k].nplRatio);
  const young = extremes(industryKeys, (k) => ageBandMix[k].under1 + ageBandMix[k].from1to3);
  const old = extremes(industryKeys, (k) => ageBandMix[k].from5to10 + ageBandMix[k].over10);
  const small = extremes(industryKeys, (k) => capitalBandMix[k].under1m);
  const large = extremes(industryKeys, (k) => capitalBandMix[k].from10to50m + capitalBandMix[k].over50m);
  const bands = Object.fromEntries(industryKeys.map((k) => [k, developmentBands(k)])) as Record<
    IndustryKey,
    ReturnType<typeof developmentBands>
  >;
  /** A band cell: the whole-percent share, shaded by size, over the number of businesses it stands for. */
  const heat = (key: string, percent: number, count: number) => (
    <span key={key} className={styles.heat} style={{ ['--heat' as string]: Math.min(1, percent / 60).toFixed(2) }}>
      {f.wholePercent(percent)}
      <span className={styles.heatCount}>{f.count(count)}</span>
    </span>
  );

  return (
    <>
      <Section
        id="structure"
        title={t('development.bandsSectionTitle')}
        lead={t('development.bandsLead')}
        reveal={false}
      >
        <h3>{t('development.ageTitle')}</h3>
        <p className={styles.summary}>
          {t('development.ageSummary', {
            youngTop: ind(young.top),
            youngTopValue: f.wholePercent(ageBandMix[young.top].under1 + ageBandMix[young.top].from1to3),
            oldTop: ind(old.top),
            oldTopValue: f.wholePercent(ageBandMix[old.top].from5to10 + ageBandMix[old.top].over10),
          })}
        </p>
        <DataTable
          caption={t('development.ageCaption')}
          columns={[
            { key: 'industry', label: t('table.industry') },
            ...ageBandKeys.map((b) => ({ key: b, label: t(`development.ageBands.${b}`), numeric: true })),
            { key: 'stage', label: t('development.stageColumn') },
          ]}
          rows={industryKeys.map((k) => ({
            key: k,
            header: ind(k),
            cells: [
              ...ageBandKeys.map((b) => heat(b, ageBandMix[k][b], bands[k].age[b])),
              t(`development.stages.${bands[k].stage}`),
            ],
          }))}
        />
        <p className={`muted ${styles.note}`}>{t('development.stageNote')}</p>

        <h3>{t('development.capitalTitle')}</h3>
        <p className={styles.summary}>
          {t('development.capitalSummary', {
            smallTop: ind(small.top),
            smallTopValue: f.wholePercent(capitalBandMix[small.top].under1m),
            largeTop: ind(large.top),
            largeTopValue: f.wholePercent(capitalBandMix[large.top].from10to50m + capitalBandMix[large.top].over50m),
          })}
        </p>
        <DataTable
          caption={t('development.capitalCaption')}
          columns={[
            { key: 'industry', label: t('table.industry') },
            ...capitalBandKeys.map((b) => ({ key: b, label: t(`development.capitalBands.${b}`), numeric: true })),
          ]}
          rows={industryKeys.map((k) => ({
            key: k,
            header: ind(k),
            cells: capitalBandKeys.map((b) => heat(b, capitalBandMix[k][b], bands[k].capital[b])),
          }))}
        />
      </Section>

      <Section id="credit" title={t('development.sectionTitle')} lead={t('development.sectionLead')} tone="muted">
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
                {
                  key: 'loanGrowth',
                  name: t('development.columns.loanGrowth'),
                  kind: 'growth',
                  type: 'line',
                  axis: 'right',
                },
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

      <Section id="outlook" title={t('development.outlookTitle')} lead={t('development.outlookLead')}>
        <CardGrid items={industryKeys.map((k) => ({ title: ind(k), body: t(`development.outlook.${k}`) }))} />
      </Section>

      <Section id="readings" title={t('readingsTitle')} tone="muted">
        <CardGrid items={content.development.readings} />
      </Section>
    </>
  );
}
