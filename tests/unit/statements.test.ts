import { describe, expect, it } from 'vitest';
import { registrySource } from '@/lib/entities/registry-source';
import { getRegistry, ownershipDepth } from '@/lib/registry';
import { analyzeStatement, analyzeStatementFile } from '@/lib/statements';
import { handleStatementAnalysis } from '@/lib/statements/handler';
import { parseAmount, parseDateTime } from '@/lib/statements/parse';
import { sampleStatement, sampleStatementCsv, sampleStatementXlsx } from '@/lib/statements/samples';
import type { StatementAnalysis, Transaction } from '@/lib/statements/types';

const header = '交易日期,交易时间,收入金额,支出金额,余额,对方户名,对方账号,摘要';
const enc = (s: string) => new TextEncoder().encode(s);

/** Builds a CSV with running balances from [date, time, in, out, counterparty, memo] (amounts in yuan). */
function csv(rows: [string, string, number, number, string, string][], opening = 10_000_000): string {
  let bal = opening * 100;
  const lines = rows.map(([d, t, i, o, cp, memo]) => {
    bal += Math.round(i * 100) - Math.round(o * 100);
    return [d, t, i ? i.toFixed(2) : '', o ? o.toFixed(2) : '', (bal / 100).toFixed(2), cp, '', memo].join(',');
  });
  return [header, ...lines].join('\n');
}

async function analyse(text: string, holder?: string): Promise<StatementAnalysis> {
  const r = await analyzeStatementFile({ bytes: enc(text), fileName: 's.csv', holder }, registrySource);
  if (r.kind !== 'analysis') throw new Error(`needs mapping: ${r.missing.join(',')}`);
  return r.analysis;
}

const kinds = (a: StatementAnalysis) => a.anomalies.map((x) => `${x.kind}:${x.rows.join('+')}`);

describe('parsing', () => {
  it('reads the date, time and amount spellings of bank exports', () => {
    expect(parseDateTime('2026/5/1')).toEqual({ date: '2026-05-01', time: null });
    expect(parseDateTime('20260501')).toEqual({ date: '2026-05-01', time: null });
    expect(parseDateTime('2026年5月1日 14:22:10')).toEqual({ date: '2026-05-01', time: '14:22:10' });
    expect(parseDateTime('2026-02-30')).toBeNull();
    expect(parseAmount('¥1,234.56')).toBe(123456);
    expect(parseAmount('(300.00)')).toBe(-30000);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBeNull();
  });
});

describe('anomaly rules', () => {
  it('flags a pass-through only where an outflow passes on about the same amount within 24 h', async () => {
    const a = await analyse(
      csv([
        ['2026-05-04', '10:00:00', 1_000_000.55, 0, '甲公司', '货款'], // row 2
        ['2026-05-04', '15:00:00', 0, 500_000.12, '乙公司', '货款'], // row 3
        ['2026-05-05', '09:59:00', 0, 400_000.5, '乙公司', '货款'], // row 4: 90.0 % to one counterparty within 23h59m
        ['2026-05-11', '10:00:00', 1_000_000.55, 0, '甲公司', '货款'], // row 5
        ['2026-05-11', '12:00:00', 0, 890_000.11, '丙公司', '货款'], // row 6: 89 %
        ['2026-05-18', '10:00:00', 1_000_000.55, 0, '甲公司', '货款'], // row 7
        ['2026-05-19', '10:00:01', 0, 990_000.11, '丁公司', '货款'], // row 8: after 24 h
        ['2026-05-25', '10:00:00', 1_000_000.55, 0, '甲公司', '货款'], // row 9
        ['2026-05-25', '11:00:00', 0, 1_060_000.11, '戊公司', '货款'], // row 10: 106 %, more than came in
        ['2026-06-02', '10:00:00', 1_000_000.55, 0, '甲公司', '货款'], // row 11: followed by payroll, tax, suppliers
        ['2026-06-02', '11:00:00', 0, 420_000.31, '', '代发工资'], // 12
        ['2026-06-02', '11:30:00', 0, 180_000.12, '', '增值税'], // 13
        ['2026-06-02', '14:00:00', 0, 200_000.5, '乙公司', '货款'], // 14
        ['2026-06-02', '15:00:00', 0, 160_000.5, '丙公司', '材料款'], // 15
      ]),
    );
    expect(kinds(a)).toEqual(['fastInOut:2+3+4']);
    expect(a.anomalies[0].outShare).toBeCloseTo(0.9, 3);
  });

  it('does not count payments to a regular supplier or a loan’s entrusted payment as passing money on', async () => {
    const months = ['05', '06', '07'];
    const a = await analyse(
      csv([
        ...months.map((m): [string, string, number, number, string, string] => [
          `2026-${m}-03`,
          '10:00:00',
          0,
          20_000.5,
          '乙公司',
          '货款',
        ]),
        ['2026-08-04', '10:00:00', 800_000.55, 0, '甲公司', '货款'],
        ['2026-08-04', '15:00:00', 0, 790_000.12, '乙公司', '货款'], // regular supplier (3 months)
        ['2026-08-10', '09:30:00', 2_000_000, 0, '某银行某分行', '流动资金贷款发放'],
        ['2026-08-10', '09:31:00', 0, 2_000_000, '丙设备有限公司', '受托支付 设备款'],
      ]),
    );
    expect(a.anomalies).toEqual([]);
  });

  it('flags financing passed to a related party, citing both transactions, and does not count it as revenue', async () => {
    const lines = csv([
      ['2026-06-18', '09:12:44', 880_000, 0, '某客户机电有限公司', '货款'], // 2
      ['2026-06-18', '10:21:07', 20_000_000, 0, '某某融资租赁有限公司', '融资款 / 售后回租 购买价款'], // 3
      ['2026-06-18', '15:47:31', 0, 19_000_000, '某某控股集团有限公司', '往来款'], // 4
      ['2026-06-20', '10:00:00', 0, 350_000, '某园区管理有限公司', '厂房租金'],
      ['2026-07-20', '10:00:00', 0, 350_000, '某园区管理有限公司', '厂房租金'],
      ['2026-08-20', '10:00:00', 0, 350_000, '某园区管理有限公司', '厂房租金'],
    ]).split('\n');
    const text = ['账户名称,某某精密机械有限公司', '关联方,某某控股集团有限公司', ...lines].join('\n');
    const a = await analyse(text);
    expect(a.relatedSources.title).toEqual(['某某控股集团有限公司']);
    expect(a.anomalies.map((x) => x.kind)).toEqual(['financingDiversion']);
    const d = a.anomalies[0];
    expect(d).toMatchObject({ inflowAmount: 2_000_000_000, amount: 1_900_000_000, inflowCategory: 'lease' });
    expect(d.rows.map((r) => a.transactions[r].memo)).toEqual(['融资款 / 售后回租 购买价款', '往来款']);
    expect(d.hours).toBeCloseTo(5.4, 1);
    // The lessor is financing, not a customer: income and concentration count the sales receipt only.
    expect(a.income).toMatchObject({ operating: 88_000_000, financing: 2_000_000_000 });
    expect(a.largestCustomer?.name).toBe('某客户机电有限公司');
    expect(a.top5CustomerShare).toBe(1);
    // The monthly rent is recognised as recurring, never a round-sum anomaly.
    expect(a.recurring).toMatchObject([{ counterparty: '某园区管理有限公司', amount: 35_000_000, category: 'rent' }]);
    // Without the header line, the same parties can be listed in the form.
    const listed = await analyzeStatementFile(
      {
        bytes: enc(lines.join('\n')),
        fileName: 's.csv',
        holder: '某某精密机械有限公司',
        related: ['某某控股集团有限公司'],
      },
      registrySource,
    );
    expect(listed.kind === 'analysis' && listed.analysis.anomalies.map((x) => x.kind)).toEqual(['financingDiversion']);
    // Knowing no relation, the same money is still reported: as passed through (95 % within 5.4 h).
    const none = await analyse(lines.join('\n'));
    expect(kinds(none)).toEqual(['fastInOut:3+4']);
  });

  it('flags splitting just under the 2 million transfer and 50,000 cash thresholds within 7 days', async () => {
    const a = await analyse(
      csv([
        ['2026-05-04', '10:00:00', 0, 1_850_000.5, '丁贸易有限公司', '货款'], // 2
        ['2026-05-06', '10:00:00', 0, 1_999_999.99, '丁贸易有限公司', '货款'], // 3
        ['2026-05-07', '10:00:00', 0, 2_000_000.5, '丁贸易有限公司', '货款'], // 4: at the threshold, reported anyway
        ['2026-05-08', '10:00:00', 0, 1_790_000.5, '丁贸易有限公司', '货款'], // 5: under 90 %
        ['2026-05-20', '10:00:00', 0, 1_900_000.5, '丁贸易有限公司', '货款'], // 6: alone, 14 days later
        ['2026-05-21', '10:00:00', 0, 1_950_000.5, '戊公司', '货款'], // 7: other counterparty
        ['2026-06-01', '16:00:00', 0, 46_000.5, '', '现金支取'], // 8
        ['2026-06-05', '16:00:00', 0, 49_999.5, '', 'ATM取现'], // 9
        ['2026-06-09', '16:00:00', 0, 48_000.5, '', '现金支取'], // 10: 8 days after row 8
      ]),
    );
    expect(kinds(a)).toEqual(['structuring:2+3', 'structuring:8+9']);
    expect(a.anomalies[0]).toMatchObject({
      threshold: 200_000_000,
      thresholdKind: 'corporateTransfer',
      counterparty: '丁贸易有限公司',
    });
    expect(a.anomalies[1]).toMatchObject({ threshold: 5_000_000, thresholdKind: 'cash' });
  });

  it('flags night-time from 22:00 to before 06:00, ignoring 00:00:00 date-only postings and small sums', async () => {
    const a = await analyse(
      csv([
        ['2026-05-04', '21:59:59', 0, 20_000.5, '甲', '转账'], // 2
        ['2026-05-04', '22:00:00', 0, 20_000.5, '甲', '转账'], // 3
        ['2026-05-05', '05:59:59', 20_000.5, 0, '甲', '转账'], // 4
        ['2026-05-05', '06:00:00', 20_000.5, 0, '甲', '转账'], // 5
        ['2026-05-06', '00:00:00', 0, 20_000.5, '甲', '结息'], // 6
        ['2026-05-06', '23:30:00', 0, 9_999.5, '甲', '转账'], // 7
      ]),
    );
    expect(kinds(a)).toEqual(['nightTime:3', 'nightTime:4']);
  });

  it('flags round sums of at least 100,000 in whole ten-thousands with persons or as 往来款, not business ones', async () => {
    const a = await analyse(
      csv([
        ['2026-05-04', '10:00:00', 0, 100_000, '沈砚秋', '转账'], // 2
        ['2026-05-11', '10:00:00', 0, 90_000, '沈砚秋', '转账'], // 3: under 100,000
        ['2026-05-18', '10:00:00', 0, 105_000, '沈砚秋', '转账'], // 4: not whole ten-thousands
        ['2026-05-25', '10:00:00', 0, 2_340_000, '某贸易有限公司', '往来款'], // 5
        ['2026-05-26', '10:00:00', 0, 600_000, '某设备有限公司', '设备预付款'], // 6: a supplier's prepayment
        ['2026-05-27', '10:00:00', 880_000, 0, '某客户有限公司', '货款'], // 7: a customer's receipt
      ]),
    );
    expect(kinds(a)).toEqual(['roundSum:2', 'roundSum:5']);
  });
});

describe('statement analysis', () => {
  const rows: [string, string, number, number, string, string][] = [
    ['2026-05-04', '10:00:00', 300_000.25, 0, '澄湖微动精密制造有限公司', '货款'],
    ['2026-05-20', '10:00:00', 0, 120_000.5, '武汉岑仓投资有限公司', '往来款'],
    ['2026-06-03', '10:00:00', 50_000.25, 0, 'QIYU NEW MATERIALS TECHNOLOGY CO. LTD.', '货款'],
  ];

  it('sums months, reconciles balances, resolves counterparties and finds related parties of the holder', async () => {
    const a = await analyse(csv(rows, 1_000), '青岑冷链');
    expect(a.monthly).toEqual([
      { month: '2026-05', inflow: 30_000_025, outflow: 12_000_050, net: 17_999_975, count: 2 },
      { month: '2026-06', inflow: 5_000_025, outflow: 0, net: 5_000_025, count: 1 },
    ]);
    expect(a.totals).toMatchObject({ opening: 100_000, closing: 100_000 + 30_000_025 - 12_000_050 + 5_000_025 });
    expect(a.continuity).toEqual({ checked: 2, breaks: [] });
    expect(a.holder?.match?.ckey).toBe('d4e8b6a2c1');
    const byName = Object.fromEntries(a.counterparties.map((c) => [c.name, c]));
    expect(byName['澄湖微动精密制造有限公司'].match?.ckey).toBe('c9f2a1e7b3');
    expect(byName['QIYU NEW MATERIALS TECHNOLOGY CO. LTD.'].match?.ckey).toBe('a7c3e9f5d2');
    expect(
      a.related?.map((r) => [r.name, r.related && 'source' in r.related ? r.related.source.recordId : null]),
    ).toEqual([['武汉岑仓投资有限公司', 'd4e8b6a2c1/f5f9f33c45']]);
  });

  it('finds a related-party flow through a multi-level shareholder chain of the registry, citing the holding record', async () => {
    const registry = getRegistry();
    // An enterprise held by a company that is itself held by a company (two corporate levels up).
    const subject = registry.enterprises.find((e) => e.pattern === 'pyramid' && ownershipDepth(e.ckey) >= 2)!;
    const parent = registry.byCkey.get(
      subject.shareholders.find(
        (h) => h.kind === 'enterprise' && registry.byCkey.get(h.id)!.shareholders.some((g) => g.kind === 'enterprise'),
      )!.id,
    )!;
    const link = parent.shareholders.find((g) => g.kind === 'enterprise')!;
    const grandparent = registry.byCkey.get(link.id)!;
    const viaParent = subject.shareholders.find((h) => h.id === parent.ckey)!.pct;
    const a = await analyse(
      csv([
        ['2026-05-04', '10:00:00', 0, 80_000, grandparent.name, '往来款'],
        ['2026-05-06', '10:00:00', 12_000, 0, '无关联的某某贸易有限公司', '货款'],
      ]),
      subject.name,
    );
    expect(a.holder?.match?.ckey).toBe(subject.ckey);
    expect(a.related?.map((r) => r.name)).toEqual([grandparent.name]);
    const party = a.related![0].related!;
    expect(party).toMatchObject({
      ckey: grandparent.ckey,
      source: { section: 'shareholders', recordId: `${parent.ckey}/${grandparent.ckey}` },
    });
    // Its effective share is at least the product along this chain.
    expect('pct' in party ? party.pct : 0).toBeGreaterThanOrEqual(Math.round(viaParent * link.pct) / 100 - 0.01);
  });

  it('reads newest-first exports in time order and finds a balance break', async () => {
    const lines = csv(rows, 1_000).split('\n');
    const broken = [
      lines[0],
      lines[3],
      lines[2].replace(/,(\d+\.\d\d),武汉/, (_m, b) => `,${(Number(b) + 1).toFixed(2)},武汉`),
      lines[1],
    ].join('\n');
    const a = await analyse(broken);
    expect(a.period).toEqual({ from: '2026-05-04', to: '2026-06-03' });
    expect(a.continuity?.breaks).toHaveLength(2);
    expect(a.related).toBeNull();
  });

  it('asks for a column mapping when headers differ, then analyses with the mapping', async () => {
    const text = 'When,In,Out,Who\n2026-05-04,100.00,,甲\n2026-05-05,,40.00,乙\n';
    const first = await analyzeStatementFile({ bytes: enc(text), fileName: 'x.csv' }, registrySource);
    expect(first.kind).toBe('needsMapping');
    if (first.kind === 'needsMapping') expect(first.missing).toEqual(['date', 'inflow', 'outflow', 'counterparty']);
    const second = await analyzeStatementFile(
      { bytes: enc(text), fileName: 'x.csv', mapping: { date: 0, inflow: 1, outflow: 2, counterparty: 3 } },
      registrySource,
    );
    expect(second.kind === 'analysis' && second.analysis.totals).toMatchObject({
      inflow: 10_000,
      outflow: 4_000,
      opening: null,
    });
    expect(second.kind === 'analysis' && second.analysis.continuity).toBeNull();
  });

  it('accepts a signed amount column instead of in/out columns and skips unreadable rows', async () => {
    const text =
      '日期,交易金额,对方户名\n2026-05-04,"1,000.00",甲\n2026-05-05,-250.50,乙\n2026-13-01,5.00,丙\n2026-05-06,abc,丁\n';
    const a = await analyse(text);
    expect(a.totals).toMatchObject({ inflow: 100_000, outflow: 25_050 });
    expect(a.skipped).toEqual([
      { row: 4, field: 'date' },
      { row: 5, field: 'amount' },
    ]);
    expect(analyzeStatement([] as Transaction[], { entities: registrySource }).count).toBe(0);
  });
});

describe('sample statements', () => {
  const find = async (ckey: 'c9f2a1e7b3' | 'd4e8b6a2c1' | 'a7c3e9f5d2') => {
    const r = await analyzeStatementFile({ bytes: enc(sampleStatementCsv(ckey)), fileName: 's.csv' }, registrySource);
    if (r.kind !== 'analysis') throw new Error('mapping');
    const a = r.analysis;
    const cp = (row: number) => a.transactions[row].counterparty;
    return { a, list: a.anomalies.map((x) => `${x.kind}:${x.rows.map(cp).join('+')}`) };
  };

  it('are deterministic and read the same from CSV and XLSX', async () => {
    expect(sampleStatementCsv('d4e8b6a2c1')).toBe(sampleStatementCsv('d4e8b6a2c1'));
    const x = await analyzeStatementFile(
      { bytes: await sampleStatementXlsx('a7c3e9f5d2'), fileName: 's.xlsx' },
      registrySource,
    );
    const c = await analyzeStatementFile(
      { bytes: enc(sampleStatementCsv('a7c3e9f5d2')), fileName: 's.csv' },
      registrySource,
    );
    expect(x).toEqual(c);
  });

  it('澄湖微动: clean flows; dividends to two shareholders and a round equipment prepayment are ordinary', async () => {
    const { a, list } = await find('c9f2a1e7b3');
    expect(a.holder?.match?.ckey).toBe('c9f2a1e7b3');
    expect(a.continuity?.breaks).toEqual([]);
    expect(list).toEqual([]);
    expect(a.categories.find((c) => c.category === 'dividend')).toMatchObject({ count: 2, amount: 400_000_000 });
    expect(a.related?.map((r) => r.name)).toEqual(['沈知远', '苏州澄源企业管理合伙企业（有限合伙）']);
    expect(a.counterparties.find((c) => c.name === '启屿新材料科技股份有限公司')?.match?.ckey).toBe('a7c3e9f5d2');
  });

  it('青岑冷链: half a loan to a shareholder the same day, night transfers, a court deduction, a missing row', async () => {
    const { a, list } = await find('d4e8b6a2c1');
    expect(list).toEqual([
      'financingDiversion:青岑冷链供应链有限公司+武汉岑仓投资有限公司',
      'courtDeduction:湖北省某基层人民法院', // 执行款 paid to a court: an enforced debt
      'nightTime:唐若溪',
      'nightTime:戚望舒',
    ]);
    expect(a.continuity?.breaks).toHaveLength(1);
    const gap = a.continuity!.breaks[0];
    expect(gap.actual - gap.expected).toBe(26_845_000);
    expect(a.related?.map((r) => r.name).sort()).toEqual(['唐若溪', '武汉岑仓投资有限公司'].sort());
  });

  it('启屿新材: parent’s capital passed to a fund shareholder overnight, transfers and cash split under thresholds', async () => {
    const { a, list } = await find('a7c3e9f5d2');
    expect(list).toEqual([
      'financingDiversion:深圳启屿控股有限公司+宜春新材产业发展基金合伙企业（有限合伙）',
      'structuring:赣州翊岭贸易有限公司+赣州翊岭贸易有限公司+赣州翊岭贸易有限公司',
      'structuring:++',
      'nightTime:赵南乔',
      'roundSum:赵南乔',
    ]);
    expect(a.continuity?.breaks).toEqual([]);
    expect(a.related).toHaveLength(3);
  });

  it('sample row count and period', () => {
    const s = sampleStatement('c9f2a1e7b3');
    expect(s.rows.length).toBeGreaterThan(150);
    expect(s.rows.every((r) => r.date >= '2026-05-01' && r.date <= '2026-10-31')).toBe(true);
  });
});

describe('POST /api/statement-analysis handler', () => {
  const deps = { entities: registrySource };
  const post = (form: FormData | string, headers: Record<string, string> = {}) =>
    handleStatementAnalysis(
      new Request('http://x/api/statement-analysis', { method: 'POST', body: form, headers }),
      deps,
    );

  it('analyses a sample by key, in the requested locale', async () => {
    const f = new FormData();
    f.set('sample', 'a7c3e9f5d2');
    f.set('locale', 'en-US');
    const res = await post(f);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.analysis.holder.name).toBe('启屿新材料科技股份有限公司');
    expect(body.warnings).toEqual(['Skipped 4 title rows above the header.']);
  });

  it('answers 415 without multipart, 400 without a file, 422 with headers to map, 400 for a damaged PDF, 415 for an image, localized', async () => {
    expect((await post('{}', { 'content-type': 'application/json' })).status).toBe(415);
    const none = await post(new FormData(), { 'accept-language': 'en' });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe('Choose a file first.');
    const f = new FormData();
    f.set('file', new File(['a,b\n1,2\n'], 'x.csv'));
    const r = await post(f, { 'accept-language': 'zh-CN' });
    expect(r.status).toBe(422);
    const body = await r.json();
    expect(body.needsMapping.columns.headers).toEqual(['a', 'b']);
    expect(body.message).toContain('必需的列');
    const big = await post(new FormData(), {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(6 * 1024 * 1024),
      'accept-language': 'en',
    });
    expect(big.status).toBe(413);
    expect((await big.json()).message).toBe(
      'The file is over the 5 MB limit. Split it and upload the parts one by one.',
    );
    // A PDF is read now (text-based statements); a damaged one gets 400, an image 415.
    const pdf = new FormData();
    pdf.set('file', new File(['%PDF-1.4\u0000'], 'x.pdf'));
    expect((await post(pdf)).status).toBe(400);
    const png = new FormData();
    png.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'scan.png'));
    expect((await post(png)).status).toBe(415);
  });
});
