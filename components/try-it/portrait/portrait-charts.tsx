'use client';

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useReducedMotion } from '@/components/reports/use-reduced-motion';

const color = '#0b4f8a';
const tick = { fontSize: 11, fill: '#4a5563' };

/** Label width budget (px) and the estimated advance of a CJK character and of any other character at 11 px. */
const labelWidth = 124;
const cjk = /[\u3000-\u9fff\uff00-\uffef]/;
const advance = (ch: string) => (cjk.test(ch) ? 11 : 6.2);

/**
 * An axis label that fits its 130 px. Latin labels wrap at spaces (recharts), so only those past 40 characters are
 * cut. Chinese labels cannot wrap: their spaces become no-break spaces (the section letter stays with its name) and
 * they end in "…" where they would overflow. The full label is in the tooltip and the data table.
 */
function fit(label: string): string {
  if (!cjk.test(label)) return label.length > 40 ? `${label.slice(0, 39)}…` : label;
  const chars = [...label];
  let width = chars.reduce((w, ch) => w + advance(ch), 0);
  let out = label;
  if (width > labelWidth) {
    out = '';
    width = advance('…');
    for (const ch of chars) {
      if ((width += advance(ch)) > labelWidth) break;
      out += ch;
    }
    out += '…';
  }
  return out.replace(/ /g, '\u00a0');
}

/**
 * One horizontal bar drawing of the segment's portrait (recharts): `data` rows of a label and a company count,
 * `height` in px (the space portrait-segment.tsx keeps for it), `name` the series' name in the tooltip. Loaded only
 * when its figure comes near the viewport; the bars grow unless the visitor asked for reduced motion. The figure's
 * title, summary and data table are rendered by portrait-segment.tsx, so the drawing itself carries no text of its own.
 */
export function PortraitBarChart({
  data,
  height,
  name,
}: {
  data: { label: string; n: number }[];
  height: number;
  name: string;
}) {
  const animate = !useReducedMotion();
  return (
    <BarChart
      data={data}
      layout="vertical"
      responsive
      style={{ width: '100%', height }}
      margin={{ top: 4, right: 16, left: 8, bottom: 4 }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" tick={tick} allowDecimals={false} />
      <YAxis type="category" dataKey="label" tick={tick} width={130} tickFormatter={fit} interval={0} />
      <Tooltip />
      <Bar dataKey="n" name={name} fill={color} isAnimationActive={animate} />
    </BarChart>
  );
}
