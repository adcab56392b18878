'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Area, Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '@/components/reports/use-reduced-motion';
import { RecordTable, recordCell } from '@/components/sample/record-table';
import { sentimentTotals, type CompanyFigures } from '@/lib/sample-data/companies';
import { formatCount, formatMoney, formatMonth, formatPct } from '@/lib/format';
import styles from './profiles.module.css';

const colors = {
  brand: '#0b4f8a',
  accent: '#0f7b6c',
  muted: '#6b7a8c',
  danger: '#b42318',
  grid: '#d5dce5',
};

/**
 * One chart with its accessible text: a visible title and summary sentence, the chart exposed as an image described
 * by that summary, and the underlying numbers in a collapsible data table.
 */
function ChartFigure({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: { caption: string; columns: string[]; rows: string[][] };
  children: ReactNode;
}) {
  const t = useTranslations('customerProfileDashboard');
  const id = useId();
  return (
    // The data table sits beside the figure, not in it: a figure's caption must be its first or last child.
    <div className={`card ${styles.chartCard}`}>
      <figure className={styles.chartFigure}>
        <h3 id={`${id}-title`}>{title}</h3>
        <div role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className={styles.chartBox}>
          {children}
        </div>
        <figcaption id={`${id}-summary`} className={styles.chartSummary}>
          {summary}
        </figcaption>
      </figure>
      <details className={styles.dataTable}>
        <summary>{t('dataTable')}</summary>
        <RecordTable caption={table.caption} captionHidden columns={table.columns}>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((cell, i) => (
                <td key={i} className={recordCell.num}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </RecordTable>
      </details>
    </div>
  );
}

/**
 * The four charts of the customer dashboard (/customerProfile2/{ckey}): exposure against the approved line,
 * monthly settlement flows, the internal risk score and news sentiment. recharts, client-side; animations are off
 * under prefers-reduced-motion.
 */
export function DashboardCharts({ figures: c }: { figures: Pick<CompanyFigures, 'customer' | 'sentimentByMonth'> }) {
  const t = useTranslations('customerProfileDashboard');
  const ts = useTranslations('company.sentiment');
  const format = useFormatter();
  const reduced = useReducedMotion();
  const monthly = c.customer.monthly;
  const money = (v: number) => formatMoney(format, v);
  const month = (m: string) => formatMonth(format, m);
  const animate = !reduced;

  const data = monthly.map((m) => ({ ...m, label: month(m.month) }));
  const first = monthly[0];
  const last = monthly[monthly.length - 1];
  const peak = Math.max(...monthly.map((m) => (m.exposure / m.line) * 100));
  const settlementTotal = monthly.reduce((s, m) => s + m.settlement, 0);
  const maxS = monthly.reduce((a, b) => (b.settlement > a.settlement ? b : a));
  const minS = monthly.reduce((a, b) => (b.settlement < a.settlement ? b : a));
  const minRisk = Math.min(...monthly.map((m) => m.riskScore));
  const sentimentData = c.sentimentByMonth.map((m) => ({ ...m, label: month(m.month) }));
  const sentiment = sentimentTotals(c.sentimentByMonth);

  const axisTick = { fontSize: 12, fill: '#4a5563' };
  const tooltipMoney = (value: unknown) => money(Number(value));

  return (
    <div className={styles.charts}>
      <ChartFigure
        title={t('charts.exposure.title')}
        summary={t('charts.exposure.summary', { start: money(first.exposure), end: money(last.exposure), line: money(last.line), peak: formatPct(format, peak) })}
        table={{
          caption: t('charts.exposure.title'),
          columns: [t('month'), t('series.exposure'), t('series.line')],
          rows: monthly.map((m) => [month(m.month), money(m.exposure), money(m.line)]),
        }}
      >
        <ComposedChart data={data} responsive className={styles.chart} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
          <YAxis tick={axisTick} tickFormatter={(v: number) => money(v)} width={84} />
          <Tooltip formatter={tooltipMoney} />
          <Legend />
          <Area type="monotone" dataKey="exposure" name={t('series.exposure')} stroke={colors.brand} fill={colors.brand} fillOpacity={0.15} isAnimationActive={animate} />
          <Line type="stepAfter" dataKey="line" name={t('series.line')} stroke={colors.danger} strokeDasharray="6 4" dot={false} isAnimationActive={animate} />
        </ComposedChart>
      </ChartFigure>

      <ChartFigure
        title={t('charts.settlement.title')}
        summary={t('charts.settlement.summary', {
          total: money(settlementTotal),
          average: money(Math.round(settlementTotal / monthly.length / 10_000) * 10_000),
          maxMonth: month(maxS.month),
          max: money(maxS.settlement),
          minMonth: month(minS.month),
          min: money(minS.settlement),
        })}
        table={{
          caption: t('charts.settlement.title'),
          columns: [t('month'), t('series.settlement')],
          rows: monthly.map((m) => [month(m.month), money(m.settlement)]),
        }}
      >
        <BarChart data={data} responsive className={styles.chart} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
          <YAxis tick={axisTick} tickFormatter={(v: number) => money(v)} width={84} />
          <Tooltip formatter={tooltipMoney} />
          <Bar dataKey="settlement" name={t('series.settlement')} fill={colors.accent} radius={[4, 4, 0, 0]} isAnimationActive={animate} />
        </BarChart>
      </ChartFigure>

      <ChartFigure
        title={t('charts.riskScore.title')}
        summary={t('charts.riskScore.summary', { start: first.riskScore, end: last.riskScore, min: minRisk })}
        table={{
          caption: t('charts.riskScore.title'),
          columns: [t('month'), t('series.riskScore')],
          rows: monthly.map((m) => [month(m.month), formatCount(format, m.riskScore)]),
        }}
      >
        <LineChart data={data} responsive className={styles.chart} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
          <YAxis tick={axisTick} domain={[0, 100]} width={40} />
          <Tooltip />
          <Line type="monotone" dataKey="riskScore" name={t('series.riskScore')} stroke={colors.brand} strokeWidth={2} isAnimationActive={animate} />
        </LineChart>
      </ChartFigure>

      <ChartFigure
        title={t('charts.sentiment.title')}
        summary={t('charts.sentiment.summary', sentiment)}
        table={{
          caption: t('charts.sentiment.title'),
          columns: [t('month'), ts('positive'), ts('neutral'), ts('negative')],
          rows: c.sentimentByMonth.map((m) => [month(m.month), String(m.positive), String(m.neutral), String(m.negative)]),
        }}
      >
        <BarChart data={sentimentData} responsive className={styles.chart} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} />
          <YAxis tick={axisTick} allowDecimals={false} width={40} />
          <Tooltip />
          <Legend />
          <Bar dataKey="positive" stackId="s" name={ts('positive')} fill={colors.accent} isAnimationActive={animate} />
          <Bar dataKey="neutral" stackId="s" name={ts('neutral')} fill={colors.muted} isAnimationActive={animate} />
          <Bar dataKey="negative" stackId="s" name={ts('negative')} fill={colors.danger} isAnimationActive={animate} />
        </BarChart>
      </ChartFigure>
    </div>
  );
}
