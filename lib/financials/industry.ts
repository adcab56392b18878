/**
 * Industry benchmarks: for each industry section (GB/T 4754), the quartiles of every ratio over the registry's
 * companies in that section, for the latest year (2025). Computed once per process from the generated statements
 * (≈ 5,200 companies; see `npm run bench:finance`).
 */
import type { Enterprise } from '@/lib/registry/types';
import { generateStatements } from './generate';
import { computeRatios, ratioDefs } from './ratios';

export interface Quartiles {
  q1: number;
  median: number;
  q3: number;
  /** Companies with a value for this ratio. */
  n: number;
}

/** Type-7 quantile (linear interpolation, as spreadsheets' QUARTILE.INC) of sorted values. */
export function quantile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/** Which quarter of its industry a value sits in: 1 (bottom) … 4 (top), by the ratio's own direction of "better". */
export function quartileOf(value: number, q: Quartiles, higherIsBetter?: boolean): 1 | 2 | 3 | 4 {
  const rank = value < q.q1 ? 1 : value < q.median ? 2 : value < q.q3 ? 3 : 4;
  return (higherIsBetter === false ? 5 - rank : rank) as 1 | 2 | 3 | 4;
}

export type IndustryBenchmarks = Map<string, Record<string, Quartiles>>;

/** Quartiles of each ratio's latest-year value by industry section, over active and operating companies. */
export function industryBenchmarks(enterprises: readonly Enterprise[], seed: number): IndustryBenchmarks {
  const values = new Map<string, Map<string, number[]>>();
  for (const e of enterprises) {
    if (e.status !== 'active' && e.status !== 'operating') continue;
    const ratios = computeRatios(generateStatements(e, seed));
    const latest = ratios[ratios.length - 1].ratios;
    let byRatio = values.get(e.industry);
    if (!byRatio) values.set(e.industry, (byRatio = new Map()));
    for (const d of ratioDefs) {
      const v = latest[d.id];
      if (v === null) continue;
      let list = byRatio.get(d.id);
      if (!list) byRatio.set(d.id, (list = []));
      list.push(v);
    }
  }
  const out: IndustryBenchmarks = new Map();
  for (const [industry, byRatio] of values) {
    const q: Record<string, Quartiles> = {};
    for (const [id, list] of byRatio) {
      list.sort((a, b) => a - b);
      q[id] = { q1: quantile(list, 0.25), median: quantile(list, 0.5), q3: quantile(list, 0.75), n: list.length };
    }
    out.set(industry, q);
  }
  return out;
}
