/**
 * Financial statements as companies export them (issue 40 item 5): 资产负债表, 利润表 and 现金流量表 read by their
 * line names, not only by our template's codes. Reads the 2019-and-later 企业会计准则 general formats (财会〔2019〕6号,
 * with 使用权资产, 租赁负债, 长期应付款) and the 《小企业会计准则》 formats, in one sheet: the three statements stacked,
 * each under a header row whose value columns are years (`2025`, `2025年`, `2025-12-31`, `2025年度`) or periods
 * (期末余额 / 上年年末余额, 本期金额 / 上期金额, 本年累计金额 / 上年金额, with the year from the title above); a
 * balance sheet printed two-sided (资产 | … | 负债和所有者权益 | …) is read as two blocks.
 *
 * Names are matched after normalising (NFKC; no spaces, enumerators 一、(一) 1.; no 其中：加：减：; no parentheses
 * such as （或股本） or （损失以“－”号填列））. The standard lines (`standardKeys`) are then folded into the
 * analysis's lines (./lines.ts): the parts the model has no line for go into its "other" lines, computed from the
 * printed totals — e.g. 其他流动资产 (BS04) = 流动资产合计 − 货币资金 − 应收账款 − 存货; 长期借款 (BS13) carries all
 * non-current liabilities (长期借款 + 租赁负债 + 长期应付款 + …, 非流动负债合计); 折旧与摊销 comes from the cash-flow
 * supplement when present. A name we do not know is reported, and the visitor can map it to a standard line (the
 * mapping step, `lineMap`); a required line that is missing is named. Amounts in yuan.
 */
import {
  checkConsistency,
  openingYear,
  statementYears,
  type BalanceLine,
  type Statements,
  type YearFigures,
} from './lines';
import { parseAmount, statementsFromRows, TemplateError } from './template';

/** The standard lines the reader knows, with the names (both formats) that mean each. */
export const standardLines = {
  cash: ['货币资金', '现金及银行存款'],
  receivables: ['应收账款', '应收账款净额'],
  inventory: ['存货'],
  currentAssets: ['流动资产合计'],
  fixedAssets: ['固定资产', '固定资产净额', '固定资产净值', '固定资产账面价值'],
  rightOfUseAssets: ['使用权资产'],
  nonCurrentAssets: ['非流动资产合计'],
  totalAssets: ['资产总计', '资产合计'],
  shortBorrowings: ['短期借款'],
  payables: ['应付账款'],
  currentLiabilities: ['流动负债合计'],
  longBorrowings: ['长期借款'],
  leaseLiabilities: ['租赁负债'],
  longPayables: ['长期应付款'],
  nonCurrentLiabilities: ['非流动负债合计'],
  totalLiabilities: ['负债合计'],
  paidInCapital: ['实收资本', '股本', '实收资本或股本'],
  equity: ['所有者权益合计', '股东权益合计', '所有者权益或股东权益合计'],
  liabilitiesAndEquity: [
    '负债和所有者权益总计',
    '负债和股东权益总计',
    '负债及所有者权益总计',
    '负债和所有者权益或股东权益总计',
  ],
  revenue: ['营业收入', '营业总收入'],
  costOfSales: ['营业成本', '营业总成本中的营业成本'],
  operatingProfit: ['营业利润', '营业利润亏损'],
  financeCost: ['财务费用'],
  interestExpense: ['利息费用'],
  incomeTax: ['所得税费用', '所得税'],
  netProfit: ['净利润', '净利润净亏损'],
  cfo: ['经营活动产生的现金流量净额', '经营活动现金流量净额'],
  capex: ['购建固定资产无形资产和其他长期资产支付的现金', '购建固定资产无形资产和其他非流动资产支付的现金'],
  disposals: ['处置固定资产无形资产和其他长期资产收回的现金净额', '处置固定资产无形资产和其他非流动资产收回的现金净额'],
  cfi: ['投资活动产生的现金流量净额', '投资活动现金流量净额'],
  borrowingsIn: ['取得借款收到的现金'],
  debtRepaid: ['偿还债务支付的现金', '偿还借款本金支付的现金'],
  cff: ['筹资活动产生的现金流量净额', '筹资活动现金流量净额'],
  netCashChange: ['现金及现金等价物净增加额', '现金净增加额'],
  depreciation: ['固定资产折旧油气资产折耗生产性生物资产折旧', '固定资产折旧'],
  rouDepreciation: ['使用权资产折旧'],
  amortisation: ['无形资产摊销'],
  longPrepaidAmortisation: ['长期待摊费用摊销'],
  receivablesDecrease: ['经营性应收项目的减少'],
  inventoryDecrease: ['存货的减少'],
  payablesIncrease: ['经营性应付项目的增加'],
} as const;
export type StandardKey = keyof typeof standardLines;
export const standardKeys = Object.keys(standardLines) as StandardKey[];

/** A line name as matched: NFKC, no spaces, enumerators, 其中/加/减, parentheses or punctuation. */
export function normaliseLineName(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/\([^)]*\)|（[^）]*）/g, '')
    .replace(/^([一二三四五六七八九十]+、|\d+[.、]|[①-⑳])/, '')
    .replace(/^(其中|加|减)[:：]?/, '')
    .replace(/[、，,：:“”"'‘’\-－—]/g, '');
}

const byName = new Map<string, StandardKey>();
for (const key of standardKeys) for (const n of standardLines[key]) byName.set(normaliseLineName(n), key);

/** The standard line a printed name is (after normalising), or null. */
export function standardKeyOf(name: string): StandardKey | null {
  return byName.get(normaliseLineName(name)) ?? null;
}

const periodCurrent = /^(期末余额|期末数|期末|本期金额|本期数|本年金额|本年累计金额|本年累计数|本期发生额)$/;
const periodPrior =
  /^(年初余额|年初数|上年年末余额|期初余额|上期金额|上年金额|上年同期|上年同期金额|上年数|上期发生额)$/;

/** The year a header cell stands for (a year, or a period relative to `reportYear`), or null. */
function yearOf(cell: string, reportYear: number | null): number | null {
  const t = cell.normalize('NFKC').replace(/\s+/g, '');
  const y = /^(19|20)(\d{2})(年度?|年12月31日|-12-31|\.12\.31|\/12\/31)?(余额|金额|数)?$/.exec(t);
  if (y) return Number(y[1] + y[2]);
  if (reportYear === null) return null;
  if (periodCurrent.test(t)) return reportYear;
  if (periodPrior.test(t)) return reportYear - 1;
  return null;
}

const titleYear = /((?:19|20)\d{2})\s*(?:年|-12-31|\.12\.31)/;

interface Group {
  nameCol: number;
  years: Map<number, number>;
}

function headerGroups(row: string[], reportYear: number | null): Group[] | null {
  const groups: Group[] = [];
  let current: Group | null = null;
  let yearCells = 0;
  row.forEach((cell, i) => {
    const c = cell.trim();
    if (!c) return;
    const y = yearOf(c, reportYear);
    if (y !== null) {
      if (current) {
        current.years.set(i, y);
        yearCells += 1;
      }
    } else if (/^(行次|附注|注释|行号)$/.test(c)) {
      // skipped
    } else {
      current = { nameCol: i, years: new Map() };
      groups.push(current);
    }
  });
  const useful = groups.filter((g) => g.years.size > 0);
  return yearCells >= 2 && useful.length > 0 ? useful : null;
}

/** What the standard reader found, before folding into the analysis's lines. */
export interface StandardRead {
  /** Standard line → year → yuan. */
  values: Map<StandardKey, Map<number, number>>;
  /** Names with amounts the reader does not know (as printed, first 50). */
  unrecognised: string[];
  /** How many printed lines were recognised. */
  recognised: number;
}

/**
 * Reads rows of a standard export (see module doc). `lineMap` maps printed names the visitor chose in the mapping
 * step to standard lines. Returns null when the rows have no header with year or period columns.
 */
export function readStandardRows(rows: string[][], lineMap: Record<string, StandardKey> = {}): StandardRead | null {
  const mapped = new Map(Object.entries(lineMap).map(([k, v]) => [normaliseLineName(k), v]));
  const values = new Map<StandardKey, Map<number, number>>();
  const unrecognised: string[] = [];
  let recognised = 0;
  let reportYear: number | null = null;
  let groups: Group[] | null = null;
  for (const row of rows) {
    const header = headerGroups(row, reportYear);
    if (header) {
      groups = header;
      continue;
    }
    // A title line (编制单位 … 2025年12月31日 … 单位：元) sets the year that period columns refer to.
    const filled = row.filter((c) => c.trim());
    const title = filled.length <= 3 ? filled.join(' ').match(titleYear) : null;
    if (title) {
      reportYear = Number(title[1]);
      continue;
    }
    if (!groups) continue;
    for (const g of groups) {
      const name = (row[g.nameCol] ?? '').trim();
      if (!name) continue;
      const amounts: [number, number][] = [];
      for (const [col, year] of g.years) {
        let v: number | null = null;
        try {
          v = parseAmount(row[col] ?? '');
        } catch {
          v = null;
        }
        if (v !== null) amounts.push([year, v]);
      }
      if (amounts.length === 0) continue;
      const key = mapped.get(normaliseLineName(name)) ?? standardKeyOf(name);
      if (!key) {
        if (unrecognised.length < 50 && !unrecognised.includes(name)) unrecognised.push(name);
        continue;
      }
      recognised += 1;
      const byYear = values.get(key) ?? new Map<number, number>();
      for (const [year, v] of amounts) if (!byYear.has(year)) byYear.set(year, v);
      values.set(key, byYear);
    }
  }
  return groups || values.size > 0 ? { values, unrecognised, recognised } : null;
}

/** Standard lines the analysis cannot do without (the rest default to 0 or come from totals). */
export const requiredBalance: StandardKey[] = [
  'cash',
  'currentAssets',
  'totalAssets',
  'currentLiabilities',
  'totalLiabilities',
  'equity',
];
export const requiredIncome: StandardKey[] = ['revenue', 'costOfSales', 'netProfit'];
export const requiredCashFlow: StandardKey[] = ['cfo', 'cfi', 'cff'];

/** A warning of the standard reader, for the visitor. */
export type StandardWarning = { code: 'cashDifference'; year: number; difference: number };

/**
 * Folds a standard read into the analysis's statements (2022 year-end balance sheet, 2023–2025 in full). Throws
 * `TemplateError('missingLines', { lines })` naming the standard lines or years that are missing, with
 * `unrecognised` (printed names to map) when there are any; `inconsistent` when totals do not add up.
 */
export function statementsFromStandard(read: StandardRead): { statements: Statements; warnings: StandardWarning[] } {
  const get = (k: StandardKey, y: number) => read.values.get(k)?.get(y);
  const missing: string[] = [];
  for (const k of requiredBalance)
    for (const y of [openingYear, ...statementYears]) if (get(k, y) === undefined) missing.push(`${k} ${y}`);
  for (const k of [...requiredIncome, ...requiredCashFlow])
    for (const y of statementYears) if (get(k, y) === undefined) missing.push(`${k} ${y}`);
  if (missing.length) throw new TemplateError('missingLines', { lines: missing, unrecognised: read.unrecognised });
  const v = (k: StandardKey, y: number) => get(k, y) ?? 0;
  const balance = (y: number): Record<BalanceLine, number> => {
    const BS01 = v('cash', y);
    const BS02 = v('receivables', y);
    const BS03 = v('inventory', y);
    const BS05 = v('currentAssets', y);
    const BS08 = v('totalAssets', y);
    const BS06 = v('fixedAssets', y);
    const BS09 = v('shortBorrowings', y);
    const BS10 = v('payables', y);
    const BS12 = v('currentLiabilities', y);
    const BS14 = v('totalLiabilities', y);
    const BS17 = v('equity', y);
    const BS15 = v('paidInCapital', y);
    // Lease lines (2019+ formats) have lines of their own (BS19–BS21); what else is non-current stays in BS07 / BS13.
    const BS19 = v('rightOfUseAssets', y);
    const BS20 = v('leaseLiabilities', y);
    const BS21 = v('longPayables', y);
    return {
      BS19,
      BS20,
      BS21,
      BS01,
      BS02,
      BS03,
      BS04: BS05 - BS01 - BS02 - BS03,
      BS05,
      BS06,
      BS07: BS08 - BS05 - BS06 - BS19,
      BS08,
      BS09,
      BS10,
      BS11: BS12 - BS09 - BS10,
      BS12,
      BS13: BS14 - BS12 - BS20 - BS21,
      BS14,
      BS15,
      BS16: BS17 - BS15,
      BS17,
      BS18: get('liabilitiesAndEquity', y) ?? BS14 + BS17,
    };
  };
  const warnings: StandardWarning[] = [];
  let prevCash = v('cash', openingYear);
  const years = statementYears.map((year) => {
    const b = balance(year);
    const IS01 = v('revenue', year);
    const IS02 = v('costOfSales', year);
    const IS05 =
      v('depreciation', year) +
      v('rouDepreciation', year) +
      v('amortisation', year) +
      v('longPrepaidAmortisation', year);
    const IS07 = get('interestExpense', year) ?? Math.max(0, v('financeCost', year));
    const IS08 = v('incomeTax', year);
    const IS09 = v('netProfit', year);
    const IS06 = IS09 + IS07 + IS08;
    const IS03 = IS01 - IS02;
    const CF07 = v('cfo', year);
    const CF03 = v('receivablesDecrease', year);
    const CF04 = v('inventoryDecrease', year);
    const CF05 = v('payablesIncrease', year);
    const CF08 = v('disposals', year) - v('capex', year);
    const CF11 = v('borrowingsIn', year) - v('debtRepaid', year);
    const CF13 = v('cff', year);
    const CF14 = b.BS01 - prevCash;
    // Cash on the balance sheet (货币资金) and cash equivalents in the cash-flow statement differ by restricted
    // cash, FX and the like: the difference goes to other investing (CF09) and is reported.
    const flows = CF07 + v('cfi', year) + CF13;
    const difference = CF14 - flows;
    if (difference !== 0) warnings.push({ code: 'cashDifference', year, difference });
    const CF10 = v('cfi', year) + difference;
    const lines: YearFigures = {
      ...b,
      IS01,
      IS02,
      IS03,
      IS04: IS03 - IS05 - IS06,
      IS05,
      IS06,
      IS07,
      IS08,
      IS09,
      CF01: IS09,
      CF02: IS05,
      CF03,
      CF04,
      CF05,
      CF06: CF07 - IS09 - IS05 - CF03 - CF04 - CF05,
      CF07,
      CF08,
      CF09: CF10 - CF08,
      CF10,
      CF11,
      CF12: CF13 - CF11,
      CF13,
      CF14,
      CF15: prevCash,
      CF16: b.BS01,
    };
    prevCash = b.BS01;
    return { year, lines };
  });
  const statements: Statements = { source: 'upload', opening: balance(openingYear), years };
  const issues = checkConsistency(statements, 1);
  if (issues.length) throw new TemplateError('inconsistent', { issues: issues.slice(0, 5) });
  return { statements, warnings };
}

const codeHeader = /^(代码|code|行次代码|line code)$/i;

/** What an uploaded statements file gave: the statements, which layout was read, and what the reader noted. */
export interface StatementsRead {
  statements: Statements;
  layout: 'template' | 'standard';
  warnings: StandardWarning[];
  /** Printed names the standard reader did not use (folded into totals). */
  unrecognised: string[];
}

/**
 * Statements from an uploaded table: our template when a 代码/Code column heads it, else a standard export read by
 * line names (`lineMap`: printed name → standard line, from the mapping step). Throws `TemplateError`.
 */
export function statementsFromTable(rows: string[][], lineMap: Record<string, StandardKey> = {}): StatementsRead {
  if (rows.slice(0, 20).some((r) => r.some((c) => codeHeader.test(c.trim()))))
    return { statements: statementsFromRows(rows), layout: 'template', warnings: [], unrecognised: [] };
  const read = readStandardRows(rows, lineMap);
  if (!read || read.recognised === 0) throw new TemplateError('noHeader');
  const { statements, warnings } = statementsFromStandard(read);
  return { statements, layout: 'standard', warnings, unrecognised: read.unrecognised };
}
