import { getFormatter, getTranslations } from 'next-intl/server';
import { RecordTable, recordCell } from '@/components/sample/record-table';
import { sentimentTotals } from '@/lib/sample-data/companies';
import { formatCount, formatMoney, formatMonth, formatPct } from '@/lib/format';
import { settlementTrendOf } from '@/lib/facts/settlement';
import type { DashboardChartFigures, DashboardChartKind } from './dashboard-charts';
import { DashboardChartLazy } from './dashboard-charts-lazy';
import styles from './profiles.module.css';

/** The text of one chart: title, one-sentence summary, and its numbers as a table. */
interface ChartText {
  kind: DashboardChartKind;
  title: string;
  summary: string;
  table: { columns: string[]; rows: string[][] };
}

/**
 * The four charts of the customer dashboard (/customerProfile2/{ckey}), server-rendered: each a figure with a visible
 * title and summary sentence, the drawing exposed as an image described by that summary (drawn in the browser when
 * it comes into view, dashboard-charts-lazy.tsx), and the underlying numbers in a collapsible data table. Figures
 * come from the sample registry's customer record (monthly exposure, line, settlement, risk score; sentiment by month).
 */
export async function DashboardChartFigures({ figures: c }: { figures: DashboardChartFigures }) {
  const t = await getTranslations('customerProfileDashboard');
  const ts = await getTranslations('company.sentiment');
  const format = await getFormatter();
  const money = (v: number) => formatMoney(format, v);
  const month = (m: string) => formatMonth(format, m);
  const monthly = c.customer.monthly;
  const first = monthly[0];
  const last = monthly[monthly.length - 1];
  const peak = Math.max(...monthly.map((m) => (m.exposure / m.line) * 100));
  const settlementTotal = monthly.reduce((s, m) => s + m.settlement, 0);
  const maxS = monthly.reduce((a, b) => (b.settlement > a.settlement ? b : a));
  const minS = monthly.reduce((a, b) => (b.settlement < a.settlement ? b : a));
  const minRisk = Math.min(...monthly.map((m) => m.riskScore));
  // The direction the 360° view's note states too (lib/facts/settlement.ts: first month against last).
  const trend = settlementTrendOf(monthly);

  const charts: ChartText[] = [
    {
      kind: 'exposure',
      title: t('charts.exposure.title'),
      summary: t('charts.exposure.summary', {
        start: money(first.exposure),
        end: money(last.exposure),
        line: money(last.line),
        peak: formatPct(format, peak),
      }),
      table: {
        columns: [t('month'), t('series.exposure'), t('series.line')],
        rows: monthly.map((m) => [month(m.month), money(m.exposure), money(m.line)]),
      },
    },
    {
      kind: 'settlement',
      title: t('charts.settlement.title'),
      summary: `${t('charts.settlement.summary', {
        total: money(settlementTotal),
        average: money(Math.round(settlementTotal / monthly.length / 10_000) * 10_000),
        maxMonth: month(maxS.month),
        max: money(maxS.settlement),
        minMonth: month(minS.month),
        min: money(minS.settlement),
      })} ${t('charts.settlement.trend', { trend: trend?.direction ?? 'stable', from: money(first.settlement), to: money(last.settlement) })}`,
      table: {
        columns: [t('month'), t('series.settlement')],
        rows: monthly.map((m) => [month(m.month), money(m.settlement)]),
      },
    },
    {
      kind: 'riskScore',
      title: t('charts.riskScore.title'),
      summary: t('charts.riskScore.summary', { start: first.riskScore, end: last.riskScore, min: minRisk }),
      table: {
        columns: [t('month'), t('series.riskScore')],
        rows: monthly.map((m) => [month(m.month), formatCount(format, m.riskScore)]),
      },
    },
    {
      kind: 'sentiment',
      title: t('charts.sentiment.title'),
      summary: t('charts.sentiment.summary', sentimentTotals(c.sentimentByMonth)),
      table: {
        columns: [t('month'), ts('positive'), ts('neutral'), ts('negative')],
        rows: c.sentimentByMonth.map((m) => [
          month(m.month),
          String(m.positive),
          String(m.neutral),
          String(m.negative),
        ]),
      },
    },
  ];

  return (
    <div className={styles.charts}>
      {charts.map(({ kind, title, summary, table }) => (
        // The data table sits beside the figure, not in it: a figure's caption must be its first or last child.
        <div key={kind} className={`card ${styles.chartCard}`}>
          <figure className={styles.chartFigure}>
            <h3 id={`chart-${kind}-title`}>{title}</h3>
            <div
              role="img"
              aria-labelledby={`chart-${kind}-title`}
              aria-describedby={`chart-${kind}-summary`}
              className={styles.chartBox}
            >
              <DashboardChartLazy kind={kind} figures={c} />
            </div>
            <figcaption id={`chart-${kind}-summary`} className={styles.chartSummary}>
              {summary}
            </figcaption>
          </figure>
          <details className={styles.dataTable}>
            <summary>{t('dataTable')}</summary>
            <RecordTable caption={title} captionHidden columns={table.columns}>
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
      ))}
    </div>
  );
}
