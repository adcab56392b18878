'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { NewsResponse } from '@/lib/news/schemas';
import { ChartLegend } from '../risk/chart-legend';
import styles from '../risk/risk-demos.module.css';

const colors = { negative: 'var(--hx-danger)', neutral: '#98a2b3', positive: 'var(--hx-accent)' } as const;
const sentiments = ['negative', 'neutral', 'positive'] as const;

/** The news of one company: summary, weekly sentiment trend, alerts, and the items with topic / sentiment filters. */
export function NewsResults({ data }: { data: NewsResponse }) {
  const t = useTranslations('riskDemos.news');
  const [topic, setTopic] = useState('all');
  const [sentiment, setSentiment] = useState('all');
  const items = data.items ?? [];
  const trend = data.trend ?? [];
  const shown = items.filter(
    (i) => (topic === 'all' || i.topic === topic) && (sentiment === 'all' || i.sentiment === sentiment),
  );
  const topics = [...new Set(items.map((i) => i.topic))];
  const max = Math.max(1, ...trend.map((w) => w.negative + w.neutral + w.positive));
  const h = 60;
  return (
    <div className={styles.demo} data-testid="news-results">
      <p role="status">
        {t('summary', {
          name: data.company?.name ?? '',
          from: data.from ?? '',
          asOf: data.asOf ?? '',
          total: items.length,
          negative: items.filter((i) => i.sentiment === 'negative').length,
        })}
      </p>
      <div className={styles.grid2}>
        <section className={styles.panel}>
          <h3>{t('trendTitle')}</h3>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${trend.length * 12} ${h + 2}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('trendTitle')}
          >
            {trend.map((w, i) => {
              let y = h;
              return (
                <g key={w.week}>
                  <title>{`${w.week}: ${sentiments.map((s) => `${t(`sentiments.${s}`)} ${w[s]}`).join(', ')}`}</title>
                  {sentiments.map((s) => {
                    const bh = (w[s] / max) * (h - 2);
                    y -= bh;
                    return bh > 0 ? (
                      <rect key={s} x={i * 12 + 1} y={y} width={10} height={bh} fill={colors[s]} />
                    ) : null;
                  })}
                </g>
              );
            })}
          </svg>
          <ChartLegend items={sentiments.map((s) => ({ label: t(`sentiments.${s}`), color: colors[s] }))} />
        </section>
        <section className={styles.panel} data-testid="news-alerts">
          <h3>{t('alertsTitle')}</h3>
          {(data.alerts ?? []).length === 0 && <p>{t('noAlerts')}</p>}
          <ul className={styles.list}>
            {(data.alerts ?? []).map((a) => (
              <li key={a.id} className={`${styles.item} ${styles[`sev_${a.severity}`]}`} data-rule={a.id}>
                <p>{t('alert', { rule: `${a.id} ${t(`rules.${a.id}`)}`, records: a.records.join(', ') })}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={styles.panel}>
        <div className={styles.itemHead}>
          <h3>{t('itemsTitle')}</h3>
          <div className={styles.row}>
            <label className={styles.row}>
              <span className={styles.muted}>{t('filterTopic')}</span>
              <select className={styles.select} value={topic} onChange={(e) => setTopic(e.target.value)}>
                <option value="all">{t('all')}</option>
                {topics.map((x) => (
                  <option key={x} value={x}>
                    {t(`topics.${x}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.row}>
              <span className={styles.muted}>{t('filterSentiment')}</span>
              <select className={styles.select} value={sentiment} onChange={(e) => setSentiment(e.target.value)}>
                <option value="all">{t('all')}</option>
                {sentiments.map((x) => (
                  <option key={x} value={x}>
                    {t(`sentiments.${x}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
        {shown.length === 0 && <p>{t('noItems')}</p>}
        <ol className={styles.list}>
          {shown.map((i) => (
            <li
              key={i.record}
              className={`${styles.item} ${i.sentiment === 'negative' ? styles.sev_high : ''}`}
              data-topic={i.topic}
              data-sentiment={i.sentiment}
            >
              <p>
                <time dateTime={i.date}>{i.date}</time> · <strong>{i.headline}</strong>
              </p>
              <p>
                <span className={styles.pill}>{t(`topics.${i.topic}`)}</span>
                <span className={`${styles.pill} ${i.sentiment === 'negative' ? styles.pill_high : ''}`}>
                  {t(`sentiments.${i.sentiment}`)}
                </span>
              </p>
              <p className={styles.source}>{t('source', { source: t(`sources.${i.source}`), record: i.record })}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
