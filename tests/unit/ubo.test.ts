import { describe, expect, it } from 'vitest';
import {
  analyseOwnership,
  companyFacts,
  computeUbo,
  controllingShareholderOf,
  controls,
  effectiveOwnership,
  type OwnershipGraph,
  type OwnershipLink,
} from '@/lib/facts';
import { getRegistry } from '@/lib/registry';

/** A crafted graph: enterprise → holders; people are named after their ids. */
function graph(
  holders: Record<string, OwnershipLink[]>,
  opts: { managers?: Record<string, string>; nominees?: Record<string, string>; concert?: string[][] } = {},
): OwnershipGraph {
  return {
    holders: (c) => holders[c],
    personName: (id) => id.toUpperCase(),
    seniorManager: (c) => opts.managers?.[c],
    nomineeFor: (id) => opts.nominees?.[id],
    actingInConcert: () => opts.concert ?? [],
  };
}
const p = (id: string, pct: number): OwnershipLink => ({ kind: 'person', id, pct });
const e = (id: string, pct: number): OwnershipLink => ({ kind: 'enterprise', id, pct });
const summary = (g: OwnershipGraph, ckey: string) =>
  computeUbo(g, ckey).map((u) => [u.personId, u.pct, u.bases.join('+')]);

describe('受益所有人 by 《受益所有人信息管理办法》 Art. 6', () => {
  it('a chain of majority holdings is control, however small the product', () => {
    // w 89 % → A 65 % → B 51 % → C 55 % → T: effective 16.2 %, but every link is a majority.
    const g = graph({
      T: [e('C', 55), p('x', 24.64), p('y', 20.36)],
      C: [e('B', 51), p('c1', 25), p('c2', 24)],
      B: [e('A', 65), p('b1', 35)],
      A: [p('w', 89), p('a1', 11)],
    });
    const a = analyseOwnership(g, 'T');
    expect(a.control.persons).toEqual(['w']);
    expect(a.control.test).toBe('majority');
    expect(a.control.chains[0].map((l) => `${l.id} ${l.pct}`)).toEqual(['w 89', 'A 65', 'B 51', 'C 55']);
    expect(summary(g, 'T')).toEqual([['w', 16.23, 'control']]);
    // x (24.64 %) is neither a UBO nor the 控股股东: C is, with 55 %.
    expect(a.controllingShareholder).toEqual({ kind: 'enterprise', id: 'C', pct: 55, test: 'majority' });
  });

  it('24.9 % is below the threshold, 25 % (also as a product of a chain) meets it', () => {
    expect(summary(graph({ T: [p('a', 24.9), p('b', 24.9), p('c', 24.9), p('d', 25.3)] }), 'T')).toEqual([
      ['d', 25.3, 'ownership'],
    ]);
    const g = graph({ T: [e('H', 50), p('b', 50)], H: [p('a', 50), p('c', 50)] });
    // b holds 50 % directly (not a majority, not ≥ twice the next 50 %): no controller, three owners at ≥ 25 %.
    expect(summary(g, 'T')).toEqual([
      ['b', 50, 'ownership'],
      ['a', 25, 'ownership'],
      ['c', 25, 'ownership'],
    ]);
  });

  it('sums two paths past 25 %', () => {
    // a: 20 % direct + 40 % × 20 % = 28 %; neither path alone reaches 25 %.
    const g = graph({ T: [p('a', 20), e('H', 40), p('b', 20), p('c', 20)], H: [p('a', 20), p('d', 40), p('e', 40)] });
    const a = computeUbo(g, 'T').find((u) => u.personId === 'a')!;
    expect(a.pct).toBe(28);
    expect(a.paths).toEqual([
      ['a', 'T'],
      ['a', 'H', 'T'],
    ]);
  });

  it('cuts a cross-holding loop, reports it, and never counts a stake twice', () => {
    // A holds 60 % of B, B holds 30 % of A.
    const g = graph({ B: [e('A', 60), p('b', 40)], A: [e('B', 30), p('a', 70)] });
    const { shares, loops } = effectiveOwnership(g, 'B');
    expect(shares.get('a')?.pct).toBeCloseTo(42, 6);
    expect(shares.get('b')?.paths).toEqual([['b', 'B']]);
    expect([...shares.values()].reduce((s, x) => s + x.pct, 0)).toBeLessThanOrEqual(100);
    expect(loops).toEqual([['B', 'A', 'B']]);
    // a controls A (70 %), A holds 60 % of B: a controls B.
    expect(analyseOwnership(g, 'B').control.persons).toEqual(['a']);
  });

  it('a closed loop of companies has no controller: the day-to-day manager is named, as such', () => {
    const g = graph({ A: [e('B', 100)], B: [e('C', 100)], C: [e('A', 100)] }, { managers: { A: 'gm' } });
    const a = analyseOwnership(g, 'A');
    expect(a.control.persons).toEqual([]);
    expect(a.ubos.map((u) => [u.personId, u.basis, u.pct])).toEqual([['gm', 'seniorManager', 0]]);
    expect(a.loops.length).toBe(1);
  });

  it('joint control: persons acting in concert who together hold a majority are each a UBO by control', () => {
    const g = graph({ T: [p('a', 20), p('b', 35), p('c', 25), p('d', 20)] }, { concert: [['a', 'b']] });
    const a = analyseOwnership(g, 'T');
    expect(a.control.persons.sort()).toEqual(['a', 'b']);
    const ubo = computeUbo(g, 'T');
    expect(ubo.find((u) => u.personId === 'a')).toMatchObject({ bases: ['control'], joint: true, pct: 20 });
    expect(ubo.find((u) => u.personId === 'b')).toMatchObject({ bases: ['ownership', 'control'], joint: true });
    expect(ubo.find((u) => u.personId === 'c')).toMatchObject({ bases: ['ownership'], joint: false });
    // Without the agreement nobody controls.
    expect(
      analyseOwnership(graph({ T: [p('a', 20), p('b', 35), p('c', 25), p('d', 20)] }), 'T').control.test,
    ).toBeNull();
  });

  it('nominee chains: 100 % shells lead to the principal, and a declared nominee is read as the principal', () => {
    const shells = graph({ T: [e('S1', 95), p('n', 5)], S1: [e('S2', 100)], S2: [e('S3', 100)], S3: [p('z', 100)] });
    expect(summary(shells, 'T')).toEqual([['z', 95, 'ownership+control']]);
    const declared = graph({ T: [p('n1', 30), p('n2', 30), p('o', 40)] }, { nominees: { n1: 'pr', n2: 'pr' } });
    expect(summary(declared, 'T')).toEqual([
      ['pr', 60, 'ownership+control'],
      ['o', 40, 'ownership'],
    ]);
  });

  it('nobody qualifying: no one at 25 %, no controller → only the day-to-day manager, never the largest holder', () => {
    const g = graph({ T: [p('a', 24), p('b', 20), p('c', 20), p('d', 18), p('e', 18)] }, { managers: { T: 'gm' } });
    expect(computeUbo(g, 'T').map((u) => [u.personId, u.basis])).toEqual([['gm', 'seniorManager']]);
  });

  it('控股股东: > 50 %, or ≥ 30 % and twice the next holder; never a minority holder otherwise', () => {
    expect(controllingShareholderOf(graph({ T: [e('A', 51), p('b', 49)] }), 'T')?.id).toBe('A');
    expect(
      controllingShareholderOf(graph({ T: [e('A', 46), p('b', 20), p('c', 14), p('d', 10), p('e', 10)] }), 'T'),
    ).toMatchObject({ id: 'A', test: 'relative' });
    expect(controllingShareholderOf(graph({ T: [e('A', 40), p('b', 30), p('c', 30)] }), 'T')).toBeNull();
    expect(controllingShareholderOf(graph({ T: [e('A', 16), p('b', 14.9), p('c', 69.1)] }), 'T')?.id).toBe('c');
  });

  it('子公司 (controlled) vs 参股公司 (a stake without control)', () => {
    const g = graph({ S: [e('P', 60), p('x', 40)], I: [e('P', 11), p('y', 89)], G: [e('S', 100)] });
    expect(controls(g, 'P', 'S')).toBe(true);
    expect(controls(g, 'P', 'G')).toBe(true); // through S
    expect(controls(g, 'P', 'I')).toBe(false);
  });
});

describe('the registry example 410b14133c (无锡泊岸匠心新材料科技有限公司)', () => {
  it('names 魏天翊 by the majority chain, not 诸葛玉兰 (24.64 %), sees the loop, and keeps the 11 % investee a 参股公司', () => {
    const registry = getRegistry();
    const f = companyFacts('410b14133c', registry).ownership;
    const name = (id: string) => registry.persons.get(id)?.name ?? registry.byCkey.get(id)?.name;
    expect(f.actualControllers.map((x) => name(x.id))).toEqual(['魏天翊']);
    expect(f.ubos.map((u) => [name(u.personId), u.basis])).toEqual([['魏天翊', 'control']]);
    expect(f.controlChains[0].map((l) => l.pct)).toEqual([89, 65, 51, 55]);
    expect(f.controllingShareholder).toMatchObject({ kind: 'enterprise', pct: 55 });
    expect(f.loops.length).toBeGreaterThan(0);
    expect(f.clear).toBe(false);
    expect(f.subsidiaries).toEqual([]);
    expect(f.investees).toEqual([{ ckey: '0148a52e9e', pct: 11 }]);
  });
});
