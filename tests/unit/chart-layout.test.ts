import { describe, expect, it } from 'vitest';
import { categoryPositions, chartPalette, seriesColour, valueAxis } from '@/lib/insights/chart-layout';

describe('valueAxis', () => {
  it('starts counts at zero and rounds the top up to a tick', () => {
    const axis = valueAxis([41_200, 53_100, 31_500]);
    expect(axis.domain).toEqual([0, 60_000]);
    expect(axis.ticks).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
  });

  it('hugs index values when not zero-based', () => {
    const axis = valueAxis([92.4, 108.7, 101.2], { zeroBased: false });
    expect(axis.domain[0]).toBeGreaterThan(80);
    expect(axis.domain[0]).toBeLessThanOrEqual(92.4);
    expect(axis.domain[1]).toBeGreaterThanOrEqual(108.7);
    expect(axis.ticks[0]).toBe(axis.domain[0]);
    expect(axis.ticks.at(-1)).toBe(axis.domain[1]);
  });

  it('keeps negative values inside a zero-based axis', () => {
    const axis = valueAxis([-0.12, 0.3]);
    expect(axis.domain[0]).toBeLessThanOrEqual(-0.12);
    expect(axis.ticks).toContain(0);
  });

  it('gives a single value or no value a usable axis', () => {
    expect(valueAxis([]).domain).toEqual([0, 1]);
    expect(valueAxis([0, 0]).domain).toEqual([0, 1]);
    const one = valueAxis([100], { zeroBased: false });
    expect(one.domain[0]).toBeLessThan(100);
    expect(one.domain[1]).toBeGreaterThan(100);
    expect(valueAxis([Number.NaN, 5]).domain).toEqual([0, 5]);
  });
});

describe('categoryPositions', () => {
  it('spreads line points edge to edge and bars at band centres', () => {
    expect(categoryPositions(3, false)).toEqual([0, 0.5, 1]);
    expect(categoryPositions(4, true)).toEqual([0.125, 0.375, 0.625, 0.875]);
    expect(categoryPositions(1, false)).toEqual([0.5]);
    expect(categoryPositions(0, true)).toEqual([]);
  });
});

describe('seriesColour', () => {
  it('cycles the palette and keeps a series’ own colour', () => {
    expect(seriesColour(0)).toBe(chartPalette[0]);
    expect(seriesColour(chartPalette.length + 1)).toBe(chartPalette[1]);
    expect(seriesColour(3, '#123456')).toBe('#123456');
  });
});
