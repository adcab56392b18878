'use client';

import { useFormatter, useTranslations } from 'next-intl';
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useReducedMotion } from '@/components/reports/use-reduced-motion';
import type { CompanyFigures } from '@/lib/sample-data/companies';
import { formatMoney, formatMonth } from '@/lib/format';
import styles from './profiles.module.css';

const colors = {
  brand: '#0b4f8a',
  accent: '#0f7b6c',
  muted: '#6b7a8c',
  danger: '#b42318',
  grid: '#d5dce5',
};

/** The four charts of the customer dashboard. */
export type DashboardChartKind = 'exposure' | 'settlement' | 'riskScore' | 'sentiment';

/** What a dashboard drawing reads: the customer's monthly figures and the news sentiment by month. */
export type DashboardChartFigures = Pick<CompanyFigures, 'customer' | 'sentimentByMonth'>;

/**
 * One drawing of the customer dashboard (/customerProfile2/{ckey}): exposure against the approved line, monthly
 * settlement flows, the internal risk score or news sentiment, drawn with recharts in the browser. The title,
 * summary and data table of each chart are server-rendered around it (profile-dashboard.tsx), so this is the picture
 * only. Animations are off under prefers-reduced-motion.
 */
export function DashboardChart({ kind, figures: c }: { kind: DashboardChartKind; figures: DashboardChartFigures }) {
  const t = useTranslations('customerProfileDashboard');
  const ts = useTranslations('company.sentiment');
  const format = useFormatter();
  const animate = !useReducedMotion();
  const money = (v: number) => formatMoney(format, v);
  const month = (m: string) => formatMonth(format, m);
  const axisTick = { fontSize: 12, fill: '#4a5563' };
  const tooltipMoney = (value: unknown) => money(Number(value));
  const chart = {
    responsive: true,
    className: styles.chart,
    accessibilityLayer: false,
    margin: { top: 8, right: 8, left: 8, bottom: 0 },
  };

  if (kind === 'sentiment') {
    const data = c.sentimentByMonth.map((m) => ({ ...m, label: month(m.month) }));
    return (
      <BarChart data={data} {...chart}>
        <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} />
        <YAxis tick={axisTick} allowDecimals={false} width={40} />
        <Tooltip />
        <Legend />
        <Bar dataKey="positive" stackId="s" name={ts('positive')} fill={colors.accent} isAnimationActive={animate} />
        <Bar dataKey="neutral" stackId="s" name={ts('neutral')} fill={colors.muted} isAnimationActive={animate} />
        <Bar dataKey="negative" stackId="s" name={ts('negative')} fill={colors.danger} isAnimationActive={animate} />
      </BarChart>
    );
  }

  const data = c.customer.monthly.map((m) => ({ ...m, label: month(m.month) }));
  const grid = <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />;
  const xAxis = <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />;
  if (kind === 'exposure') {
    return (
      <ComposedChart data={data} {...chart}>
        {grid}
        {xAxis}
        <YAxis tick={axisTick} tickFormatter={(v: number) => money(v)} width={84} />
        <Tooltip formatter={tooltipMoney} />
        <Legend />
        <Area
          type="monotone"
          dataKey="exposure"
          name={t('series.exposure')}
          stroke={colors.brand}
          fill={colors.brand}
          fillOpacity={0.15}
          isAnimationActive={animate}
        />
        <Line
          type="stepAfter"
          dataKey="line"
          name={t('series.line')}
          stroke={colors.danger}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={animate}
        />
      </ComposedChart>
    );
  }
  if (kind === 'settlement') {
    return (
      <BarChart data={data} {...chart}>
        {grid}
        {xAxis}
        <YAxis tick={axisTick} tickFormatter={(v: number) => money(v)} width={84} />
        <Tooltip formatter={tooltipMoney} />
        <Bar
          dataKey="settlement"
          name={t('series.settlement')}
          fill={colors.accent}
          radius={[4, 4, 0, 0]}
          isAnimationActive={animate}
        />
      </BarChart>
    );
  }
  return (
    <LineChart data={data} {...chart}>
      {grid}
      {xAxis}
      <YAxis tick={axisTick} domain={[0, 100]} width={40} />
      <Tooltip />
      <Line
        type="monotone"
        dataKey="riskScore"
        name={t('series.riskScore')}
        stroke={colors.brand}
        strokeWidth={2}
        isAnimationActive={animate}
      />
    </LineChart>
  );
}
