import { describe, expect, it } from 'vitest';
import { chinaTime, maskIdNumber, screeningRecord } from '@/lib/screening/audit-record';
import { screenName } from '@/lib/screening/name-screening';

describe('screening audit record', () => {
  it('masks the ID number, states list versions, hits with components, threshold, China time and the decision', () => {
    const hits = screenName({ kind: 'person', name: '王泽洋', source: 'entered', birthYear: 1996 });
    const r = screeningRecord(
      'kycIndividual',
      { name: '王泽洋', idNumber: '003324199606072545' },
      hits,
      { outcome: 'falsePositive', reason: ' 出生日期与名单不符 ' },
      new Date('2026-11-28T09:00:00Z'),
    );
    expect(JSON.stringify(r)).not.toContain('003324199606072545');
    expect(r.inputs.idNumber).toBe(maskIdNumber('003324199606072545'));
    expect(r.inputs.idNumber).toBe('003324********2545');
    expect(r.generatedAt).toBe('2026-11-28T17:00:00+08:00');
    expect(chinaTime(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T04:00:00+08:00');
    expect(r.lists.map((l) => l.id)).toEqual(['hx-pep', 'hx-sanctions']);
    expect(r.method.threshold).toBe(70);
    expect(r.decision).toEqual({ outcome: 'falsePositive', reason: '出生日期与名单不符' });
    for (const h of r.hits) expect(h.components.length).toBe(2);
  });
});
