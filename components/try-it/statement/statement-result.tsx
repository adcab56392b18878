'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { formatCount, formatDate, formatFen, formatFenCompact, formatPct } from '@/lib/format';
import { RecordTable, recordCell } from '@/components/sample/record-table';
import { statementRuleSource } from '@/lib/statements/rules';
import { anomalyDetail, statementFindings, type StatementFormat, type StatementT } from '@/lib/statements/present';
import type { StatementAnalysis, Transaction } from '@/lib/statements/types';
import { StatementTables } from './statement-tables';

import styles from '../try-it.module.css';

/** The two charts (recharts), loaded after the results. */
const StatementCharts = dynamic(() => import('./statement-charts').then((m) => m.StatementCharts), {
  ssr: false,
  loading: () => <div className={styles.chartPlaceholder} />,
});

/**
 * The analysis of one statement: summary figures, key points, charts, anomalies with their transactions, related-
 * party flows with their source records, top counterparties with their registry match, monthly detail, balance
 * breaks, and the rules with their legal source. Amounts arrive in fen.
 */
export function StatementResult({
  analysis: a,
  warnings,
  isSample,
  onPdf,
  pdfBusy,
}: {
  analysis: StatementAnalysis;
  warnings: string[];
  isSample: boolean;
  onPdf: () => void;
  pdfBusy: boolean;
}) {
  const t = useTranslations('tryIt.statement');
  const tc = useTranslations('common.sample');
  const format = useFormatter();
  const locale = useLocale();
  const exact = (fen: number) => formatFen(format, fen);
  const compact = (fen: number) => formatFenCompact(format, fen);
  const pct = (share: number) => formatPct(format, share * 100);
  const holderName = a.holder ? (locale === 'en-US' && a.holder.match ? a.holder.match.nameEn : a.holder.name) : null;
  const st = t as unknown as StatementT;
  const f: StatementFormat = {
    money: exact,
    pct,
    name: (g) => (locale === 'en-US' ? (g.related?.nameEn ?? g.match?.nameEn) : undefined) ?? g.name,
  };
  const findings = statementFindings(a, st, f);

  const txRows = (rows: number[]) =>
    rows
      .map((r) => a.transactions[r])
      .filter((x): x is Transaction => Boolean(x))
      .map((x) => (
        <tr key={x.row}>
          <th scope="row" className={recordCell.num}>
            {x.row}
          </th>
          <td className={recordCell.nowrap}>{formatDate(format, x.date)}</td>
          <td className={recordCell.nowrap}>{x.time ?? t('tx.none')}</td>
          <td className={`${recordCell.num} ${x.inflow > 0 ? styles.in : styles.out}`}>
            {x.inflow > 0 ? `+${exact(x.inflow)}` : `−${exact(x.outflow)}`}
          </td>
          <td>{x.counterparty || t('tx.none')}</td>
          <td>{x.memo || t('tx.none')}</td>
        </tr>
      ));
  const txColumns = [
    t('tx.row'),
    t('tx.date'),
    t('tx.time'),
    { label: t('tx.amount'), num: true },
    t('tx.counterparty'),
    t('tx.memo'),
  ];

  return (
    <article className={styles.result} aria-labelledby="statement-result-title">
      <header className={styles.resultHead}>
        <div>
          <h3 id="statement-result-title">
            {holderName ? t('resultTitle', { holder: holderName }) : t('resultTitleNoHolder')}
          </h3>
          <p className="muted">
            {a.period.from && a.period.to
              ? `${formatDate(format, a.period.from)} – ${formatDate(format, a.period.to)}`
              : null}
            {isSample ? (
              <>
                {' '}
                <span className="badge badge--sample">{tc('badge')}</span>
              </>
            ) : null}
          </p>
        </div>
        <button type="button" className="btn btn--primary" onClick={onPdf} disabled={pdfBusy}>
          {pdfBusy ? t('preparingPdf') : t('downloadPdf')}
        </button>
      </header>

      {warnings.length > 0 ? (
        <ul className={styles.warnings}>
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}

      <dl className={styles.figures}>
        {[
          [t('summary.count'), formatCount(format, a.count)],
          [t('summary.inflow'), compact(a.totals.inflow)],
          [t('summary.operating'), compact(a.income.operating)],
          [t('summary.outflow'), compact(a.totals.outflow)],
          [t('summary.net'), compact(a.totals.net)],
          [t('summary.opening'), a.totals.opening === null ? t('tx.none') : compact(a.totals.opening)],
          [t('summary.closing'), a.totals.closing === null ? t('tx.none') : compact(a.totals.closing)],
          [t('summary.top5'), pct(a.top5CustomerShare)],
          [t('summary.anomalies'), `${formatCount(format, a.anomalies.length)}`],
        ].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <section className="card">
        <h4>{t('findings.title')}</h4>
        <ul className="list">
          {findings.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </section>

      <StatementCharts monthly={a.monthly} balance={a.balanceCurve} />

      <section>
        <h4>{t('anomalies.title')}</h4>
        {a.anomalies.length === 0 ? <p className="muted">{t('anomalies.none')}</p> : null}
        <ol className={styles.anomalies}>
          {a.anomalies.map((x, i) => (
            <li key={`${x.kind}-${x.rows.join('-')}`} className={`card ${x.severity === 'high' ? styles.high : ''}`}>
              <p className={styles.anomalyHead}>
                <span className={`badge ${x.severity === 'high' ? 'badge--danger' : ''}`}>
                  {t(x.severity === 'high' ? 'anomalies.severityHigh' : 'anomalies.severityMedium')}
                </span>
                <strong>
                  {i + 1}. {t(`anomalies.${x.kind}`)}
                </strong>
              </p>
              <p>{anomalyDetail(x, st, f)}</p>
              <RecordTable caption={t('anomalies.rows')} captionHidden columns={txColumns}>
                {txRows(x.rows)}
              </RecordTable>
            </li>
          ))}
        </ol>
      </section>

      <StatementTables analysis={a} />

      <section className={`card ${styles.rules}`}>
        <h4>{t('anomalies.rulesTitle')}</h4>
        <p>{t('anomalies.rulesBody')}</p>
        <p className={styles.source}>{statementRuleSource[locale === 'en-US' ? 'en-US' : 'zh-CN']}</p>
        <p className="muted">{t('anomalies.rulesHeuristic')}</p>
      </section>
    </article>
  );
}
