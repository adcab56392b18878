'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatPct } from '@/lib/format';
import { useState } from 'react';
import type { MonitoringResponse } from '@/lib/monitoring/schemas';
import { DemoError } from '../demo-form/demo-form-parts';
import styles from '../risk/risk-demos.module.css';
import { MonitoringBoard } from './monitoring-board';
import { MonitoringDelivery } from './monitoring-delivery';
import { useAlertPages, type SeverityFilter } from './use-alert-pages';

const states = ['new', 'assigned', 'responded', 'closed'] as const;
type FollowUp = (typeof states)[number];
const storageKey = 'hengxi.monitoring.followUp';

/** Follow-up states by alert id, kept in this browser's localStorage only. */
function useFollowUp(): [Record<string, FollowUp>, (id: string, s: FollowUp) => void] {
  // Rendered in the browser only (loaded with ssr: false), so storage can be read while initialising.
  const [map, setMap] = useState<Record<string, FollowUp>>(() => {
    try {
      return JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Record<string, FollowUp>;
    } catch {
      return {};
    }
  });
  const set = (id: string, s: FollowUp) =>
    setMap((m) => {
      const next = { ...m, [id]: s };
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        /* storage full or blocked: the state lasts for this page view */
      }
      return next;
    });
  return [map, set];
}

type Unmatched = MonitoringResponse['unmatched'][number];

/**
 * The lines not confirmed, each with its registry candidates and an accept button (`onAccept` re-runs monitoring
 * with the line replaced by the candidate), and the lines repeating an earlier line's company.
 */
function UnconfirmedLines({
  data,
  onAccept,
  open,
}: {
  data: MonitoringResponse;
  onAccept?: (row: number, candidate: Unmatched['candidates'][number]) => void;
  open: boolean;
}) {
  const t = useTranslations('riskDemos.monitoring');
  const format = useFormatter();
  const locale = useLocale();
  return (
    <>
      {data.unmatched.length > 0 && (
        <details open={open} data-testid="monitoring-unconfirmed">
          <summary>{t('unmatchedTitle')}</summary>
          <p className={styles.muted}>{t('candidatesLead')}</p>
          <ul className={styles.list}>
            {data.unmatched.slice(0, 100).map((u) => (
              <li key={u.row}>
                {t('unmatchedRow', { row: u.row, input: u.input })}
                {u.candidates.length === 0 ? (
                  <span className={styles.muted}> · {t('noCandidate')}</span>
                ) : (
                  <ul>
                    {u.candidates.map((c) => (
                      <li key={c.ckey}>
                        {t('candidate', { name: c.name, uscc: c.uscc, score: formatPct(format, c.score * 100) })}{' '}
                        {onAccept && (
                          <button type="button" className={styles.linkButton} onClick={() => onAccept(u.row, c)}>
                            {t('accept')}
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      {data.duplicates.length > 0 && (
        <p className={styles.muted} data-testid="monitoring-duplicates">
          {t('duplicates', {
            count: data.duplicates.length,
            rows: data.duplicates
              .slice(0, 20)
              .map((d) => t('duplicateRow', d))
              .join(locale === 'zh-CN' ? '；' : '; '),
          })}
        </p>
      )}
    </>
  );
}

/**
 * Monitoring results: what was matched, the board, the alert timeline with follow-up, the webhook and digest. With
 * no company recognised it says so and stops: no board and no "no alerts" line for a list it could not read.
 */
export function MonitoringResults({
  data,
  request,
  onAccept,
}: {
  data: MonitoringResponse;
  request: string;
  onAccept?: (row: number, candidate: Unmatched['candidates'][number]) => void;
}) {
  const t = useTranslations('riskDemos.monitoring');
  if (data.companies.length === 0) {
    return (
      <div className={styles.demo} data-testid="monitoring-results">
        <p role="alert" className={styles.error}>
          {t('noneRecognised', { unmatched: data.unmatched.length })}
        </p>
        <UnconfirmedLines data={data} onAccept={onAccept} open />
      </div>
    );
  }
  return <MonitoringOutcome data={data} request={request} onAccept={onAccept} />;
}

function MonitoringOutcome({
  data,
  request,
  onAccept,
}: {
  data: MonitoringResponse;
  request: string;
  onAccept?: (row: number, candidate: Unmatched['candidates'][number]) => void;
}) {
  const t = useTranslations('riskDemos.monitoring');
  const { alerts, total, severity, setSeverity, more, busy, error } = useAlertPages(data, request);
  const [followUp, setFollowUp] = useFollowUp();
  return (
    <div className={styles.demo} data-testid="monitoring-results">
      <p className={styles.muted} role="status">
        {t('matched', { matched: data.companies.length, unmatched: data.unmatched.length })}
      </p>
      <UnconfirmedLines
        data={data}
        onAccept={onAccept}
        open={data.unmatched.some((u) => u.candidates.length > 0) && data.unmatched.length <= 20}
      />
      <MonitoringBoard board={data.board} />
      <section className={styles.panel} aria-labelledby="monitoring-timeline">
        <div className={styles.itemHead}>
          <h3 id="monitoring-timeline">{t('timeline.title')}</h3>
          <label className={styles.row}>
            <span className={styles.muted}>{t('timeline.filterSeverity')}</span>
            <select
              className={styles.select}
              value={severity}
              onChange={(e) => setSeverity(e.target.value as SeverityFilter)}
            >
              <option value="all">{t('timeline.filterAll')}</option>
              {(['high', 'medium', 'low'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`severity.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className={styles.muted} aria-live="polite">
          {t('timeline.shown', { shown: alerts.length, total })}
        </p>
        {alerts.length === 0 && !busy && <p>{t('timeline.empty')}</p>}
        <ol className={styles.list} aria-busy={busy}>
          {alerts.map((a) => {
            const state = followUp[a.id] ?? 'new';
            const next = states[states.indexOf(state) + 1];
            return (
              <li key={a.id} className={`${styles.item} ${styles[`sev_${a.severity}`]}`} data-rule={a.ruleId}>
                <div className={styles.itemHead}>
                  <p>
                    <span className={`${styles.pill} ${styles[`pill_${a.severity}`] ?? ''}`}>
                      {t(`severity.${a.severity}`)}
                    </span>
                    <time dateTime={a.date}>{a.date}</time> · <strong>{a.company}</strong>
                  </p>
                  <span className={styles.pill}>{t(`followUp.${state}`)}</span>
                </div>
                <p>
                  {t('timeline.rule')}
                  <code>{a.ruleId}</code> {a.condition}
                </p>
                <p>
                  {t('timeline.evidence')}
                  {a.evidenceText}
                </p>
                <p className={styles.source}>{a.source}</p>
                <p>
                  {t('timeline.action')}
                  {a.action}
                </p>
                {next && (
                  <p>
                    <button type="button" className={styles.linkButton} onClick={() => setFollowUp(a.id, next)}>
                      {t('followUp.next', { state: t(`followUp.${next}`) })}
                    </button>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <DemoError message={error} />
        {alerts.length < total && (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={more}>
            {t('timeline.more')}
          </button>
        )}
        <p className={styles.muted}>{t('followUp.note')}</p>
      </section>
      <MonitoringDelivery data={data} request={request} />
    </div>
  );
}
