'use client';

import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';
import { WhenVisible } from '@/components/lazy/when-visible';
import type { ValueKind } from '@/lib/format/figures';
import styles from './insights.module.css';

/** One plotted series. */
export interface ChartSeries {
  /** Property of each datum holding the value. */
  key: string;
  /** Legend and tooltip name, already localised. */
  name: string;
  /** How values are formatted on axes and in tooltips. */
  kind: ValueKind;
  /** Drawn as bars (default) or a line. */
  type?: 'bar' | 'line';
  /** Which value axis; a second kind of value goes on the right. */
  axis?: 'left' | 'right';
  /** Colour; defaults to the palette in order (`seriesColour`). */
  color?: string;
}

/** One category on the category axis: its display label plus a value per series key. */
export type ChartDatum = { label: string } & Record<string, number | string>;

export interface InsightChartProps {
  data: ChartDatum[];
  series: ChartSeries[];
  /** `vertical` draws horizontal bars with categories down the side (for long labels and rankings). */
  layout?: 'horizontal' | 'vertical';
  /** Height in CSS px (the chart fills its container's width). */
  height?: number;
  /** Start the value axis at zero (bars); set false for index lines that hover around 100. */
  zeroBased?: boolean;
}

/** An empty box of the chart's size, shown until the chart is drawn, so nothing below it moves. */
function ChartSpace({ height }: { height: number }) {
  return <div aria-hidden="true" style={{ width: '100%', height }} />;
}

const Drawing = dynamic(() => import('./insight-chart-drawing').then((m) => m.InsightChartDrawing), {
  ssr: false,
  loading: () => null,
});

/**
 * A bar / line / combined chart of an insights page (drawn with recharts, see insight-chart-drawing.tsx). recharts
 * is ~118 KiB gzip, so the chart is fetched and drawn when it comes near the viewport, not in the page's first
 * load; until then an empty box of the same height holds its place.
 *
 * `preview`: a server-drawn picture of the same chart (`ChartPreview`), for a chart in the first screen. It is shown
 * from the first paint, and the interactive drawing replaces it once the visitor starts using the page (first
 * scroll, pointer move, tap, key or focus) and the chart is near the viewport; the preview stays until the drawing
 * has painted, so nothing blinks. The chart is decorative for assistive technology: every chart sits next to a
 * server-rendered text summary and a data table with the same numbers.
 */
export function InsightChart({ preview, ...props }: InsightChartProps & { preview?: ReactNode }) {
  const height = props.height ?? 320;
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  // The fixed-height box also holds the place while the chunk loads (after the placeholder, before the drawing).
  // Preview and drawing share one grid cell, so the drawing paints over the preview before the preview goes.
  return (
    <div className={styles.chartStack} style={{ height }}>
      {preview && !drawn ? preview : null}
      <WhenVisible placeholder={preview ? null : <ChartSpace height={height} />} afterEngagement={!!preview}>
        <Drawing {...props} height={height} onDrawn={preview ? onDrawn : undefined} />
      </WhenVisible>
    </div>
  );
}
