'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ListLine, Outcome } from '@/lib/matching/explain';
import { DemoError, RunButton } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import styles from '../risk/risk-demos.module.css';
import { localName } from '@/lib/registry/local-name';

/** List mode: up to 200 lines matched at once, with a confusion table when lines carry their expected USCC. */
export function MatchingList({ sample }: { sample: string }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [r, setR] = useState<{ lines: ListLine[]; confusion: Record<Outcome, number> } | null>(null);
  const request = useDemoRequest();
  const pct = (n: number, d: number) => (d ? `${Math.round((n / d) * 1000) / 10}%` : '—');

  async function run() {
    setR(
      await request.post<{ lines: ListLine[]; confusion: Record<Outcome, number> }>(
        '/api/matching/list',
        JSON.stringify({ lines: text.split(/\r?\n/), locale }),
      ),
    );
  }

  const c = r?.confusion;
  return (
    <div className={styles.demo}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <label className={styles.label} htmlFor={`${id}-list`}>
          {t('matching.listLabel')}
        </label>
        <textarea
          id={`${id}-list`}
          className={styles.textarea}
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className={styles.row}>
          <button type="button" className={styles.linkButton} onClick={() => setText(sample)}>
            {t('matching.useSample')}
          </button>
          <RunButton busy={request.busy} label={t('matching.run')} />
        </div>
        <DemoError message={request.error} />
      </form>
      {r && c && (
        <section className={styles.panel} data-testid="matching-list-result">
          <h3>{t('matching.confusionTitle')}</h3>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="confusion">
              <thead>
                <tr>
                  <th scope="col" />
                  <th scope="col">{t('matching.matrix.predictedMatch')}</th>
                  <th scope="col">{t('matching.matrix.predictedNone')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('matching.matrix.expectedIn')}</th>
                  <td>
                    {t('matching.confusion.correct')} <strong data-outcome="correct">{c.correct}</strong> ·{' '}
                    {t('matching.confusion.wrong')} <strong data-outcome="wrong">{c.wrong}</strong>
                  </td>
                  <td>
                    {t('matching.confusion.missed')} <strong data-outcome="missed">{c.missed}</strong>
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('matching.matrix.expectedOut')}</th>
                  <td>
                    {t('matching.confusion.falseMatch')} <strong data-outcome="falseMatch">{c.falseMatch}</strong>
                  </td>
                  <td>
                    {t('matching.confusion.correctNone')} <strong data-outcome="correctNone">{c.correctNone}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className={styles.muted}>
            {t('matching.precision', {
              precision: pct(c.correct, c.correct + c.wrong + c.falseMatch),
              recall: pct(c.correct, c.correct + c.wrong + c.missed),
            })}
            {c.unlabelled > 0 ? ` · ${t('matching.confusion.unlabelled')} ${c.unlabelled}` : ''}
          </p>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('matching.list')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {(['line', 'input', 'expected', 'result', 'outcome'] as const).map((k) => (
                    <th key={k} scope="col">
                      {t(`matching.columns.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {r.lines.map((l) => (
                  <tr key={l.line} data-outcome={l.outcome}>
                    <td>{l.line}</td>
                    <td>{l.input}</td>
                    <td>{l.expected === undefined ? '' : (l.expected ?? '-')}</td>
                    <td>
                      {l.top && l.top.score > 0
                        ? `${localName(l.top, locale)} (${Math.round(l.top.score * 100)}%)`
                        : '—'}
                      {l.top && l.top.score > 0 ? (
                        <span className={styles.source}>
                          {' '}
                          · {t(`matching.decision.${l.decision}`, { name: '' }).split(/[:：]/)[0]}
                        </span>
                      ) : null}
                    </td>
                    <td>{t(`matching.confusion.${l.outcome}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
