'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { z } from 'zod';
import type { nameListResponseSchema } from '@/lib/screening/list-schemas';
import { DemoError, RunButton } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import { ListHitCard } from '../screening/list-hit';
import { RecordDownload } from '../screening/record-download';
import styles from '../risk/risk-demos.module.css';

type NameListResult = z.infer<typeof nameListResponseSchema>;
type Row = NameListResult['rows'][number];

/** Most names one request screens (`maxNames` of lib/screening/name-list.ts, kept here so the client bundle stays small). */
const maxNames = 500;

/**
 * Names-list screening on the individual-KYC page (issue 39): the consent tick, a pasted list (one person a line:
 * `name[, birth year][, region]`, at most 500) sent to `POST /api/screening/names`, then one row per name — its
 * verdict (the band and strength of its strongest hit, or no hit) and list flags in the row's head, so they stay in
 * view on a phone, and each hit's side-by-side view (`ListHitCard`). Rows with hits come first; names without a hit
 * are listed after them. `sample` is a list chosen by rule on the server (`nameListSample`).
 */
export function KycNameList({ sample }: { sample: string }) {
  const t = useTranslations('riskDemos.kyc.nameList');
  const tk = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [consent, setConsent] = useState(false);
  const [text, setText] = useState('');
  const [data, setData] = useState<NameListResult | null>(null);
  // The request the result answers: the record download sends it again with the reviewer's decision.
  const [asked, setAsked] = useState<{ text: string; consent: boolean } | null>(null);
  const request = useDemoRequest();
  const lines = text.split(/\r?\n/).filter((l) => l.trim()).length;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setData(null);
    const answer = await request.post<NameListResult>(
      '/api/screening/names',
      JSON.stringify({ text, consent, locale }),
    );
    setAsked(answer ? { text, consent } : null);
    setData(answer);
  }

  const withHits = data?.rows.filter((r) => r.hits.length > 0) ?? [];
  const clean = data?.rows.filter((r) => r.hits.length === 0) ?? [];
  return (
    <div className={styles.demo}>
      <form className={styles.form} onSubmit={submit} autoComplete="off" data-testid="name-list-form">
        <label className={styles.consent}>
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
          <span>{t('consent')}</span>
        </label>
        <label className={styles.label} htmlFor={`${id}-names`}>
          {t('label')}
        </label>
        <textarea
          id={`${id}-names`}
          className={styles.textarea}
          rows={7}
          value={text}
          placeholder={t('placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${id}-hint`} className={styles.muted}>
          {t('hint', { max: maxNames, count: lines })}
        </p>
        <div className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => setText(sample)}>
            {t('sample')}
          </button>
        </div>
        <div className={styles.row}>
          <RunButton busy={request.busy} label={t('run')} />
        </div>
        <DemoError message={request.error} />
      </form>
      {data && (
        <section className={styles.panel} data-testid="name-list-result">
          <h3>{t('resultTitle', { names: data.summary.names, withHits: data.summary.withHits })}</h3>
          <p className={styles.muted}>
            {t('lists', {
              lists: data.lists
                .map((l) =>
                  tk('listScreening.listLabel', {
                    name: tk(`screeningLists.names.${l.id === 'hx-pep' ? 'hxPep' : 'hxSanctions'}`),
                    version: l.version,
                    date: l.date,
                  }),
                )
                .join(' · '),
              threshold: data.threshold,
            })}
          </p>
          <ul className={styles.list}>
            {withHits.map((row) => (
              <NameListRowView key={row.line} row={row} />
            ))}
          </ul>
          {clean.length > 0 && (
            <>
              <h4>{t('cleanTitle', { count: clean.length, threshold: data.threshold })}</h4>
              <ul className={styles.list} data-testid="name-list-clean">
                {clean.map((row) => (
                  <li key={row.line} className={`${styles.item} ${styles.sev_low}`} data-line={row.line}>
                    <div className={styles.itemHead}>
                      <span>
                        {t('line', { line: row.line })} · <strong>{row.subject.name}</strong>
                        {row.subject.birthYear ? ` · ${row.subject.birthYear}` : ''}
                        {row.subject.region ? ` · ${row.subject.region}` : ''}
                      </span>
                      <span className={styles.pill}>{t('noHit')}</span>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
          <details>
            <summary>{tk('listScreening.howTitle')}</summary>
            <p className={styles.muted}>{tk('listScreening.how')}</p>
          </details>
        </section>
      )}
      {data && asked && (
        <RecordDownload endpoint="/api/screening/names/record" body={asked} fileBase="name-screening-record" />
      )}
    </div>
  );
}

/** A name with hits: line, name as read, verdict (strongest band and strength) and list flags, then each hit. */
function NameListRowView({ row }: { row: Row }) {
  const t = useTranslations('riskDemos.kyc.nameList');
  const tk = useTranslations('riskDemos');
  const top = row.hits[0];
  const lists = [...new Set(row.hits.map((h) => h.list.id))];
  const high = top.band !== 'possible';
  return (
    <li className={`${styles.item} ${high ? styles.sev_high : styles.sev_medium}`} data-line={row.line}>
      <div className={styles.itemHead}>
        <span>
          {t('line', { line: row.line })} · <strong>{row.subject.name}</strong>
          {row.subject.birthYear ? ` · ${row.subject.birthYear}` : ''}
          {row.subject.region ? ` · ${row.subject.region}` : ''}
        </span>
        <span data-testid="row-verdict">
          <span className={`${styles.pill} ${high ? styles.pill_high : styles.pill_medium}`}>
            {t('verdict', {
              band: tk(`listScreening.band.${top.band}`),
              strength: top.strength,
              count: row.hits.length,
            })}
          </span>
          {lists.map((l) => (
            <span key={l} className={`${styles.pill} ${styles.pill_high}`}>
              {t(`flag.${l === 'hx-pep' ? 'pep' : 'sanctions'}`)}
            </span>
          ))}
        </span>
      </div>
      <ul className={styles.list}>
        {row.hits.map((h) => (
          <ListHitCard key={h.entry.id} hit={h} subject={row.subject} />
        ))}
      </ul>
    </li>
  );
}
