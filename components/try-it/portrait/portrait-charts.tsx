'use client';

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '@/components/reports/use-reduced-motion';

const color = '#0b4f8a';
const tick = { fontSize: 11, fill: '#4a5563' };

/**
 * An axis label that fits its 130 px: Chinese labels do not wrap (no spaces), so past 10 characters they end in
 * "…"; other labels wrap at spaces and are cut past 40 characters. The full label is in the tooltip and the table.
 */
function fit(label: string): string {
  const max = /[\u3400-\u9fff]/.test(label) ? 10 : 40;
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/**
 * One horizontal bar drawing of the segment's portrait (recharts): `data` rows of a label and a company count,
 * `height` in px (the space portrait-segment.tsx keeps for it), `name` the series' name in the tooltip. Loaded only
 * when its figure comes near the viewport; the bars grow unless the visitor asked for reduced motion. The figure's
 * title, summary and data table are rendered by portrait-segment.tsx, so the drawing itself carries no text of its own.
 */
export function PortraitBarChart({ data, height, name }: { data: { label: string; n: number }[]; height: number; name: string }) {
  const animate = !useReducedMotion();
  return (
    <BarChart data={data} layout="vertical" responsive style={{ width: '100%', height }} margin={{ top: 4, right: 16, left: 8, bottom: 4 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" tick={tick} allowDecimals={false} />
      <YAxis type="category" dataKey="label" tick={tick} width={130} tickFormatter={fit} interval={0} />
      <Tooltip />
      <Bar dataKey="n" name={name} fill={color} isAnimationActive={animate} />
    </BarChart>
  );
}
