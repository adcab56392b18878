'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { NewsResponse } from '@/lib/news/schemas';
import styles from '../risk/risk-demos.module.css';
import { postForm } from '../upload';
import { NewsResults } from './news-results';

/** A company and a window → its news (POST /api/news); and a box that classifies any headline. */
export function NewsTool({ examples }: { examples: string[] }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const [days, setDays] = useState(180);
  const [headline, setHeadline] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<NewsResponse | null>(null);
  const [classified, setClassified] = useState<NewsResponse['classified'] | null>(null);
  const messages = { network: t('common.network'), server: t('common.server') };

  async function run(q: string, d = days) {
    setError(null);
    setBusy(true);
    const res = await postForm<NewsResponse>('/api/news', JSON.stringify({ query: q, days: d, locale }), messages);
    setBusy(false);
    if (!res.ok) {
      setData(null);
      return setError(res.body.message);
    }
    setData(res.body);
  }

  async function classify(event: React.FormEvent) {
    event.preventDefault();
    const res = await postForm<NewsResponse>('/api/news', JSON.stringify({ headline, locale }), messages);
    if (!res.ok) return setError(res.body.message);
    setClassified(res.body.classified ?? null);
  }

  return (
    <div className={styles.demo}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void run(query);
        }}
      >
        <label className={styles.label} htmlFor={`${id}-q`}>
          {t('news.inputLabel')}
        </label>
        <div className={styles.row}>
          <input id={`${id}-q`} className={styles.input} style={{ flex: '1 1 220px', width: 'auto' }} value={query} onChange={(e) => setQuery(e.target.value)} />
          <label className={styles.row}>
            <span className={styles.muted}>{t('news.window')}</span>
            <select className={styles.select} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {[30, 90, 180].map((d) => (
                <option key={d} value={d}>
                  {t('news.days', { days: d })}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('common.running') : t('news.run')}
          </button>
        </div>
        <div className={styles.row}>
          <span className={styles.muted}>{t('news.examples')}</span>
          {examples.map((x) => (
            <button
              key={x}
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setQuery(x);
                void run(x);
              }}
            >
              {x}
            </button>
          ))}
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      {data?.items && <NewsResults data={data} />}
      <form className={styles.form} onSubmit={classify}>
        <h3>{t('news.classifyTitle')}</h3>
        <label className={styles.label} htmlFor={`${id}-h`}>
          {t('news.classifyLabel')}
        </label>
        <div className={styles.row}>
          <input id={`${id}-h`} className={styles.input} style={{ flex: '1 1 220px', width: 'auto' }} value={headline} onChange={(e) => setHeadline(e.target.value)} />
          <button type="submit" className="btn btn--ghost">
            {t('news.classifyRun')}
          </button>
        </div>
        {classified && (
          <p role="status" data-testid="news-classified">
            {t('news.classified', { topic: t(`news.topics.${classified.topic}`), sentiment: t(`news.sentiments.${classified.sentiment}`) })}
          </p>
        )}
      </form>
    </div>
  );
}
