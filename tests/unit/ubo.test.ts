import { describe, expect, it } from 'vitest';
import { computeUbo, effectiveOwnership, type OwnershipGraph, type OwnershipLink } from '@/lib/registry/ubo';

/** A crafted graph: enterprise → holders; people are named after their ids. */
function graph(holders: Record<string, OwnershipLink[]>, managers: Record<string, string> = {}): OwnershipGraph {
  return { holders: (c) => holders[c], personName: (id) => id.toUpperCase(), seniorManager: (c) => managers[c] };
}
const p = (id: string, pct: number): OwnershipLink => ({ kind: 'person', id, pct });
const e = (id: string, pct: number): OwnershipLink => ({ kind: 'enterprise', id, pct });

describe('UBO (25 % rule, products along chains, summed over chains)', () => {
  it('adds a direct and an indirect stake', () => {
    const g = graph({ T: [p('a', 20), e('H', 40), p('b', 40)], H: [p('a', 50), p('c', 50)] });
    const ubo = computeUbo(g, 'T');
    expect(ubo.map((u) => [u.personId, u.pct, u.basis])).toEqual([
      ['a', 40, 'ownership'],
      ['b', 40, 'ownership'],
    ]);
    expect(ubo[0].paths).toEqual([
      ['a', 'T'],
      ['a', 'H', 'T'],
    ]);
  });

  it('follows three levels of corporate holders', () => {
    const g = graph({ T: [e('A', 100)], A: [e('B', 80), p('x', 20)], B: [e('C', 50), p('y', 50)], C: [p('z', 100)] });
    const shares = Object.fromEntries([...effectiveOwnership(g, 'T')].map(([id, s]) => [id, Math.round(s.pct * 100) / 100]));
    expect(shares).toEqual({ x: 20, y: 40, z: 40 });
    expect(computeUbo(g, 'T').find((u) => u.personId === 'z')?.paths).toEqual([['z', 'C', 'B', 'A', 'T']]);
  });

  it('cuts a cross-holding cycle: no loop, no stake counted twice, shares stay ≤ 100 %', () => {
    // A holds 60 % of B, B holds 30 % of A: the chain a → A → B → A … re-enters A and is cut.
    const g = graph({ B: [e('A', 60), p('b', 40)], A: [e('B', 30), p('a', 70)] });
    const shares = effectiveOwnership(g, 'B');
    expect(shares.get('a')?.pct).toBeCloseTo(42, 6); // 70 % × 60 %, once
    expect(shares.get('b')?.pct).toBeCloseTo(40, 6); // b → B → A → B would re-enter B: cut, only the direct stake
    expect(shares.get('b')?.paths).toEqual([['b', 'B']]);
    const total = [...shares.values()].reduce((s, x) => s + x.pct, 0);
    expect(total).toBeLessThanOrEqual(100);
  });

  it('terminates on a closed cycle of companies and names the senior manager', () => {
    const g = graph({ A: [e('B', 100)], B: [e('C', 100)], C: [e('A', 100)] }, { A: 'gm' });
    expect(computeUbo(g, 'A')).toEqual([{ personId: 'gm', name: 'GM', pct: 0, paths: [], basis: 'seniorManager' }]);
  });

  it('names the largest holder as controlling otherwise when nobody reaches 25 %', () => {
    const g = graph({ T: [p('a', 24), p('b', 20), p('c', 20), p('d', 18), p('e', 18)] });
    expect(computeUbo(g, 'T')).toEqual([{ personId: 'a', name: 'A', pct: 24, paths: [['a', 'T']], basis: 'largestHolder' }]);
  });

  it('counts exactly 25 % as a beneficial owner', () => {
    const g = graph({ T: [e('H', 50), p('b', 50)], H: [p('a', 50), p('c', 50)] });
    expect(computeUbo(g, 'T').map((u) => u.personId)).toEqual(['b', 'a', 'c']);
  });
});
