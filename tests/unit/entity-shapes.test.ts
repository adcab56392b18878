import { describe, expect, it } from 'vitest';
import { entitySource } from '@/lib/entities';
import { labelledShapes } from '@/lib/matching/labelled-shapes';
import { getRegistry, resolveEntity } from '@/lib/registry';
import { englishCoreKey, placeFreeKey } from '@/lib/registry/matcher';
import { screenRow } from '@/lib/screening';

describe('entity matching: the place written another way, English forms, Wade-Giles, USCC checked', () => {
  it('reads 常州市X, 常州X and X（常州） as one name, and English with or without its legal form and city', () => {
    expect(placeFreeKey('常州市蔚岚谦和汽车部件有限公司').key).toBe(
      placeFreeKey('蔚岚谦和汽车部件（常州）有限公司').key,
    );
    expect(placeFreeKey('常州蔚岚谦和汽车部件有限公司').key).toBe(placeFreeKey('蔚岚谦和汽车部件（常州）有限公司').key);
    expect(englishCoreKey('Changzhou Weilan Qianhe Auto Parts').key).toBe(
      englishCoreKey('Weilan Qianhe Auto Parts Co., Ltd. (Changzhou)').key,
    );
  });

  it('resolves every labelled shape of sampled companies to the company, confidently, and flags a USCC one off', () => {
    const rows = labelledShapes(getRegistry(), 400);
    expect(new Set(rows.map((r) => r.kind)).size).toBe(6);
    for (const r of rows) {
      if (r.uscc) {
        const row = screenRow({ name: r.name, uscc: r.uscc }, 1, entitySource);
        expect(row.ckey, r.name).toBe(r.expected);
        expect(row.flags.map((f) => f.code)).toEqual(expect.arrayContaining(['usccInvalid', 'usccMismatch']));
        expect(row.verdict).not.toBe('clean');
      } else {
        const hit = resolveEntity(r.name, 1)[0];
        expect(hit?.ckey, `${r.kind}: ${r.name}`).toBe(r.expected);
        expect(hit.score, r.name).toBeGreaterThanOrEqual(0.85);
      }
    }
  });

  it('does not take a company of another city for the place-free name', () => {
    const e = getRegistry().enterprises.find((x) => x.name.includes('（') && x.pattern !== 'showcase')!;
    const other = e.name.replace(/（[^）]+）/, '').replace(/^/, e.cityCode.startsWith('11') ? '上海' : '北京');
    expect(resolveEntity(other, 1)[0]?.score ?? 0).toBeLessThan(0.85);
  });
});
