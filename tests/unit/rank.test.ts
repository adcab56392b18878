import { describe, expect, it } from 'vitest';
import { extremes, rankBy, sumBy } from '@/lib/insights/rank';

const value: Record<'a' | 'b' | 'c' | 'd', number> = { a: 3, b: 9, c: 3, d: 1 };
const keys = ['a', 'b', 'c', 'd'] as const;

describe('insight ranking helpers', () => {
  it('ranks largest first and keeps the order of ties', () => {
    expect(rankBy(keys, (k) => value[k])).toEqual(['b', 'a', 'c', 'd']);
  });
  it('ranks smallest first when ascending', () => {
    expect(rankBy(keys, (k) => value[k], true)).toEqual(['d', 'a', 'c', 'b']);
  });
  it('does not reorder the input', () => {
    const input = [...keys];
    rankBy(input, (k) => value[k]);
    expect(input).toEqual([...keys]);
  });
  it('finds the top and the bottom', () => {
    expect(extremes(keys, (k) => value[k])).toEqual({ top: 'b', bottom: 'd' });
  });
  it('sums a value over keys', () => {
    expect(sumBy(keys, (k) => value[k])).toBe(16);
  });
});
