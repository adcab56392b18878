'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Explanation } from '@/lib/matching/explain';
import { DemoError, ExamplesRow, RunButton } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import styles from '../risk/risk-demos.module.css';
import { MatchingList } from './matching-list';
import { localName } from '@/lib/registry/local-name';

/**
 * What a normalisation step did, as a tag: the USCC's check digits valid or not; changed / unchanged for the
 * transforming steps; none for the input as typed and the pinyin shown for reference (they transform nothing).
 */
function StepTag({ step }: { step: Explanation['steps'][number] }) {
  const t = useTranslations('riskDemos.matching');
  if (step.kind === 'input' || step.kind === 'pinyin') return null;
  const text =
    step.kind === 'uscc' ? t(step.changed ? 'usccValid' : 'usccInvalid') : t(step.changed ? 'changed' : 'unchanged');
  return (
    <span className={`${styles.pill} ${step.kind === 'uscc' && !step.changed ? styles.pill_high : ''}`}>{text}</span>
  );
}

/** One query resolved and explained: the steps, the decision and each candidate's reason. */
export function MatchingTool({ examples, sample }: { examples: string[]; sample: string }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [mode, setMode] = useState<'single' | 'list'>('single');
  const [query, setQuery] = useState('');
  const [x, setX] = useState<Explanation | null>(null);
  const request = useDemoRequest();
  const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;

  async function resolve(q: string) {
    setX(await request.post<Explanation>('/api/matching', JSON.stringify({ query: q, locale })));
  }

  const top = x?.candidates[0];
  return (
    <div className={styles.demo}>
      <div className={styles.row} role="group" data-tour="matching-modes">
        {(['single', 'list'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`btn ${mode === m ? 'btn--primary' : 'btn--ghost'}`}
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
          >
            {t(`matching.${m}`)}
          </button>
        ))}
      </div>
      {mode === 'list' ? (
        <MatchingList sample={sample} />
      ) : (
        <>
          <form
            className={styles.form}
            data-tour="matching-search"
            onSubmit={(e) => {
              e.preventDefault();
              void resolve(query);
            }}
          >
            <label className={styles.label} htmlFor={`${id}-q`}>
              {t('matching.inputLabel')}
            </label>
            <div className={styles.row}>
              <input
                id={`${id}-q`}
                className={styles.input}
                style={{ flex: '1 1 240px', width: 'auto' }}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <RunButton busy={request.busy} label={t('matching.run')} />
            </div>
            <ExamplesRow
              label={t('matching.examples')}
              items={examples}
              onPick={(q) => {
                setQuery(q);
                void resolve(q);
              }}
            />
            <DemoError message={request.error} />
          </form>
          {x && (
            <div className={styles.grid2} data-testid="matching-result">
              <section className={styles.panel}>
                <h3>{t('matching.stepsTitle')}</h3>
                <ol className={styles.list}>
                  {x.steps.map((s) => (
                    <li key={s.kind} className={styles.item} data-step={s.kind}>
                      <p>
                        <strong>{t(`matching.steps.${s.kind}`)}</strong> <StepTag step={s} />
                      </p>
                      <p>
                        <code>{s.value}</code>
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
              <section className={styles.panel}>
                <h3 data-testid="matching-decision">
                  {t(`matching.decision.${x.decision}`, { name: top ? localName(top, locale) : '' })}
                </h3>
                <h4>{t('matching.candidatesTitle')}</h4>
                <ol className={styles.list}>
                  {x.candidates.map((c) => (
                    <li key={c.ckey} className={styles.item} data-ckey={c.ckey}>
                      <div className={styles.itemHead}>
                        <strong>{localName(c, locale)}</strong>
                        <span className={styles.pill}>
                          {c.score > 0 ? t('matching.score', { score: pct(c.score) }) : t('matching.notOffered')}
                        </span>
                      </div>
                      <p className={styles.source}>
                        {c.uscc}
                        {c.score > 0 ? ` · ${t(`matching.matchedOn.${c.matchedOn}`)}` : ''}
                      </p>
                      <p>
                        {t('matching.why', {
                          kind: t(`matching.forms.${c.form.kind}`),
                          text: c.form.text,
                          distance: c.form.distance,
                          similarity: pct(c.form.similarity),
                        })}
                      </p>
                      {c.score > 0 && (
                        <p className={styles.source} data-testid="matching-score-why">
                          {c.matchedOn === 'fuzzy'
                            ? t('matching.scoreFuzzy', { similarity: pct(c.form.similarity), score: pct(c.score) })
                            : t('matching.scoreExact', {
                                on: t(`matching.matchedOn.${c.matchedOn}`),
                                score: pct(c.score),
                              })}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          )}
        </>
      )}
    </div>
  );
}
