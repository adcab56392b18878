'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { formatPct } from '@/lib/format';
import { needsDecision, summarize, type ScreeningInput, type ScreeningResult, type Verdict } from '@/lib/screening';
import { BatchRecord } from './batch-record';
import styles from '../try-it.module.css';
import { useDemoRequest } from '../use-demo-request';
import { localName } from '@/lib/registry/local-name';
import { indexOfCkey, kycNoOf } from '@/lib/registry/keys';
import { pathFor } from '@/lib/routes';
import { Link } from '@/i18n/navigation';
import { clientNumber, isNumberColumn } from '@/lib/screening/client-columns';
import type { ClientColumns } from '@/lib/screening/intake';

type Filter = 'all' | Verdict | 'unmatched';
const rowHeight = 56;

/**
 * Screening results: summary counts (each a filter), a name search, the results in a virtualised table (only the
 * rows in view are in the DOM, so 10,000 rows scroll smoothly), and XLSX/CSV/PDF downloads of the whole list with the
 * client's own columns (`extraHeaders`, values in each row's `extra`). Each match shows the registry's status word;
 * rows repeating an earlier row's company say which row. Under the table, the reviewer's decisions per row with a
 * hit or a flag and the audit record (`BatchRecord`); each such row's "Decide" button opens it on that row.
 */
export function ScreeningResults({
  rows,
  extraHeaders,
  clientColumns = null,
  results,
  fileName = null,
  onAccept,
}: {
  rows: ScreeningInput[];
  extraHeaders: string[];
  /** The uploaded list's columns in file order (null for a pasted list): the downloads rebuild them. */
  clientColumns?: ClientColumns | null;
  results: ScreeningResult[];
  /** The uploaded file's name, recorded in the audit record; null for a pasted list. */
  fileName?: string | null;
  /** Accept a row's unconfirmed match (confidence under 85 %): the row is screened again by that company's USCC. */
  onAccept?: (row: number) => void;
}) {
  const t = useTranslations('tryIt.screening');
  const format = useFormatter();
  const locale = useLocale();
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<number | null>(null);
  const recordRef = useRef<HTMLDivElement>(null);
  const exports = useDemoRequest();
  const error = exports.error;
  const summary = useMemo(() => summarize(results), [results]);
  // Amount columns of the client's list (every filled cell a number): one may be marked as the exposure.
  const amountColumns = useMemo(() => {
    if (!clientColumns) return [];
    return clientColumns.extra
      .map((col, k) => ({ col, k, values: rows.map((r) => r.extra?.[k] ?? '') }))
      .filter(({ col, values }) => isNumberColumn(values) && !/^(序号|no\.?|#)$/i.test(clientColumns.headers[col]));
  }, [clientColumns, rows]);
  const [exposure, setExposure] = useState<number | null>(null);
  const exposureTotals = useMemo(() => {
    const k = amountColumns.find((a) => a.col === exposure)?.k;
    if (k === undefined) return null;
    const totals = { clean: 0, review: 0, high: 0, total: 0 };
    results.forEach((r) => {
      const v = clientNumber(r.input.extra?.[k] ?? '') ?? 0;
      totals[r.verdict] += v;
      totals.total += v;
    });
    return totals;
  }, [amountColumns, exposure, results]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return results.filter((r) => {
      if (filter === 'unmatched' ? r.ckey !== null : filter !== 'all' && r.verdict !== filter) return false;
      if (!q) return true;
      return [r.input.name, r.input.uscc, r.name, r.nameEn, r.uscc].some((v) => v?.toLowerCase().includes(q));
    });
  }, [results, filter, query]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });

  async function download(fmt: 'xlsx' | 'csv' | 'pdf') {
    setBusy(fmt);
    const name = `${locale === 'zh-CN' ? '批量初筛结果-示例' : 'screening-results-sample'}.${fmt}`;
    await exports.download(
      '/api/screening/export',
      JSON.stringify({
        rows,
        extraHeaders,
        ...(clientColumns ? { clientColumns, exposure } : {}),
        format: fmt,
        locale,
      }),
      name,
    );
    setBusy(null);
  }

  const tiles: [Filter, string, number][] = [
    ['all', t('summary.total'), summary.total],
    ['clean', t('summary.clean'), summary.clean],
    ['review', t('summary.review'), summary.review],
    ['high', t('summary.high'), summary.high],
    ['unmatched', t('summary.unmatched'), summary.unmatched],
  ];
  // One class per column (header and cells alike): on a phone the verdict and the flags come right after the row
  // number, in view without scrolling the table sideways (try-it.module.css).
  const columnClasses = [
    styles.colRow,
    styles.colInput,
    styles.colMatched,
    styles.colScore,
    styles.colVerdict,
    styles.colFlags,
  ];
  const columns = [
    t('table.row'),
    t('table.input'),
    t('table.matched'),
    t('table.score'),
    t('table.status'),
    t('table.flags'),
  ];

  return (
    <section className={styles.result} data-testid="screening-result" aria-label={t('table.caption')}>
      <div className={styles.resultHead} data-tour="screening-results">
        <div className={styles.tiles} role="group" aria-label={t('filters.label')}>
          {tiles.map(([key, label, n]) => (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              className={`${styles.tile} ${styles[`tile_${key}`] ?? ''}`}
              onClick={() => setFilter(key)}
            >
              <span className={styles.tileValue}>{format.number(n)}</span>
              <span className={styles.tileLabel}>{label}</span>
            </button>
          ))}
        </div>
        <div className={styles.sampleActions}>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy !== null}
            onClick={() => void download('xlsx')}
          >
            {t('downloadXlsx')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy !== null}
            onClick={() => void download('csv')}
          >
            {t('downloadCsv')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy !== null}
            onClick={() => void download('pdf')}
          >
            {t('downloadPdf')}
          </button>
        </div>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {amountColumns.length > 0 && clientColumns ? (
        <div className={styles.field} data-testid="screening-exposure">
          <label>
            <span>{t('export.exposureLabel')}</span>{' '}
            <select
              className={styles.input}
              value={exposure ?? -1}
              onChange={(e) => setExposure(Number(e.target.value) < 0 ? null : Number(e.target.value))}
            >
              <option value={-1}>{t('export.exposureNone')}</option>
              {amountColumns.map(({ col }) => (
                <option key={col} value={col}>
                  {clientColumns.headers[col]}
                </option>
              ))}
            </select>
          </label>
          {exposureTotals && exposure !== null ? (
            <p className="muted" aria-live="polite">
              {t('export.exposureLine', {
                column: clientColumns.headers[exposure],
                high: format.number(exposureTotals.high, { maximumFractionDigits: 2 }),
                review: format.number(exposureTotals.review, { maximumFractionDigits: 2 }),
                clean: format.number(exposureTotals.clean, { maximumFractionDigits: 2 }),
                total: format.number(exposureTotals.total, { maximumFractionDigits: 2 }),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {summary.duplicates > 0 ? <p className="muted">{t('duplicatesNote', { count: summary.duplicates })}</p> : null}
      <input
        className={styles.input}
        type="search"
        value={query}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div
        role="table"
        aria-rowcount={shown.length + 1}
        aria-label={t('table.caption')}
        className={styles.vtable}
        tabIndex={0}
      >
        <div role="rowgroup">
          <div role="row" className={`${styles.vrow} ${styles.vhead}`}>
            {columns.map((c, i) => (
              <span key={c} role="columnheader" className={columnClasses[i]}>
                {c}
              </span>
            ))}
          </div>
        </div>
        {/* Focusable so keyboard users can scroll the list (only the rows in view are rendered). */}
        <div ref={scrollRef} className={styles.vscroll} role="rowgroup" tabIndex={0}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((v) => {
              const r = shown[v.index];
              return (
                <div
                  key={r.row}
                  role="row"
                  aria-rowindex={v.index + 2}
                  className={styles.vrow}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: rowHeight,
                    transform: `translateY(${v.start}px)`,
                  }}
                >
                  <span role="cell" className={`${styles.num} ${styles.colRow}`}>
                    {r.row}
                  </span>
                  <span
                    role="cell"
                    className={`${styles.clip} ${styles.colInput}`}
                    title={[r.input.name, r.input.uscc].filter(Boolean).join(' · ')}
                  >
                    {r.input.name ?? r.input.uscc}
                    {r.input.name && r.input.uscc ? <small className={styles.source}>{r.input.uscc}</small> : null}
                  </span>
                  <span
                    role="cell"
                    className={`${styles.clip} ${styles.colMatched}`}
                    title={r.name ? localName({ name: r.name, nameEn: r.nameEn }, locale) : undefined}
                  >
                    {r.name && r.ckey ? (
                      <>
                        <Link href={pathFor('company', { ckey: r.ckey })} target="_blank" rel="noopener">
                          {localName({ name: r.name, nameEn: r.nameEn }, locale)}
                        </Link>{' '}
                        <Link
                          className={styles.inlineLink}
                          href={pathFor('kycReport', { kycNo: kycNoOf(indexOfCkey(r.ckey)) })}
                          target="_blank"
                          rel="noopener"
                        >
                          {t('kycReport')}
                        </Link>
                      </>
                    ) : r.name ? (
                      localName({ name: r.name, nameEn: r.nameEn }, locale)
                    ) : (
                      <span className="muted">{t('table.noMatch')}</span>
                    )}
                    {r.ckey ? (
                      <small className={styles.source}>
                        {[r.uscc, r.status ? t('registryStatus', { status: r.status }) : '']
                          .filter(Boolean)
                          .join(' · ')}
                      </small>
                    ) : null}
                  </span>
                  <span role="cell" className={styles.colScore}>
                    {r.matchedOn ? (
                      <>
                        {formatPct(format, r.score * 100)}
                        <small className={styles.source}>{t(`matchedOn.${r.matchedOn}`)}</small>
                      </>
                    ) : (
                      '—'
                    )}
                  </span>
                  <span role="cell" className={styles.colVerdict}>
                    <span
                      className={`badge ${r.verdict === 'high' ? 'badge--danger' : ''} ${styles[`verdict_${r.verdict}`]}`}
                    >
                      {t(`summary.${r.verdict}`)}
                    </span>
                    {/* Beside the verdict, never in the flags cell's clipped overflow. */}{' '}
                    {needsDecision(r) ? (
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-label={t('decideRow', { row: r.row })}
                        onClick={() => {
                          setDeciding(r.row);
                          recordRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                        }}
                      >
                        {t('decide')}
                      </button>
                    ) : null}
                  </span>
                  <span role="cell" className={`${styles.flags} ${styles.colFlags}`}>
                    {r.flags.map((f) => (
                      <span key={f.code} className={f.severity === 'high' ? styles.flagHigh : styles.flag}>
                        {t(`flags.${f.code}`, { count: f.count ?? 0, status: f.status ?? 'other' })}
                      </span>
                    ))}
                    {r.listHits?.map((h) => (
                      <span
                        key={`${h.entryId}-${h.party.name}`}
                        className={h.listId === 'hx-sanctions' && h.band !== 'possible' ? styles.flagHigh : styles.flag}
                        data-testid="list-hit"
                      >
                        {t('listHit', {
                          entry: h.entryId,
                          entryName: h.entryName,
                          party: localName(h.party, locale),
                          roles: h.party.roles
                            .map((x) => t(`roles.${x as 'company'}`))
                            .join(locale === 'zh-CN' ? '、' : ', '),
                          band: t(`listBands.${h.band}`),
                          strength: h.strength,
                        })}
                      </span>
                    ))}
                    {r.duplicateOf ? (
                      <span className={styles.flag}>{t('duplicateOf', { row: r.duplicateOf })}</span>
                    ) : null}
                    {onAccept && r.ckey && r.flags.some((f) => f.code === 'lowConfidence') ? (
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-label={`${t('candidates.accept')} ${r.name ?? ''}`}
                        onClick={() => onAccept(r.row)}
                      >
                        {t('candidates.accept')}
                      </button>
                    ) : null}
                    {r.input.accepted ? (
                      <span className={styles.flag}>{t('candidates.accepted', { name: r.name ?? '' })}</span>
                    ) : null}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <div ref={recordRef}>
        <BatchRecord rows={rows} results={results} fileName={fileName} selected={deciding} onSelect={setDeciding} />
      </div>
    </section>
  );
}
