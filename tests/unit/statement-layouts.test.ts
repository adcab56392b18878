import { describe, expect, it } from 'vitest';
import { registrySource } from '@/lib/entities/registry-source';
import { analyzeStatementFile, type StatementFileResult } from '@/lib/statements';
import { parseDirection } from '@/lib/statements/parse';

const enc = (s: string) => new TextEncoder().encode(s);
const run = (text: string, mapping?: Record<string, number>): Promise<StatementFileResult> =>
  analyzeStatementFile({ bytes: enc(text), fileName: 's.csv', mapping }, registrySource);
async function analysis(text: string, mapping?: Record<string, number>) {
  const r = await run(text, mapping);
  if (r.kind !== 'analysis') throw new Error(`needs mapping: ${r.missing.join(',')}`);
  return r.analysis;
}

// Opening balance 100,000.00; +50,000 in, −20,000 out, −1,660,000 court deduction after a 2,000,000 receipt.
const flagged = [
  '交易日期,借贷标志,交易金额,余额,对方户名,摘要',
  '2026-05-06,贷,50000.00,150000.00,甲客户有限公司,货款',
  '2026-05-07,借,20000.00,130000.00,乙供应商有限公司,材料款',
  '2026-05-08,贷,2000000.00,2130000.00,甲客户有限公司,货款',
  '2026-05-09,借,1660000.00,470000.00,某市人民法院,法院扣划',
].join('\n');

describe('statement layouts', () => {
  it('reads 借贷标志 (借/贷) + one 交易金额 column: debits are money out, balances chain', async () => {
    const a = await analysis(flagged);
    expect(a.totals.inflow).toBe(205_000_000);
    expect(a.totals.outflow).toBe(168_000_000);
    expect(a.continuity?.breaks).toEqual([]);
    expect(a.skipped).toEqual([]);
  });

  it('reads D/C, 收/支 and Debit/Credit flags; an unreadable flag skips the row with the reason', async () => {
    expect(['借', 'D', 'dr', 'Debit', '支', '支出', '转出'].map(parseDirection)).toEqual(Array(7).fill('out'));
    expect(['贷', 'C', 'CR', 'credit', '收', '收入', '转入'].map(parseDirection)).toEqual(Array(7).fill('in'));
    expect(parseDirection('冲正')).toBeNull();
    const a = await analysis(
      [
        '日期,收支标志,金额,对方户名',
        '2026-05-06,收,100.00,甲',
        '2026-05-07,支,40.00,乙',
        '2026-05-08,冲正,5.00,丙',
      ].join('\n'),
    );
    expect([a.totals.inflow, a.totals.outflow]).toEqual([10_000, 4_000]);
    expect(a.skipped).toEqual([{ row: 4, field: 'direction' }]);
  });

  it('reads 借方/贷方 and 收入/支出 column pairs, and one signed amount column', async () => {
    const pair = (inH: string, outH: string) =>
      [`交易日期,${outH},${inH},对方户名`, '2026-05-06,,300.00,甲', '2026-05-07,120.00,,乙'].join('\n');
    for (const [i, o] of [
      ['贷方', '借方'],
      ['收入', '支出'],
      ['贷方发生额', '借方发生额'],
    ]) {
      const a = await analysis(pair(i, o));
      expect([a.totals.inflow, a.totals.outflow], `${i}/${o}`).toEqual([30_000, 12_000]);
    }
    const signed = await analysis(
      ['交易日期,交易金额,对方户名', '2026-05-06,300.00,甲', '2026-05-07,-120.00,乙'].join('\n'),
    );
    expect([signed.totals.inflow, signed.totals.outflow]).toEqual([30_000, 12_000]);
  });

  it('asks for the flag column when one unsigned amount column cannot tell in from out, and analyses once it is given', async () => {
    const text = ['交易日期,标记,交易金额,对方户名', '2026-05-06,C,300.00,甲', '2026-05-07,D,120.00,乙'].join('\n');
    const r = await run(text);
    expect(r.kind).toBe('needsMapping');
    if (r.kind === 'needsMapping') expect(r.missing).toEqual(['direction']);
    const a = await analysis(text, { date: 0, direction: 1, amount: 2, counterparty: 3 });
    expect([a.totals.inflow, a.totals.outflow]).toEqual([30_000, 12_000]);
  });
});

describe('court deductions and the largest payer', () => {
  it('flags 法院扣划, 司法冻结扣款 and payments to a court as high-severity court deductions', async () => {
    const a = await analysis(flagged);
    const court = a.anomalies.filter((x) => x.kind === 'courtDeduction');
    expect(court.map((x) => [x.rows, x.amount, x.severity])).toEqual([[[5], 166_000_000, 'high']]);
    const b = await analysis(
      [
        '交易日期,收入金额,支出金额,对方户名,摘要',
        '2026-05-06,,1234.56,,司法冻结扣款',
        '2026-05-07,,99.00,甲公司,货款',
        '2026-05-08,,10.00,乙市中级人民法院执行局,',
      ].join('\n'),
    );
    expect(b.anomalies.filter((x) => x.kind === 'courtDeduction').map((x) => x.rows[0])).toEqual([2, 4]);
  });

  it('names as largest customer the counterparty that paid in most, never one with ¥0 inflow', async () => {
    const a = await analysis(
      [
        '交易日期,收入金额,支出金额,对方户名',
        '2026-05-06,,900000.00,大供应商有限公司',
        '2026-05-07,1000.00,,小客户有限公司',
        '2026-05-08,3000.00,,中客户有限公司',
      ].join('\n'),
    );
    expect(a.counterparties[0].name).toBe('大供应商有限公司');
    expect(a.largestCustomer).toMatchObject({ name: '中客户有限公司', inflow: 300_000 });
    const none = await analysis(['交易日期,收入金额,支出金额,对方户名', '2026-05-06,,10.00,甲'].join('\n'));
    expect(none.largestCustomer).toBeNull();
  });
});
