'use client';

import { useFormatter, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';
import { formatMoney } from '@/lib/format';
import { headcountBands, revenueBands, riskLevels, tags } from '@/lib/portrait/filter-values';
import type { Portrait } from '@/lib/portrait/query';
import styles from '../try-it.module.css';
import own from '../live-demos.module.css';

/**
 * The drawing's height (px) for its bars: the chart and its place while recharts loads are the same size. Industry
 * rows are taller, for section names that wrap to three lines.
 */
const heightOf = (key: string, rows: number) => 40 + rows * (key === 'industry' ? 40 : 28);

/** The muted place of a drawing (`height` in px, else its box's), while its figure is far from the viewport and while recharts loads. */
const Pending = ({ height }: { height?: number }) => (
  <div className={own.portraitPending} style={height ? { height } : undefined} />
);

const BarChart = dynamic(() => import('./portrait-charts').then((m) => m.PortraitBarChart), {
  ssr: false,
  loading: () => <Pending />,
});

const chartKeys = ['industry', 'revenue', 'headcount', 'risk', 'tags'] as const;

/**
 * The segment's portrait: its median age and revenue, then one figure per distribution (industry — the 8 largest —,
 * revenue band, headcount band, risk level, qualification tags), each with its title, a sentence naming the largest
 * group, and its numbers in a collapsible data table, all in the HTML the server renders. Only the bar drawing
 * (recharts, portrait-charts.tsx) is fetched and drawn in the browser, when the figure comes near the viewport.
 */
export function PortraitSegment({ portrait }: { portrait: Portrait }) {
  const t = useTranslations('liveDemos.portrait');
  const f = useFormatter();
  const series = (counts: Record<string, number>, keys: readonly string[], label: (k: string) => string) =>
    keys.map((k) => ({ label: label(k), n: counts[k] ?? 0 }));
  const industries = Object.entries(portrait.byIndustry)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k]) => k);
  const data: Record<(typeof chartKeys)[number], { label: string; n: number }[]> = {
    industry: series(portrait.byIndustry, industries, (k) => `${k} ${t(`industries.${k}` as 'industries.A')}`),
    revenue: series(portrait.byRevenue, Object.keys(revenueBands), (k) => t(`bands.${k}` as 'bands.r1')),
    headcount: series(portrait.byHeadcount, Object.keys(headcountBands), (k) => t(`bands.${k}` as 'bands.h1')),
    risk: series(portrait.byRisk, riskLevels, (k) => t(`risk.${k}` as 'risk.low')),
    tags: series(portrait.byTag, tags, (k) => t(`tags.${k}` as 'tags.srdi')),
  };
  const summary = (rows: { label: string; n: number }[]) => {
    const top = rows.reduce((a, b) => (b.n > a.n ? b : a));
    return top.n === 0
      ? t('chart.noneTagged')
      : t('chart.largest', {
          label: top.label,
          n: top.n,
          share: f.number(top.n / portrait.total, { style: 'percent', maximumFractionDigits: 0 }),
        });
  };
  return (
    <section aria-labelledby="portrait-charts" data-tour="portrait-charts">
      <h3 id="portrait-charts">{t('portraitTitle', { total: portrait.total })}</h3>
      <p className="muted">
        {t('chart.medians', { age: portrait.medianAge, revenue: formatMoney(f, portrait.medianRevenue) })}
      </p>
      <div className={`${styles.charts} ${own.chartGrid}`}>
        {chartKeys.map((key) => (
          <div key={key} className={`card ${own.portraitCard}`}>
            <figure className={own.portraitFigure}>
              <h4 id={`portrait-chart-${key}`}>{t(`chart.titles.${key}`)}</h4>
              <div
                role="img"
                aria-labelledby={`portrait-chart-${key}`}
                aria-describedby={`portrait-chart-${key}-summary`}
                style={{ height: heightOf(key, data[key].length) }}
                data-chart={key}
              >
                <WhenVisible placeholder={<Pending height={heightOf(key, data[key].length)} />}>
                  <BarChart data={data[key]} height={heightOf(key, data[key].length)} name={t('companies')} />
                </WhenVisible>
              </div>
              <figcaption id={`portrait-chart-${key}-summary`} className="muted">
                {summary(data[key])}
              </figcaption>
            </figure>
            <details className={own.portraitTable}>
              <summary>{t('chart.dataTable')}</summary>
              <table>
                <caption className="visually-hidden">{t(`chart.titles.${key}`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(`chart.titles.${key}`)}</th>
                    <th scope="col" className={own.num}>
                      {t('companies')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data[key].map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td className={own.num}>{f.number(row.n)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </div>
        ))}
      </div>
    </section>
  );
}
