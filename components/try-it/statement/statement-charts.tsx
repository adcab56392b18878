'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatFenCompact, formatMonth } from '@/lib/format';
import { useReducedMotion } from '@/components/reports/use-reduced-motion';
import type { MonthFlow } from '@/lib/statements/types';

import styles from '../try-it.module.css';

const colors = { in: '#0f7b6c', out: '#b42318', net: '#0b4f8a', grid: '#d5dce5' };

/**
 * Monthly inflow/outflow bars with the net line, and the end-of-day balance curve (recharts; loaded on demand with
 * the results). The same numbers are in the tables beside them.
 */
export function StatementCharts({
  monthly,
  balance,
}: {
  monthly: MonthFlow[];
  balance: { date: string; balance: number }[];
}) {
  const t = useTranslations('tryIt.statement.charts');
  const format = useFormatter();
  const animate = !useReducedMotion();
  const money = (fen: unknown) => formatFenCompact(format, Number(fen));
  const axisTick = { fontSize: 12, fill: '#4a5563' };
  const months = monthly.map((m) => ({ ...m, outflowNeg: -m.outflow, label: formatMonth(format, m.month) }));
  const days = balance.map((d) => ({ ...d, label: formatDate(format, d.date) }));
  return (
    <div className={styles.charts}>
      <figure className="card">
        <h4>{t('monthlyTitle')}</h4>
        <div role="img" aria-label={t('monthlyTitle')}>
          <ComposedChart
            data={months}
            responsive
            style={{ width: '100%', height: 260 }}
            margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
          >
            <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} />
            <YAxis tick={axisTick} tickFormatter={money} width={84} />
            <Tooltip formatter={money} />
            <Legend />
            <Bar dataKey="inflow" name={t('inflow')} fill={colors.in} isAnimationActive={animate} />
            <Bar dataKey="outflow" name={t('outflow')} fill={colors.out} isAnimationActive={animate} />
            <Line
              type="monotone"
              dataKey="net"
              name={t('net')}
              stroke={colors.net}
              strokeWidth={2}
              isAnimationActive={animate}
            />
          </ComposedChart>
        </div>
      </figure>
      <figure className="card">
        <h4>{t('balanceTitle')}</h4>
        <div role="img" aria-label={t('balanceTitle')}>
          <LineChart
            data={days}
            responsive
            style={{ width: '100%', height: 260 }}
            margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
          >
            <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" minTickGap={40} />
            <YAxis tick={axisTick} tickFormatter={money} width={84} />
            <Tooltip formatter={money} />
            <Line
              type="stepAfter"
              dataKey="balance"
              name={t('balance')}
              stroke={colors.net}
              dot={false}
              isAnimationActive={animate}
            />
          </LineChart>
        </div>
      </figure>
    </div>
  );
}
