import { describe, expect, it } from 'vitest';
import { getRegistry, resolveEntity, uboOf } from '@/lib/registry';
import { containsDenylisted, denylistEn, denylistZh } from '@/lib/registry/denylist';
import { corporateDepth, generateRegistry, registryHash } from '@/lib/registry/generate';
import {
  ckeyOf,
  indexOfCkey,
  indexOfKycNo,
  isRegistryCkey,
  isRegistryKycNo,
  kycNoOf,
  registrySeed,
  registrySize,
} from '@/lib/registry/keys';
import { validateQuery } from '@/lib/registry/matcher';
import { isSampleUscc, isValidUscc, orgCodeCheck, sampleUscc, usccCheck } from '@/lib/registry/uscc';
import { makeVariant, variantFaker, variantKinds } from '@/lib/registry/variants';
import { ckeys, kycNos } from '@/lib/sample-data/keys';

const registry = getRegistry();

describe('USCC and organisation-code check digits', () => {
  it('accepts the example code of GB 32100-2015 and rejects a changed check character', () => {
    // 91350100M000100Y43 is the worked example of the standard itself.
    expect(orgCodeCheck('M000100Y')).toBe('4');
    expect(usccCheck('91350100M000100Y4')).toBe('3');
    expect(isValidUscc('91350100M000100Y43')).toBe(true);
    expect(isValidUscc('91350100M000100Y44')).toBe(false);
    expect(isValidUscc('91350100M000100Y53')).toBe(false); // organisation-code check broken
    expect(isValidUscc('91350100M000100I43')).toBe(false); // I is not in the alphabet
  });

  it('maps an organisation-code remainder of 10 to X and 11 to 0', () => {
    const x = Array.from({ length: 2000 }, (_, i) => String(i).padStart(8, '0')).map(orgCodeCheck);
    expect(x).toContain('X');
    expect(x).toContain('0');
  });

  it('builds sample codes that validate but sit in the never-assigned province 00', () => {
    const code = sampleUscc('3205', 42);
    expect(isValidUscc(code)).toBe(true);
    expect(code.slice(0, 8)).toBe('91003205');
    for (const e of registry.enterprises) {
      expect(isValidUscc(e.uscc)).toBe(true);
      expect(isSampleUscc(e.uscc)).toBe(true);
    }
    expect(new Set(registry.enterprises.map((e) => e.uscc)).size).toBe(registry.enterprises.length);
  });
});

describe('registry keys', () => {
  it('keeps the showcase keys and numbers, and inverts every generated key', () => {
    expect(ckeys.map((_, i) => ckeyOf(i))).toEqual([...ckeys]);
    expect(kycNos.map((_, i) => kycNoOf(i))).toEqual([...kycNos]);
    for (const i of [3, 100, 4321, registrySize - 1]) {
      expect(indexOfCkey(ckeyOf(i))).toBe(i);
      expect(indexOfKycNo(kycNoOf(i))).toBe(i);
    }
    expect(isRegistryCkey('ffffffffff')).toBe(false);
    expect(isRegistryCkey('C9F2A1E7B3')).toBe(false);
    expect(isRegistryKycNo('KYC202611210100')).toBe(false);
    expect(isRegistryKycNo(kycNoOf(registrySize))).toBe(false);
    expect(new Set(registry.enterprises.map((e) => e.ckey)).size).toBe(registrySize);
  });
});

describe('generator', () => {
  it('is deterministic: the same seed gives the same registry hash, another seed a different one', () => {
    const a = registryHash(generateRegistry(registrySeed, 400));
    const b = registryHash(generateRegistry(registrySeed, 400));
    const c = registryHash(generateRegistry(registrySeed + 1, 400));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it(`holds ${registrySize} enterprises whose holdings sum to 100 % and point at real holders`, () => {
    expect(registry.enterprises).toHaveLength(registrySize);
    for (const e of registry.enterprises) {
      const sum = e.shareholders.reduce((s, h) => s + h.pct, 0);
      expect(Math.abs(sum - 100)).toBeLessThan(1e-6);
      for (const h of e.shareholders) {
        if (h.kind === 'enterprise') expect(registry.byCkey.has(h.id)).toBe(true);
        else expect(registry.persons.has(h.id)).toBe(true);
      }
      expect(registry.persons.has(e.legalRepId)).toBe(true);
    }
  });

  it('forms real ownership structures: ≥ 20 % under 3+ corporate levels, cross-holding cycles, nominee chains', () => {
    const deep = registry.enterprises.filter((e) => corporateDepth(registry, e.ckey) >= 3).length;
    expect(deep / registry.enterprises.length).toBeGreaterThanOrEqual(0.2);
    const inCycle = registry.enterprises.filter((e) =>
      e.shareholders.some(
        (h) => h.kind === 'enterprise' && registry.investments.get(e.ckey)?.some((inv) => reaches(inv.ckey, h.id)),
      ),
    );
    expect(inCycle.length).toBeGreaterThan(20);
    const nominee = registry.enterprises.filter(
      (e) => e.pattern === 'nominee' && corporateDepth(registry, e.ckey) >= 2,
    );
    expect(nominee.length).toBeGreaterThan(50);
  });

  it('gives unique officer roles where the law makes them unique', () => {
    for (const e of registry.enterprises) {
      const roles = e.officers.map((o) => o.role);
      expect(roles.filter((r) => /Gm$/.test(r)).length, e.name).toBeLessThanOrEqual(1);
      expect(roles.filter((r) => r.startsWith('chairman')).length, e.name).toBeLessThanOrEqual(1);
      expect(new Set(e.officers.map((o) => o.personId)).size).toBe(e.officers.length);
      expect(e.officers.some((o) => o.personId === e.legalRepId)).toBe(true);
    }
  });

  it('keeps the showcase companies and their curated UBOs', () => {
    expect(registry.byCkey.get('c9f2a1e7b3')?.name).toBe('澄湖微动精密制造有限公司');
    expect(uboOf('c9f2a1e7b3').map((u) => [u.name, u.pct])).toEqual([['沈知远', 63.8]]);
    expect(uboOf('d4e8b6a2c1').map((u) => [u.name, u.pct])).toEqual([['何映川', 85]]);
    expect(uboOf('a7c3e9f5d2').map((u) => [u.name, u.pct])).toEqual([
      ['梁承泽', 41.6],
      ['赵南乔', 28.4],
    ]);
  });
});

function reaches(from: string, to: string, seen = new Set<string>()): boolean {
  if (from === to) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  return (registry.investments.get(from) ?? []).some((inv) => reaches(inv.ckey, to, seen));
}

describe('denylist of real names', () => {
  it('flags well-known real companies and brands', () => {
    expect(containsDenylisted('深圳华为科技有限公司')).toBe(true);
    expect(containsDenylisted('Shenzhen Tencent Trading Co., Ltd.')).toBe(true);
    expect(containsDenylisted('青禾远航商贸有限公司')).toBe(false);
    expect(denylistZh.length + denylistEn.length).toBeGreaterThan(200);
  });

  it('appears in no name, former name, short name or branch of the registry', () => {
    for (const e of registry.enterprises) {
      const names = [
        e.name,
        e.nameEn,
        e.abbreviation,
        e.abbreviationEn,
        ...e.formerNames.flatMap((f) => [f.name, f.nameEn]),
        ...e.branches.map((b) => b.name),
      ];
      for (const n of names) expect(containsDenylisted(n), n).toBe(false);
    }
  });
});

describe('matcher', () => {
  it('refuses empty, over-long and control-character queries', () => {
    expect(validateQuery('  ')).toEqual({ ok: false, problem: 'empty' });
    expect(validateQuery('企'.repeat(101))).toEqual({ ok: false, problem: 'tooLong' });
    expect(validateQuery('abc\u0007')).toEqual({ ok: false, problem: 'control' });
    expect(validateQuery(' 澄湖微动 ')).toEqual({ ok: true, query: '澄湖微动' });
  });

  it.each(variantKinds)('finds the entity first from its %s', (kind) => {
    const f = variantFaker(11);
    let tried = 0;
    let first = 0;
    for (let i = 0; tried < 30 && i < 2000; i++) {
      const e = registry.enterprises[f.number.int({ min: 0, max: registry.enterprises.length - 1 })];
      const q = makeVariant(e, kind, f);
      if (!q) continue;
      tried++;
      if (resolveEntity(q, 5)[0]?.ckey === e.ckey) first++;
    }
    expect(tried).toBe(30);
    expect(first / tried).toBeGreaterThanOrEqual(0.9);
  });

  it('reports which form matched, best first', () => {
    const e = registry.byCkey.get('c9f2a1e7b3')!;
    expect(resolveEntity(e.name)[0]).toMatchObject({ ckey: e.ckey, matchedOn: 'name', score: 1 });
    expect(resolveEntity('澄湖微動')[0]).toMatchObject({ ckey: e.ckey, matchedOn: 'traditional' });
    expect(resolveEntity('CHWD')[0]).toMatchObject({ ckey: e.ckey, matchedOn: 'initials' });
    expect(resolveEntity('Cheng Hu Wei Dong')[0]).toMatchObject({ ckey: e.ckey, matchedOn: 'pinyin' });
    expect(resolveEntity(e.uscc.toLowerCase().replace(/(.{6})/g, '$1 '))[0]).toMatchObject({
      ckey: e.ckey,
      matchedOn: 'uscc',
    });
    expect(resolveEntity(e.nameEn.toUpperCase())[0]).toMatchObject({ ckey: e.ckey, matchedOn: 'english' });
    const hits = resolveEntity('澄湖微动精密制造有限', 5);
    expect(hits[0]).toMatchObject({ ckey: e.ckey, matchedOn: 'fuzzy' });
    for (let i = 1; i < hits.length; i++) expect(hits[i].score).toBeLessThanOrEqual(hits[i - 1].score);
    const withFormer = registry.enterprises.find((x) => x.formerNames.length)!;
    expect(resolveEntity(withFormer.formerNames[0].name)[0]).toMatchObject({
      ckey: withFormer.ckey,
      matchedOn: 'formerName',
    });
  });

  it.each(variantKinds)(
    'gives the same best match when only the best is asked for (limit 1 skips the fuzzy pass only when it cannot win): %s',
    (kind) => {
      const f = variantFaker(23);
      for (let i = 0; i < 40; i++) {
        const e = registry.enterprises[f.number.int({ min: 0, max: registry.enterprises.length - 1 })];
        const q = makeVariant(e, kind, f);
        if (!q) continue;
        const best = resolveEntity(q, 10)[0];
        expect(resolveEntity(q, 1)[0]).toEqual(best);
      }
    },
  );
});

describe('one source of truth per figure', () => {
  it('gives the KYC report, the 360° view and the dashboard the same figures for every company', async () => {
    const { companyFiguresOf, kycFiguresOf } = await import('@/lib/registry/profile');
    for (const e of registry.enterprises.filter((_, i) => i < 3 || i % 97 === 0)) {
      const c = companyFiguresOf(e, registry);
      const k = kycFiguresOf(e, registry);
      expect(k.ckey).toBe(e.ckey);
      expect(k.operating.revenue, e.name).toBe(c.customer.annualRevenue);
      expect(k.operating.insuredStaff, e.name).toBe(c.insuredStaff);
      expect(c.customer.monthly.at(-1)?.riskScore, e.name).toBe(c.customer.ratingScore);
      expect(c.uscc).toBe(e.uscc);
    }
  });
});
