import { describe, expect, it } from 'vitest';
import { runMonitoring } from '@/lib/monitoring/handler';
import { getRegistry } from '@/lib/registry';

/** Issue 40: monitoring never reports "no alerts" for what it could not read; candidates and duplicates are reported. */
describe('monitoring a watchlist it can only partly read', () => {
  const chenghu = getRegistry().byCkey.get('c9f2a1e7b3')!;

  it('a list of titles and row numbers: 0 companies, every line unconfirmed, no alert counted', () => {
    const r = runMonitoring({ rows: [{ name: '序号' }, { name: '1' }, { name: '合计' }], days: 180 }, 'zh-CN');
    expect(r.companies).toEqual([]);
    expect(r.unmatched.map((u) => u.row)).toEqual([1, 2, 3]);
    expect(r.alerts).toEqual([]);
  });

  it('a one-character typo is unconfirmed but offers the company as a candidate to accept', () => {
    const typo = `${chenghu.name.slice(0, 3)}某${chenghu.name.slice(4)}`;
    const r = runMonitoring({ rows: [{ name: typo }], days: 180 }, 'zh-CN');
    expect(r.companies).toEqual([]);
    expect(r.unmatched[0].candidates[0]).toMatchObject({ ckey: chenghu.ckey, uscc: chenghu.uscc });
    // Accepting it (the page sends the candidate's USCC) monitors the company.
    const accepted = runMonitoring({ rows: [{ name: chenghu.name, uscc: chenghu.uscc }], days: 180 }, 'zh-CN');
    expect(accepted.companies.map((c) => c.ckey)).toEqual([chenghu.ckey]);
  });

  it('reports a line repeating an earlier line’s company', () => {
    const r = runMonitoring(
      { rows: [{ name: chenghu.name }, { name: '远山虚构贸易有限公司' }, { uscc: chenghu.uscc }], days: 180 },
      'en-US',
    );
    expect(r.companies).toHaveLength(1);
    expect(r.duplicates).toEqual([{ row: 3, of: 1, name: chenghu.nameEn }]);
  });
});
