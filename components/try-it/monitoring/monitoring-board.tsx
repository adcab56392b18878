'use client';

import { useTranslations } from 'next-intl';
import type { MonitoringResponse } from '@/lib/monitoring/schemas';
import { ChartLegend } from '../risk/chart-legend';
import styles from '../risk/risk-demos.module.css';

type Board = MonitoringResponse['board'];
const colors = { high: 'var(--hx-danger)', medium: 'var(--hx-warning)', low: '#98a2b3' } as const;

function Bars({ title, items }: { title: string; items: { label: string; count: number }[] }) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <div>
      <h4>{title}</h4>
      <ul className={styles.bars}>
        {items.slice(0, 8).map((i) => (
          <li key={i.label}>
            <span title={i.label}>{i.label}</span>
            <span className={styles.bar} style={{ width: `${(i.count / max) * 100}%` }} aria-hidden="true" />
            <span className={styles.num}>{i.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The portfolio board: totals, counts by severity, industry, city and rule, and the weekly trend (stacked bars). */
export function MonitoringBoard({ board }: { board: Board }) {
  const t = useTranslations('riskDemos.monitoring');
  const max = Math.max(1, ...board.weekly.map((w) => w.high + w.medium + w.low));
  const w = 12;
  const h = 90;
  return (
    <section className={styles.panel} aria-labelledby="monitoring-board">
      <h3 id="monitoring-board">{t('board.title')}</h3>
      <dl className={styles.figures}>
        <div>
          <dt>{t('board.total')}</dt>
          <dd data-testid="alerts-total">{board.total}</dd>
        </div>
        <div>
          <dt>{t('board.companies')}</dt>
          <dd>{board.companiesWithAlerts}</dd>
        </div>
        {(['high', 'medium', 'low'] as const).map((s) => (
          <div key={s}>
            <dt>{t(`severity.${s}`)}</dt>
            <dd style={{ color: colors[s] }} data-testid={`alerts-${s}`}>
              {board.bySeverity[s]}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h4>{t('board.trend')}</h4>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${board.weekly.length * w} ${h + 2}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('board.trend')}
        >
          {board.weekly.map((wk, i) => {
            let y = h;
            return (
              <g key={wk.week}>
                <title>{t('board.trendLabel', { week: wk.week, high: wk.high, medium: wk.medium, low: wk.low })}</title>
                {(['low', 'medium', 'high'] as const).map((s) => {
                  const bh = (wk[s] / max) * (h - 4);
                  y -= bh;
                  return bh > 0 ? (
                    <rect key={s} x={i * w + 1} y={y} width={w - 2} height={bh} fill={colors[s]} />
                  ) : null;
                })}
              </g>
            );
          })}
          <line x1={0} x2={board.weekly.length * w} y1={h + 1} y2={h + 1} stroke="var(--hx-border)" />
        </svg>
        <p className={styles.muted}>
          {board.weekly[0]?.week} – {board.weekly[board.weekly.length - 1]?.week}
        </p>
        <ChartLegend
          items={(['high', 'medium', 'low'] as const).map((s) => ({ label: t(`severity.${s}`), color: colors[s] }))}
        />
      </div>
      <div className={styles.grid2}>
        <Bars title={t('board.byRule')} items={board.byRule.map((r) => ({ label: r.id, count: r.count }))} />
        <Bars title={t('board.byIndustry')} items={board.byIndustry} />
        <Bars title={t('board.byCity')} items={board.byCity} />
      </div>
    </section>
  );
}
