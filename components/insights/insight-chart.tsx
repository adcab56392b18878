'use client';

import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';
import type { ValueKind } from '@/lib/format/figures';

/** Series colours: brand blue, teal, violet, amber, slate, rose, green, mustard — each ≥ 3:1 on white. */
export const chartPalette = ['#0b4f8a', '#0f7b6c', '#5b4bb7', '#b45309', '#475569', '#be185d', '#3f7d20', '#a16207'];

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
  /** Colour; defaults to the palette in order. */
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
 * load; until then an empty box of the same height holds its place. The chart is decorative for assistive
 * technology: every chart sits next to a server-rendered text summary and a data table with the same numbers.
 */
export function InsightChart(props: InsightChartProps) {
  const height = props.height ?? 320;
  // The fixed-height box also holds the place while the chunk loads (after the placeholder, before the drawing).
  return (
    <div style={{ width: '100%', height }}>
      <WhenVisible placeholder={<ChartSpace height={height} />}>
        <Drawing {...props} height={height} />
      </WhenVisible>
    </div>
  );
}
