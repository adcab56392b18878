'use client';

import { useId, useState } from 'react';
import type { ValueKind } from '@/lib/format/figures';
import { seriesColour } from '@/lib/insights/chart-layout';
import { InsightChart, type ChartDatum } from './insight-chart';
import styles from './insights.module.css';

/**
 * A line chart with toggle buttons choosing which series to draw (at least one stays on). Each series keeps its
 * colour whatever is selected. The numbers of every series are in the data table next to it, so the
 * chart itself stays decorative for assistive technology.
 */
export function SeriesPickerChart({
  data,
  options,
  initial,
  kind,
  legend,
  height = 340,
}: {
  data: ChartDatum[];
  /** Every series that can be shown: data key and localised name. */
  options: { key: string; name: string }[];
  /** Keys selected at first. */
  initial: string[];
  kind: ValueKind;
  /** Label of the button group. */
  legend: string;
  height?: number;
}) {
  const [selected, setSelected] = useState<string[]>(initial);
  const groupId = useId();
  const toggle = (key: string) =>
    setSelected((cur) => (cur.includes(key) ? (cur.length > 1 ? cur.filter((k) => k !== key) : cur) : [...cur, key]));

  return (
    <div>
      <div className={styles.picker} role="group" aria-labelledby={groupId}>
        <span id={groupId} className={styles.pickerLabel}>
          {legend}
        </span>
        {options.map((o, i) => {
          const on = selected.includes(o.key);
          return (
            <button
              key={o.key}
              type="button"
              className={styles.chip}
              aria-pressed={on}
              onClick={() => toggle(o.key)}
              style={on ? { borderColor: seriesColour(i) } : undefined}
            >
              <span className={styles.swatch} style={{ background: seriesColour(i) }} aria-hidden="true" />
              {o.name}
            </button>
          );
        })}
      </div>
      <InsightChart
        data={data}
        height={height}
        zeroBased={false}
        series={options
          .map((o, i) => ({ key: o.key, name: o.name, kind, type: 'line' as const, color: seriesColour(i) }))
          .filter((s) => selected.includes(s.key))}
      />
    </div>
  );
}
