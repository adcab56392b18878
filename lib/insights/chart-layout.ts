import { scaleLinear } from 'd3-scale';

/** Series colours of the insight charts: brand blue, teal, violet, amber, slate, rose, green, mustard — each ≥ 3:1 on white. */
export const chartPalette = [
  '#0b4f8a',
  '#0f7b6c',
  '#5b4bb7',
  '#b45309',
  '#475569',
  '#be185d',
  '#3f7d20',
  '#a16207',
] as const;

/** The colour of the `index`-th series (0-based): its own `color` when it has one, else the palette's, cycling. */
export function seriesColour(index: number, color?: string): string {
  return color ?? chartPalette[index % chartPalette.length];
}

/** The value axis of a chart: its domain and the values that get a tick label and a grid line. */
export interface ValueAxis {
  /** Lowest and highest value the axis shows, rounded outwards to tick values. */
  domain: [number, number];
  /** Tick values, ascending, from `domain[0]` to `domain[1]`. */
  ticks: number[];
}

/**
 * The value axis for a set of plotted values, with d3-scale's "nice" rounding (steps of 1, 2 or 5 × 10ⁿ, about
 * `count` ticks). `zeroBased` starts the axis at zero (bars, counts); otherwise it hugs the data (index lines around
 * 100). Used by both the server-drawn chart preview and the recharts drawing, so the two show the same axis.
 * Non-finite values are ignored; with no finite value (or all values equal to zero) the axis is 0–1.
 */
export function valueAxis(
  values: readonly number[],
  { zeroBased = true, count = 5 }: { zeroBased?: boolean; count?: number } = {},
): ValueAxis {
  const finite = values.filter(Number.isFinite);
  let lo = finite.length ? Math.min(...finite) : 0;
  let hi = finite.length ? Math.max(...finite) : 1;
  if (zeroBased) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  if (lo === hi) {
    // One value: give it room on both sides (or above zero) so it sits inside the plot.
    const pad = Math.abs(lo) || 1;
    hi += pad;
    if (!zeroBased || lo !== 0) lo -= pad;
  }
  const scale = scaleLinear().domain([lo, hi]).nice(count);
  const [d0, d1] = scale.domain() as [number, number];
  return { domain: [d0, d1], ticks: scale.ticks(count) };
}

/**
 * Where each category sits along the category axis, as a fraction of the plot's width (0 = left edge, 1 = right
 * edge): evenly spaced from edge to edge for line charts, at band centres when the chart has bars. Matches how
 * recharts places a `ComposedChart`'s categories in the two cases.
 */
export function categoryPositions(count: number, banded: boolean): number[] {
  if (count <= 0) return [];
  if (banded) return Array.from({ length: count }, (_, i) => (i + 0.5) / count);
  if (count === 1) return [0.5];
  return Array.from({ length: count }, (_, i) => i / (count - 1));
}
