import { describe, expect, it } from 'vitest';
import { handleFinancialAnalysis } from '@/lib/financials/handler';
import { registryStatements } from '@/lib/financials';
import { allLines, openingYear, statementYears, type Statements } from '@/lib/financials/lines';
import { normaliseLineName, standardKeyOf, statementsFromTable } from '@/lib/financials/standard';
import { TemplateError } from '@/lib/financials/template';
import { getEnterprise } from '@/lib/registry';

/**
 * Standard statement exports read by line names (issue 40 item 5): a registry company's statements written out as a
 * 2019 企业会计准则 export (with 使用权资产, 租赁负债, 长期应付款 and the lines the analysis folds into totals) and as a
 * 《小企业会计准则》 export read back to the same figures; unknown names go through the mapping step.
 */
const s: Statements = registryStatements(getEnterprise('c9f2a1e7b3')!);
const years = [...statementYears].reverse(); // newest first, as exports print them
const bs = (y: number) => (y === openingYear ? s.opening : s.years.find((x) => x.year === y)!.lines);
const full = (y: number) => s.years.find((x) => x.year === y)!.lines;
const part = (n: number, share: number) => Math.round(n * share);

type Style = 'cas2019' | 'small';

/** The three statements stacked in one sheet, year columns 2025 … 2022, as an accounting package exports them. */
function exportRows(style: Style, rename: Record<string, string> = {}): string[][] {
  const small = style === 'small';
  const name = (n: string) => rename[n] ?? n;
  const bsYears = [...years, openingYear];
  const rows: string[][] = [['资产负债表'], ['编制单位：示例企业（示例数据）', '', '单位：元']];
  rows.push(['项目', '行次', ...bsYears.map((y) => (small ? `${y}-12-31` : `${y}年12月31日`))]);
  const line = (label: string, f: (y: number) => number, ys = bsYears) =>
    rows.push([name(label), '', ...ys.map((y) => String(f(y)))]);
  line('流动资产：', () => 0);
  rows.pop();
  line('货币资金', (y) => bs(y).BS01);
  line(small ? '应收票据' : '应收票据', (y) => part(bs(y).BS04, 0.2));
  line('应收账款', (y) => bs(y).BS02);
  line(small ? '预付账款' : '预付款项', (y) => part(bs(y).BS04, 0.3));
  line('存货', (y) => bs(y).BS03);
  line('其他流动资产', (y) => bs(y).BS04 - part(bs(y).BS04, 0.2) - part(bs(y).BS04, 0.3));
  line('流动资产合计', (y) => bs(y).BS05);
  line(small ? '固定资产账面价值' : '固定资产', (y) => bs(y).BS06);
  // The 2019 format has the lease lines (BS19–BS21); the small-enterprise format has no 使用权资产 or 租赁负债, so
  // those amounts sit in other non-current assets and long-term borrowings there.
  if (!small) line('使用权资产', (y) => bs(y).BS19);
  line('无形资产', (y) => bs(y).BS07 + (small ? bs(y).BS19 : 0));
  line('非流动资产合计', (y) => bs(y).BS06 + bs(y).BS07 + bs(y).BS19);
  line('资产总计', (y) => bs(y).BS08);
  line('短期借款', (y) => bs(y).BS09);
  line('应付账款', (y) => bs(y).BS10);
  line('应交税费', (y) => bs(y).BS11);
  line('流动负债合计', (y) => bs(y).BS12);
  line('长期借款', (y) => bs(y).BS13 + (small ? bs(y).BS20 : 0));
  if (!small) line('租赁负债', (y) => bs(y).BS20);
  line('长期应付款', (y) => bs(y).BS21);
  line('非流动负债合计', (y) => bs(y).BS13 + bs(y).BS20 + bs(y).BS21);
  line('负债合计', (y) => bs(y).BS14);
  line(small ? '实收资本（或股本）' : '实收资本（或股本）', (y) => bs(y).BS15);
  line('资本公积', (y) => part(bs(y).BS16, 0.25));
  line('未分配利润', (y) => bs(y).BS16 - part(bs(y).BS16, 0.25));
  line(small ? '所有者权益（或股东权益）合计' : '所有者权益（或股东权益）合计', (y) => bs(y).BS17);
  line('负债和所有者权益（或股东权益）总计', (y) => bs(y).BS18);
  rows.push([], ['利润表'], ['项目', '行次', ...years.map((y) => `${y}年度`)]);
  const inc = (label: string, f: (y: number) => number) => line(label, f, years);
  inc('一、营业收入', (y) => full(y).IS01);
  inc('减：营业成本', (y) => full(y).IS02);
  inc('销售费用', (y) => part(full(y).IS04, 0.4));
  inc('管理费用', (y) => full(y).IS04 + full(y).IS05 - part(full(y).IS04, 0.4));
  inc('财务费用', (y) => full(y).IS07);
  inc('其中：利息费用', (y) => full(y).IS07);
  inc('二、营业利润（亏损以“－”号填列）', (y) => full(y).IS06 - full(y).IS07);
  inc('三、利润总额（亏损总额以“－”号填列）', (y) => full(y).IS06 - full(y).IS07);
  inc('减：所得税费用', (y) => full(y).IS08);
  inc('四、净利润（净亏损以“－”号填列）', (y) => full(y).IS09);
  rows.push([], ['现金流量表'], ['项目', '行次', ...years.map(String)]);
  const cf = inc;
  cf('经营活动产生的现金流量净额', (y) => full(y).CF07);
  cf(
    small ? '购建固定资产、无形资产和其他非流动资产支付的现金' : '购建固定资产、无形资产和其他长期资产支付的现金',
    (y) => Math.max(0, -full(y).CF08),
  );
  cf(
    small
      ? '处置固定资产、无形资产和其他非流动资产收回的现金净额'
      : '处置固定资产、无形资产和其他长期资产收回的现金净额',
    (y) => Math.max(0, full(y).CF08),
  );
  cf('投资活动产生的现金流量净额', (y) => full(y).CF10);
  cf('取得借款收到的现金', (y) => Math.max(0, full(y).CF11));
  cf(small ? '偿还借款本金支付的现金' : '偿还债务支付的现金', (y) => Math.max(0, -full(y).CF11));
  cf('筹资活动产生的现金流量净额', (y) => full(y).CF13);
  cf(small ? '现金净增加额' : '五、现金及现金等价物净增加额', (y) => full(y).CF14);
  cf('固定资产折旧、油气资产折耗、生产性生物资产折旧', (y) => full(y).IS05);
  cf('经营性应收项目的减少（增加以“－”号填列）', (y) => full(y).CF03);
  cf('存货的减少（增加以“－”号填列）', (y) => full(y).CF04);
  cf('经营性应付项目的增加（减少以“－”号填列）', (y) => full(y).CF05);
  return rows;
}

describe('standard statement exports', () => {
  it('normalises printed names and knows both formats’ names', () => {
    expect(normaliseLineName('四、净利润（净亏损以“－”号填列）')).toBe('净利润');
    expect(standardKeyOf('减：营业成本')).toBe('costOfSales');
    expect(standardKeyOf('所有者权益（或股东权益）合计')).toBe('equity');
    expect(standardKeyOf('固定资产账面价值')).toBe('fixedAssets');
    expect(standardKeyOf('租赁负债')).toBe('leaseLiabilities');
    expect(standardKeyOf('使用权资产')).toBe('rightOfUseAssets');
    expect(standardKeyOf('长期应付款')).toBe('longPayables');
    expect(standardKeyOf('某个自定义科目')).toBeNull();
  });

  it.each(['cas2019', 'small'] as const)('%s: reads back every line of the analysis', (style) => {
    const read = statementsFromTable(exportRows(style));
    expect(read.layout).toBe('standard');
    expect(read.warnings).toEqual([]);
    expect(read.unrecognised).toEqual(expect.arrayContaining(['应收票据', '资本公积', '未分配利润', '销售费用']));
    // What the format can say: without lease lines, right-of-use assets and lease liabilities read as other lines.
    const asFiled = <T extends typeof s.opening>(lines: T): T =>
      style === 'small'
        ? { ...lines, BS07: lines.BS07 + lines.BS19, BS19: 0, BS13: lines.BS13 + lines.BS20, BS20: 0 }
        : lines;
    for (const y of statementYears)
      for (const l of allLines)
        expect([y, l, read.statements.years.find((x) => x.year === y)!.lines[l]]).toEqual([y, l, asFiled(full(y))[l]]);
    expect(read.statements.opening).toEqual(asFiled(s.opening));
  });

  it('periods in the columns (期末余额 / 上年年末余额) take their year from the title', () => {
    const rows = exportRows('cas2019').map((r) =>
      r.map((c) => c.replace(/^(\d{4})年12月31日$/, '$1').replace(/^(\d{4})年度$/, '$1')),
    );
    // A two-year slice of the same data, written with period headers under a dated title, is read as those years.
    const bsHeader = rows.findIndex((r) => r[0] === '项目');
    const slice = [
      ['资产负债表'],
      ['2025年12月31日', '', '单位：元'],
      ['项目', '行次', '期末余额', '上年年末余额'],
      ...rows.slice(bsHeader + 1, bsHeader + 26).map((r) => [r[0], '', r[2], r[3]]),
    ];
    expect(() => statementsFromTable(slice)).toThrow(TemplateError);
    try {
      statementsFromTable(slice);
    } catch (e) {
      // 2025 and 2024 were read; 2023, 2022 and the income and cash-flow statements are named as missing.
      const lines = (e as TemplateError).details.lines ?? [];
      expect(lines).toContain('cash 2023');
      expect(lines).not.toContain('cash 2025');
      expect(lines).not.toContain('cash 2024');
    }
  });

  it('names what is missing, lists unknown names, and reads them once mapped (the mapping step)', async () => {
    const rows = exportRows('cas2019', { '一、营业收入': '一、主营业务收入' });
    let err: TemplateError | null = null;
    try {
      statementsFromTable(rows);
    } catch (e) {
      err = e as TemplateError;
    }
    expect(err?.code).toBe('missingLines');
    expect(err?.details.lines).toEqual(['revenue 2023', 'revenue 2024', 'revenue 2025']);
    expect(err?.details.unrecognised).toContain('一、主营业务收入');
    const mapped = statementsFromTable(rows, { '一、主营业务收入': 'revenue' });
    expect(mapped.statements.years[2].lines.IS01).toBe(full(2025).IS01);

    // Through the endpoint: 400 naming the line in the visitor's language, then 200 with the mapping.
    const csv = rows.map((r) => r.map((c) => (/[,"]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');
    const post = (extra: Record<string, string>) => {
      const form = new FormData();
      form.set('file', new File([csv], '报表.csv', { type: 'text/csv' }));
      for (const [k, v] of Object.entries(extra)) form.set(k, v);
      return handleFinancialAnalysis(new Request('http://x/api/financial-analysis', { method: 'POST', body: form }));
    };
    const first = await post({ locale: 'zh-CN' });
    expect(first.status).toBe(400);
    const body = await first.json();
    expect(body.message).toContain('营业收入 2023');
    expect(body.details.unrecognised).toContain('一、主营业务收入');
    const second = await post({ locale: 'en-US', lineMap: JSON.stringify({ '一、主营业务收入': 'revenue' }) });
    expect(second.status).toBe(200);
    const ok = await second.json();
    expect(ok.read.layout).toBe('standard');
    expect(ok.analysis.statements.years[2].lines.IS01).toBe(full(2025).IS01);
    expect((await post({ locale: 'en-US', lineMap: '{"x":"nonsense"}' })).status).toBe(400);
  });
});
