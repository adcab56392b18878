'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { NewsResponse } from '@/lib/news/schemas';
import { DemoError, ExamplesRow, RunButton } from '../demo-form/demo-form-parts';
import { useDemoRequest } from '../use-demo-request';
import styles from '../risk/risk-demos.module.css';
import { NewsResults } from './news-results';

/** A company and a window → its news (POST /api/news); and a box that classifies any headline. */
export function NewsTool({ examples }: { examples: string[] }) {
  const t = useTranslations('riskDemos');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const [days, setDays] = useState(180);
  const [headline, setHeadline] = useState('');
  const [data, setData] = useState<NewsResponse | null>(null);
  const [classified, setClassified] = useState<NewsResponse['classified'] | null>(null);
  const search = useDemoRequest();
  const classifier = useDemoRequest();

  async function run(q: string) {
    const body = await search.post<NewsResponse>('/api/news', JSON.stringify({ query: q, days, locale }));
    setData(body);
  }

  async function classify(event: React.FormEvent) {
    event.preventDefault();
    const body = await classifier.post<NewsResponse>('/api/news', JSON.stringify({ headline, locale }));
    setClassified(body?.classified ?? null);
  }

  return (
    <div className={styles.demo}>
      <form
        className={styles.form}
        data-tour="news-search"
        onSubmit={(e) => {
          e.preventDefault();
          void run(query);
        }}
      >
        <label className={styles.label} htmlFor={`${id}-q`}>
          {t('news.inputLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-q`}
            className={styles.input}
            style={{ flex: '1 1 220px', width: 'auto' }}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
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
          <RunButton busy={search.busy} label={t('news.run')} />
        </div>
        <ExamplesRow
          label={t('news.examples')}
          items={examples}
          onPick={(x) => {
            setQuery(x);
            void run(x);
          }}
        />
        <DemoError message={search.error} />
      </form>
      {data?.items && (
        <div data-tour="news-results">
          <NewsResults data={data} />
        </div>
      )}
      <form className={styles.form} onSubmit={classify} data-tour="news-classify">
        <h3>{t('news.classifyTitle')}</h3>
        <label className={styles.label} htmlFor={`${id}-h`}>
          {t('news.classifyLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-h`}
            className={styles.input}
            style={{ flex: '1 1 220px', width: 'auto' }}
            value={headline}
            onChange={(e) => setHeadline(e.target.value)}
          />
          <RunButton busy={classifier.busy} label={t('news.classifyRun')} className="btn btn--ghost" />
        </div>
        <DemoError message={classifier.error} />
        {classified && (
          <p role="status" data-testid="news-classified">
            {t('news.classified', {
              topic: t(`news.topics.${classified.topic}`),
              sentiment: t(`news.sentiments.${classified.sentiment}`),
            })}
          </p>
        )}
      </form>
    </div>
  );
}
