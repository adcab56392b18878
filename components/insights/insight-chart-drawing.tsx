'use client';

import { useFormatter } from 'next-intl';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useEffect } from 'react';
import { figureFormat } from '@/lib/format/figures';
import { seriesColour, valueAxis } from '@/lib/insights/chart-layout';
import type { InsightChartProps } from './insight-chart';
import styles from './insights.module.css';

/**
 * A bar / line / combined chart drawn with recharts. It is decorative for assistive technology (`aria-hidden`):
 * every chart on the insights pages sits next to a text summary and a data table carrying the same numbers.
 * Labels arrive localised from the server; values are formatted here with the same helpers the tables use. The left
 * value axis uses `valueAxis`, as the server-drawn `ChartPreview` does. `onDrawn` is called once the chart has been
 * painted (two animation frames after mounting, when recharts has measured its box).
 */
export function InsightChartDrawing({
  data,
  series,
  layout = 'horizontal',
  height = 320,
  zeroBased = true,
  onDrawn,
}: InsightChartProps & { onDrawn?: () => void }) {
  const f = figureFormat(useFormatter());
  const kindOf = new Map(series.map((s) => [s.name, s.kind]));
  const leftKind = series.find((s) => (s.axis ?? 'left') === 'left')?.kind ?? 'count';
  const rightKind = series.find((s) => s.axis === 'right')?.kind;
  const vertical = layout === 'vertical';
  const tick = { fontSize: 12, fill: '#4a5563' };
  const leftAxis = valueAxis(
    data.flatMap((d) => series.filter((s) => (s.axis ?? 'left') === 'left').map((s) => Number(d[s.key]))),
    { zeroBased },
  );

  useEffect(() => {
    if (!onDrawn) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(onDrawn);
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [onDrawn]);

  return (
    <div aria-hidden="true" style={{ width: '100%', height }}>
      <ComposedChart
        responsive
        accessibilityLayer={false}
        layout={layout}
        data={data}
        // Sized by class: recharts writes a style width/height also as width/height attributes (invalid on a div).
        className={styles.chartFill}
        margin={{ top: 8, right: rightKind ? 8 : 16, bottom: 8, left: 8 }}
      >
        {/* The grid follows the axis that carries the values (it finds no ticks on the default axis id 0). */}
        <CartesianGrid
          stroke="#d5dce5"
          strokeDasharray="3 3"
          horizontal={!vertical}
          vertical={vertical}
          {...(vertical ? {} : { yAxisId: 'left' })}
        />
        {vertical ? (
          <>
            <XAxis type="number" tick={tick} tickFormatter={(v: number) => f.value(leftKind, v)} />
            <YAxis type="category" dataKey="label" tick={tick} width={96} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" />
            <YAxis
              yAxisId="left"
              tick={tick}
              width={64}
              tickFormatter={(v: number) => f.value(leftKind, v)}
              domain={leftAxis.domain}
              ticks={leftAxis.ticks}
            />
            {rightKind ? (
              <YAxis
                yAxisId="right"
                orientation="right"
                tick={tick}
                width={64}
                tickFormatter={(v: number) => f.value(rightKind, v)}
              />
            ) : null}
          </>
        )}
        <Tooltip
          formatter={(value, name) => {
            const kind = kindOf.get(String(name)) ?? 'count';
            return typeof value === 'number' ? f.value(kind, value) : String(value);
          }}
        />
        {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} /> : null}
        {series.map((s, i) => {
          const color = seriesColour(i, s.color);
          const axisProps = vertical ? {} : { yAxisId: s.axis ?? 'left' };
          return s.type === 'line' ? (
            <Line
              key={s.key}
              {...axisProps}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={color}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={s.key}
              {...axisProps}
              dataKey={s.key}
              name={s.name}
              fill={color}
              radius={vertical ? [0, 3, 3, 0] : [3, 3, 0, 0]}
              maxBarSize={36}
              isAnimationActive={false}
            />
          );
        })}
      </ComposedChart>
    </div>
  );
}
