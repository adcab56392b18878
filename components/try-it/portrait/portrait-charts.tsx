'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '@/components/reports/use-reduced-motion';
import { headcountBands, revenueBands, riskLevels, tags } from '@/lib/portrait/filter-values';
import type { Portrait } from '@/lib/portrait/query';
import own from '../live-demos.module.css';
import styles from '../try-it.module.css';

const color = '#0b4f8a';

/** The segment's portrait: bar charts of industry, revenue band, headcount band, risk level and tags (recharts, loaded on demand). */
export function PortraitCharts({ portrait }: { portrait: Portrait }) {
  const t = useTranslations('liveDemos.portrait');
  const animate = !useReducedMotion();
  const tick = { fontSize: 11, fill: '#4a5563' };
  const series = (counts: Record<string, number>, keys: readonly string[], label: (k: string) => string) => keys.map((k) => ({ label: label(k), n: counts[k] ?? 0 }));
  const industries = Object.entries(portrait.byIndustry).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k]) => k);
  const charts = [
    { key: 'industry', data: series(portrait.byIndustry, industries, (k) => `${k} ${t(`industries.${k}` as 'industries.A')}`) },
    { key: 'revenue', data: series(portrait.byRevenue, Object.keys(revenueBands), (k) => t(`bands.${k}` as 'bands.r1')) },
    { key: 'headcount', data: series(portrait.byHeadcount, Object.keys(headcountBands), (k) => t(`bands.${k}` as 'bands.h1')) },
    { key: 'risk', data: series(portrait.byRisk, riskLevels, (k) => t(`risk.${k}` as 'risk.low')) },
    { key: 'tags', data: series(portrait.byTag, tags, (k) => t(`tags.${k}` as 'tags.srdi')) },
  ] as const;
  return (
    <section aria-labelledby="portrait-charts" data-tour="portrait-charts">
      <h3 id="portrait-charts">{t('portraitTitle', { total: portrait.total })}</h3>
      <div className={`${styles.charts} ${own.chartGrid}`}>
        {charts.map((c) => (
          <figure key={c.key} className="card">
            <h4>{t(`filters.${c.key}`)}</h4>
            <div role="img" aria-label={`${t(`filters.${c.key}`)}: ${c.data.map((d) => `${d.label} ${d.n}`).join(', ')}`}>
              <BarChart data={c.data} layout="vertical" responsive style={{ width: '100%', height: 40 + c.data.length * 28 }} margin={{ top: 4, right: 16, left: 8, bottom: 4 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" tick={tick} allowDecimals={false} />
                <YAxis type="category" dataKey="label" tick={tick} width={130} />
                <Tooltip />
                <Bar dataKey="n" name={t('companies')} fill={color} isAnimationActive={animate} />
              </BarChart>
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
