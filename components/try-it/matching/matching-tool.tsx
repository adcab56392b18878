'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Explanation } from '@/lib/matching/explain';
import styles from '../risk/risk-demos.module.css';
import { postForm } from '../upload';
import { MatchingList } from './matching-list';

/** One query resolved and explained: the steps, the decision and each candidate's reason. */
export function MatchingTool({ examples, sample }: { examples: string[]; sample: string }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [mode, setMode] = useState<'single' | 'list'>('single');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [x, setX] = useState<Explanation | null>(null);
  const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;

  async function resolve(q: string) {
    setError(null);
    setBusy(true);
    const res = await postForm<Explanation>('/api/matching', JSON.stringify({ query: q, locale }), { network: t('common.network'), server: t('common.server') });
    setBusy(false);
    if (!res.ok) {
      setX(null);
      return setError(res.body.message);
    }
    setX(res.body);
  }

  const top = x?.candidates[0];
  return (
    <div className={styles.demo}>
      <div className={styles.row} role="group">
        {(['single', 'list'] as const).map((m) => (
          <button key={m} type="button" className={`btn ${mode === m ? 'btn--primary' : 'btn--ghost'}`} aria-pressed={mode === m} onClick={() => setMode(m)}>
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
            onSubmit={(e) => {
              e.preventDefault();
              void resolve(query);
            }}
          >
            <label className={styles.label} htmlFor={`${id}-q`}>
              {t('matching.inputLabel')}
            </label>
            <div className={styles.row}>
              <input id={`${id}-q`} className={styles.input} style={{ flex: '1 1 240px', width: 'auto' }} value={query} onChange={(e) => setQuery(e.target.value)} />
              <button type="submit" className="btn btn--primary" disabled={busy}>
                {busy ? t('common.running') : t('matching.run')}
              </button>
            </div>
            <div className={styles.row}>
              <span className={styles.muted}>{t('matching.examples')}</span>
              {examples.map((q) => (
                <button
                  key={q}
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    setQuery(q);
                    void resolve(q);
                  }}
                >
                  {q}
                </button>
              ))}
            </div>
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </form>
          {x && (
            <div className={styles.grid2} data-testid="matching-result">
              <section className={styles.panel}>
                <h3>{t('matching.stepsTitle')}</h3>
                <ol className={styles.list}>
                  {x.steps.map((s) => (
                    <li key={s.kind} className={styles.item} data-step={s.kind}>
                      <p>
                        <strong>{t(`matching.steps.${s.kind}`)}</strong>{' '}
                        <span className={styles.pill}>
                          {s.kind === 'uscc' ? t(s.changed ? 'matching.usccValid' : 'matching.usccInvalid') : s.kind === 'input' || s.kind === 'pinyin' ? '' : t(s.changed ? 'matching.changed' : 'matching.unchanged')}
                        </span>
                      </p>
                      <p>
                        <code>{s.value}</code>
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
              <section className={styles.panel}>
                <h3 data-testid="matching-decision">{t(`matching.decision.${x.decision}`, { name: top ? (locale === 'en-US' ? top.nameEn : top.name) : '' })}</h3>
                <h4>{t('matching.candidatesTitle')}</h4>
                <ol className={styles.list}>
                  {x.candidates.map((c) => (
                    <li key={c.ckey} className={styles.item} data-ckey={c.ckey}>
                      <div className={styles.itemHead}>
                        <strong>{locale === 'en-US' ? c.nameEn : c.name}</strong>
                        <span className={styles.pill}>{c.score > 0 ? t('matching.score', { score: pct(c.score) }) : t('matching.notOffered')}</span>
                      </div>
                      <p className={styles.source}>
                        {c.uscc}
                        {c.score > 0 ? ` · ${t(`matching.matchedOn.${c.matchedOn}`)}` : ''}
                      </p>
                      <p>{t('matching.why', { kind: t(`matching.forms.${c.form.kind}`), text: c.form.text, distance: c.form.distance, similarity: pct(c.form.similarity) })}</p>
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
