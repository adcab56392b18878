'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { needsDecision, type ScreeningInput, type ScreeningResult } from '@/lib/screening';
import { localName } from '@/lib/registry/local-name';
import { DemoError } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import { DecisionFields, type Outcome } from './record-download';
import styles from '../risk/risk-demos.module.css';

/** A decision kept on the page until the record is downloaded (the endpoint stores nothing). */
interface RowDecision {
  outcome: Outcome;
  reason: string;
}

/**
 * The reviewer's decisions on a batch screening and its audit record (issue 39): pick a row with a hit or a flag
 * (`needsDecision`; or press "Decide" on the row in the table, which sets `selected`), choose true match / false
 * positive / needs review with a reason, save, repeat; then download the record as PDF or JSON from
 * `POST /api/screening/record`. The request carries the list as screened (`rows`, with accepted candidates), the file
 * name and the decisions; the server screens the list again and builds the record for the download, never stores it.
 */
export function BatchRecord({
  rows,
  results,
  fileName,
  selected,
  onSelect,
}: {
  rows: ScreeningInput[];
  results: ScreeningResult[];
  /** The uploaded file's name; null for a pasted list. */
  fileName: string | null;
  /** The row being decided (1-based), or null for the first row that asks for a decision. */
  selected: number | null;
  onSelect: (row: number) => void;
}) {
  const t = useTranslations('riskDemos.listScreening.record');
  const ts = useTranslations('tryIt.screening');
  const locale = useLocale();
  const id = useId();
  const request = useDemoRequest();
  const open = useMemo(() => results.filter(needsDecision), [results]);
  const [decisions, setDecisions] = useState<Map<number, RowDecision>>(new Map());
  const [outcome, setOutcome] = useState<Outcome>('needsReview');
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const current = open.find((r) => r.row === selected) ?? open[0];
  if (!current) return null;

  const label = (r: ScreeningResult) =>
    r.name ? localName({ name: r.name, nameEn: r.nameEn }, locale) : (r.input.name ?? r.input.uscc ?? '');

  function pick(row: number) {
    onSelect(row);
    const kept = decisions.get(row);
    setOutcome(kept?.outcome ?? 'needsReview');
    setReason(kept?.reason ?? '');
    setSaved(null);
    request.clear();
  }

  function save() {
    if (!reason.trim()) return request.fail(t('needReason'));
    request.clear();
    setDecisions(new Map(decisions).set(current.row, { outcome, reason }));
    setSaved(t('batch.saved', { row: current.row }));
    // On to the next row still to decide, with empty fields.
    const next = open.find((r) => r.row !== current.row && !decisions.has(r.row));
    if (next) {
      onSelect(next.row);
      setOutcome('needsReview');
      setReason('');
    }
  }

  function remove(row: number) {
    const left = new Map(decisions);
    left.delete(row);
    setDecisions(left);
    setSaved(null);
  }

  async function download(format: 'pdf' | 'json') {
    if (decisions.size === 0) return request.fail(t('batch.needDecision'));
    const stem = locale === 'zh-CN' ? '批量筛查审计记录' : 'batch-screening-record';
    await request.download(
      '/api/screening/record',
      JSON.stringify({
        // The list as screened: the client's own columns stay on the page (the record does not need them).
        rows: rows.map(({ name, uscc, accepted }) => ({ name, uscc, accepted })),
        fileName,
        decisions: [...decisions].map(([row, d]) => ({ row, ...d })),
        format,
        locale,
      }),
      `${stem}.${format}`,
    );
  }

  return (
    <section className={styles.panel} data-testid="batch-record" id={`${id}-record`}>
      <h3>{t('batch.title')}</h3>
      <p className={styles.muted}>{t('batch.lead', { count: open.length })}</p>
      <label className={styles.label} htmlFor={`${id}-row`}>
        {t('batch.rowLabel')}
      </label>
      <select
        id={`${id}-row`}
        className={styles.select}
        value={current.row}
        onChange={(e) => pick(Number(e.target.value))}
      >
        {open.map((r) => (
          <option key={r.row} value={r.row}>
            {t('batch.rowOption', {
              row: r.row,
              name: label(r),
              verdict: ts(`summary.${r.verdict}`),
              decided: decisions.has(r.row) ? 'yes' : 'no',
            })}
          </option>
        ))}
      </select>
      <p className={styles.muted} data-testid="batch-record-row">
        {[
          ts(`summary.${current.verdict}`),
          ...current.flags.map((f) => ts(`flags.${f.code}`, { count: f.count ?? 0, status: f.status ?? 'other' })),
          ...(current.listHits ?? []).map((h) =>
            ts('listHit', {
              entry: h.entryId,
              entryName: h.entryName,
              party: localName(h.party, locale),
              roles: h.party.roles.map((x) => ts(`roles.${x as 'company'}`)).join(locale === 'zh-CN' ? '、' : ', '),
              band: ts(`listBands.${h.band}`),
              strength: h.strength,
            }),
          ),
        ].join(' · ')}
      </p>
      <DecisionFields outcome={outcome} reason={reason} onOutcome={setOutcome} onReason={setReason} />
      <div className={styles.row}>
        <button type="button" className="btn btn--ghost" onClick={save}>
          {t('batch.save', { row: current.row })}
        </button>
        {saved ? (
          <span className={styles.muted} role="status">
            {saved}
          </span>
        ) : null}
      </div>
      <h4>{t('batch.decisionsTitle', { count: decisions.size, open: open.length })}</h4>
      {decisions.size === 0 ? (
        <p className={styles.muted}>{t('batch.none')}</p>
      ) : (
        <ul className={styles.decisions} data-testid="batch-decisions">
          {[...decisions]
            .sort(([a], [b]) => a - b)
            .map(([row, d]) => {
              const r = results[row - 1];
              return (
                <li key={row} data-row={row}>
                  <span>
                    <strong>{t('batch.rowShort', { row })}</strong> {r ? label(r) : ''} ·{' '}
                    <strong>{t(`outcomes.${d.outcome}`)}</strong> — {d.reason}
                  </span>
                  <span className={styles.row}>
                    <button type="button" className={styles.linkButton} onClick={() => pick(row)}>
                      {t('batch.edit')}
                    </button>
                    <button
                      type="button"
                      className={styles.linkButton}
                      aria-label={t('batch.removeLabel', { row })}
                      onClick={() => remove(row)}
                    >
                      {t('batch.remove')}
                    </button>
                  </span>
                </li>
              );
            })}
        </ul>
      )}
      <div className={styles.row}>
        <button type="button" className="btn btn--primary" onClick={() => void download('pdf')}>
          {t('downloadPdf')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void download('json')}>
          {t('downloadJson')}
        </button>
      </div>
      <DemoError message={request.error} />
    </section>
  );
}
