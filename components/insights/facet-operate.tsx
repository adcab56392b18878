import { getFormatter, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/layout/card-grid';
import { Section } from '@/components/layout/section';
import { getContent } from '@/i18n/content';
import { statusKeys, statusMix } from '@/lib/industry-insights';
import { industryKeys, operatingStats, type IndustryKey } from '@/lib/sample-data/industry';
import { ChartFigure } from './chart-figure';
import { DataTable } from './data-table';
import { figureFormat } from '@/lib/format/figures';
import { InsightChart } from './insight-chart';
import styles from './insights.module.css';
import { extremes, rankBy } from '@/lib/insights/rank';

/**
 * /industryAnalysis/operate: registration status (active / revoked / deregistered, abnormal-operations list, and the
 * change over a year), then survival, revenue, margin, invoicing and headcount per industry.
 */
export async function FacetOperate() {
  const t = await getTranslations('industryAnalysis');
  const content = await getContent('industryAnalysis');
  const f = figureFormat(await getFormatter());
  const ind = (k: IndustryKey) => t(`industries.${k}`);
  const s = operatingStats;
  const bySurvival = rankBy(industryKeys, (k) => s[k].survival3y);
  const survival = extremes(industryKeys, (k) => s[k].survival3y);
  const byRevenue = rankBy(industryKeys, (k) => s[k].medianRevenue);
  const margin = extremes(industryKeys, (k) => s[k].grossMargin);
  const mix = Object.fromEntries(industryKeys.map((k) => [k, statusMix(k)])) as Record<
    IndustryKey,
    ReturnType<typeof statusMix>
  >;
  const byActive = rankBy(industryKeys, (k) => mix[k].shares.active);
  const dereg = extremes(industryKeys, (k) => mix[k].shares.deregistered);
  const revoked = extremes(industryKeys, (k) => mix[k].shares.revoked);
  const abnormalUp = extremes(industryKeys, (k) => mix[k].change.abnormalOfActive);
  const points = (v: number) => t('operate.pointsValue', { value: f.delta(v * 100) });

  return (
    <>
      <Section id="status" title={t('operate.statusSectionTitle')} lead={t('operate.statusLead')} reveal={false}>
        <ChartFigure
          id="registration-status"
          title={t('operate.statusTitle')}
          summary={t('operate.statusSummary', {
            deregTop: ind(dereg.top),
            deregTopValue: f.percent(mix[dereg.top].shares.deregistered),
            revokedTop: ind(revoked.top),
            revokedTopValue: f.percent(mix[revoked.top].shares.revoked),
            abnormalUp: ind(abnormalUp.top),
            abnormalUpValue: points(mix[abnormalUp.top].change.abnormalOfActive),
          })}
          chart={
            <InsightChart
              data={byActive.map((k) => ({
                label: ind(k),
                ...Object.fromEntries(statusKeys.map((st) => [st, mix[k].shares[st]])),
              }))}
              series={statusKeys.map((st) => ({
                key: st,
                name: t(`operate.statuses.${st}`),
                kind: 'percent' as const,
              }))}
            />
          }
          tableMode="details"
          detailsLabel={t('table.show')}
          table={
            <DataTable
              caption={t('operate.statusCaption')}
              columns={[
                { key: 'industry', label: t('table.industry') },
                { key: 'active', label: t('operate.statusColumns.active'), numeric: true },
                { key: 'revoked', label: t('operate.statusColumns.revoked'), numeric: true },
                { key: 'deregistered', label: t('operate.statusColumns.deregistered'), numeric: true },
                { key: 'abnormal', label: t('operate.statusColumns.abnormal'), numeric: true },
                { key: 'activeChange', label: t('operate.statusColumns.activeChange'), numeric: true },
              ]}
              rows={byActive.map((k) => ({
                key: k,
                header: ind(k),
                cells: [
                  ...statusKeys.map((st) => `${f.count(mix[k].counts[st])} (${f.percent(mix[k].shares[st])})`),
                  `${f.count(mix[k].counts.abnormal)} (${f.percent(mix[k].shares.abnormalOfActive)})`,
                  points(mix[k].change.active),
                ],
              }))}
            />
          }
        />
        <p className={`muted ${styles.note}`}>{t('operate.statusNote')}</p>
      </Section>

      <Section id="survival" title={t('operate.survivalSectionTitle')} lead={t('operate.survivalLead')} tone="muted">
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

      <Section id="revenue" title={t('operate.revenueSectionTitle')} lead={t('operate.revenueLead')}>
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
              data={byRevenue.map((k) => ({
                label: ind(k),
                medianRevenue: s[k].medianRevenue,
                grossMargin: s[k].grossMargin,
              }))}
              series={[
                { key: 'medianRevenue', name: t('operate.columns.medianRevenue'), kind: 'money' },
                {
                  key: 'grossMargin',
                  name: t('operate.columns.grossMargin'),
                  kind: 'percent',
                  type: 'line',
                  axis: 'right',
                },
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
                cells: [
                  f.money(s[k].medianRevenue),
                  f.percent(s[k].grossMargin),
                  t('operate.peopleValue', { count: s[k].employees }),
                ],
              }))}
            />
          }
        />
      </Section>

      <Section id="readings" title={t('readingsTitle')} tone="muted">
        <CardGrid items={content.operate.readings} />
      </Section>
    </>
  );
}
