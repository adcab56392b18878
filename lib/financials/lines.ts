/**
 * The statement lines of the financial-statement analysis (financeDueDiligence): balance sheet (BS), income
 * statement (IS) and cash-flow statement (CF), each with a stable code (`BS01`…) that ratios, red flags, the XLSX
 * template and the PDF cite, so every figure traces back to its line. Amounts are CNY yuan, whole numbers. Line
 * names are in `messages/<locale>/liveDemos.json` (`liveDemos.finance.lines.<code>`).
 */

export const balanceLines = [
  'BS01', // 货币资金 cash
  'BS02', // 应收账款 trade receivables
  'BS03', // 存货 inventory
  'BS04', // 其他流动资产 other current assets
  'BS05', // 流动资产合计 = BS01..BS04
  'BS06', // 固定资产 property, plant and equipment (net)
  'BS07', // 其他非流动资产
  'BS19', // 使用权资产 right-of-use assets (leases)
  'BS08', // 资产总计 = BS05 + BS06 + BS07 + BS19
  'BS09', // 短期借款
  'BS10', // 应付账款
  'BS11', // 其他流动负债
  'BS12', // 流动负债合计 = BS09..BS11
  'BS13', // 长期借款
  'BS20', // 租赁负债 lease liabilities
  'BS21', // 长期应付款 long-term payables
  'BS14', // 负债合计 = BS12 + BS13 + BS20 + BS21
  'BS15', // 实收资本
  'BS16', // 留存收益（盈余公积与未分配利润）
  'BS17', // 所有者权益合计 = BS15 + BS16
  'BS18', // 负债和所有者权益总计 = BS14 + BS17
] as const;

export const incomeLines = [
  'IS01', // 营业收入
  'IS02', // 营业成本
  'IS03', // 毛利 = IS01 − IS02
  'IS04', // 销售及管理费用
  'IS05', // 折旧与摊销
  'IS06', // 营业利润 = IS03 − IS04 − IS05
  'IS07', // 利息费用
  'IS08', // 所得税费用
  'IS09', // 净利润 = IS06 − IS07 − IS08
] as const;

export const cashFlowLines = [
  'CF01', // 净利润 (= IS09)
  'CF02', // 折旧与摊销 (= IS05)
  'CF03', // 应收账款的减少（增加以负数）
  'CF04', // 存货的减少
  'CF05', // 应付账款的增加
  'CF06', // 其他经营项目
  'CF07', // 经营活动现金流量净额 = CF01..CF06
  'CF08', // 购建固定资产（净额）
  'CF09', // 其他投资活动
  'CF10', // 投资活动现金流量净额 = CF08 + CF09
  'CF11', // 借款净增加
  'CF12', // 股东投入与分配（净额）
  'CF13', // 筹资活动现金流量净额 = CF11 + CF12
  'CF14', // 现金净增加额 = CF07 + CF10 + CF13
  'CF15', // 期初现金 (= prior BS01)
  'CF16', // 期末现金 = CF15 + CF14 (= BS01)
] as const;

export type BalanceLine = (typeof balanceLines)[number];

/**
 * Lines added after the first template (issue 38): an upload without them reads them as 0, so statements filed in the
 * earlier layout stay valid. Ids are stable; the display order is `balanceLines`'.
 */
export const optionalLines: readonly LineCode[] = ['BS19', 'BS20', 'BS21'];
export type IncomeLine = (typeof incomeLines)[number];
export type CashFlowLine = (typeof cashFlowLines)[number];
export type LineCode = BalanceLine | IncomeLine | CashFlowLine;
export const allLines: readonly LineCode[] = [...balanceLines, ...incomeLines, ...cashFlowLines];

/** The years analysed; the balance sheet also has the opening year-end (2022-12-31). */
export const statementYears = [2023, 2024, 2025] as const;
export const openingYear = 2022;

/** One year's figures: every line of the three statements (balance lines at the year's end). */
export type YearFigures = Record<LineCode, number>;

/**
 * A company's statements: the opening balance sheet (the year-end before the first year: 2022 for three full years)
 * and the years, oldest first. An upload has all three years; a registry company has only the years it existed at
 * year-end (a company founded in 2024 has 2024 and 2025, its opening balance sheet all zeros; one deregistered in 2025
 * ends with 2024), so `years` holds 0–3 entries. `source` says where they came from.
 */
export interface Statements {
  source: 'registry' | 'upload';
  opening: Record<BalanceLine, number>;
  years: { year: number; lines: YearFigures }[];
}

/** Totals: each line that is a sum, with its parts (a minus sign subtracts). */
export const totals: Partial<Record<LineCode, string[]>> = {
  BS05: ['BS01', 'BS02', 'BS03', 'BS04'],
  BS08: ['BS05', 'BS06', 'BS07', 'BS19'],
  BS12: ['BS09', 'BS10', 'BS11'],
  BS14: ['BS12', 'BS13', 'BS20', 'BS21'],
  BS17: ['BS15', 'BS16'],
  BS18: ['BS14', 'BS17'],
  IS03: ['IS01', '-IS02'],
  IS06: ['IS03', '-IS04', '-IS05'],
  IS09: ['IS06', '-IS07', '-IS08'],
  CF07: ['CF01', 'CF02', 'CF03', 'CF04', 'CF05', 'CF06'],
  CF10: ['CF08', 'CF09'],
  CF13: ['CF11', 'CF12'],
  CF14: ['CF07', 'CF10', 'CF13'],
  CF16: ['CF15', 'CF14'],
};

/** A consistency problem of a set of statements. */
export type ConsistencyIssue =
  | { kind: 'total'; year: number; line: LineCode; expected: number; actual: number }
  | { kind: 'unbalanced'; year: number; assets: number; liabilitiesAndEquity: number }
  | { kind: 'cashNotReconciled'; year: number; cashChange: number; balanceChange: number }
  | { kind: 'link'; year: number; line: LineCode; expected: number; actual: number };

/**
 * Checks a set of statements: every total equals its parts, assets = liabilities + equity (opening and each year),
 * net profit and D&A carried from the income statement to the cash flow, opening cash = prior closing cash and the
 * cash-flow statement's closing cash = the balance sheet's cash. `tolerance` in yuan (uploads: 1 yuan of rounding).
 */
export function checkConsistency(s: Statements, tolerance = 0): ConsistencyIssue[] {
  const issues: ConsistencyIssue[] = [];
  const off = (a: number, b: number) => Math.abs(a - b) > tolerance;
  const openBalanced = s.opening.BS08 - (s.opening.BS14 + s.opening.BS17);
  if (off(openBalanced, 0))
    issues.push({
      kind: 'unbalanced',
      year: openingYear,
      assets: s.opening.BS08,
      liabilitiesAndEquity: s.opening.BS14 + s.opening.BS17,
    });
  let prevCash = s.opening.BS01;
  for (const { year, lines } of s.years) {
    for (const [line, parts] of Object.entries(totals) as [LineCode, string[]][]) {
      const expected = parts.reduce(
        (sum, p) => (p.startsWith('-') ? sum - lines[p.slice(1) as LineCode] : sum + lines[p as LineCode]),
        0,
      );
      if (off(expected, lines[line])) issues.push({ kind: 'total', year, line, expected, actual: lines[line] });
    }
    if (off(lines.BS08, lines.BS14 + lines.BS17))
      issues.push({ kind: 'unbalanced', year, assets: lines.BS08, liabilitiesAndEquity: lines.BS14 + lines.BS17 });
    if (off(lines.CF14, lines.BS01 - prevCash))
      issues.push({ kind: 'cashNotReconciled', year, cashChange: lines.CF14, balanceChange: lines.BS01 - prevCash });
    if (off(lines.CF01, lines.IS09))
      issues.push({ kind: 'link', year, line: 'CF01', expected: lines.IS09, actual: lines.CF01 });
    if (off(lines.CF02, lines.IS05))
      issues.push({ kind: 'link', year, line: 'CF02', expected: lines.IS05, actual: lines.CF02 });
    if (off(lines.CF15, prevCash))
      issues.push({ kind: 'link', year, line: 'CF15', expected: prevCash, actual: lines.CF15 });
    prevCash = lines.BS01;
  }
  return issues;
}
