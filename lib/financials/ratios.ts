/**
 * Ratios of a set of statements, by year: liquidity, leverage, profitability, turnover and cash conversion. Each
 * ratio names the statement lines it is computed from (`lines`), so the page and the PDF can show where every figure
 * comes from. Ratios are plain numbers (0.25 = 25 % for percentages; days for `…Days`); `null` when the denominator
 * is zero or negative where that makes the ratio meaningless (e.g. ROE on negative equity).
 */
import type { LineCode, Statements, YearFigures } from './lines';

export type RatioGroup = 'liquidity' | 'leverage' | 'profitability' | 'turnover' | 'cashConversion';
export type RatioUnit = 'times' | 'pct' | 'days';

export interface RatioDef {
  id: string;
  group: RatioGroup;
  unit: RatioUnit;
  /** Statement lines in the formula (`p` prefix: the prior year-end's balance). */
  lines: string[];
  /** Higher is better (for the quartile position); undefined when neither. */
  higherIsBetter?: boolean;
  compute(y: YearFigures, prior: Partial<YearFigures>): number | null;
}

const div = (a: number, b: number) => (b > 0 ? a / b : null);
const avg = (y: YearFigures, p: Partial<YearFigures>, line: LineCode) =>
  p[line] !== undefined ? (y[line] + (p[line] as number)) / 2 : y[line];

export const ratioDefs: readonly RatioDef[] = [
  {
    id: 'currentRatio',
    group: 'liquidity',
    unit: 'times',
    lines: ['BS05', 'BS12'],
    higherIsBetter: true,
    compute: (y) => div(y.BS05, y.BS12),
  },
  {
    id: 'quickRatio',
    group: 'liquidity',
    unit: 'times',
    lines: ['BS05', 'BS03', 'BS12'],
    higherIsBetter: true,
    compute: (y) => div(y.BS05 - y.BS03, y.BS12),
  },
  {
    id: 'cashRatio',
    group: 'liquidity',
    unit: 'times',
    lines: ['BS01', 'BS12'],
    higherIsBetter: true,
    compute: (y) => div(y.BS01, y.BS12),
  },
  {
    id: 'debtToAssets',
    group: 'leverage',
    unit: 'pct',
    lines: ['BS14', 'BS08'],
    higherIsBetter: false,
    compute: (y) => div(y.BS14, y.BS08),
  },
  {
    id: 'debtToEquity',
    group: 'leverage',
    unit: 'times',
    lines: ['BS14', 'BS17'],
    higherIsBetter: false,
    compute: (y) => div(y.BS14, y.BS17),
  },
  {
    id: 'interestCoverage',
    group: 'leverage',
    unit: 'times',
    lines: ['IS06', 'IS07'],
    higherIsBetter: true,
    compute: (y) => div(y.IS06, y.IS07),
  },
  {
    id: 'grossMargin',
    group: 'profitability',
    unit: 'pct',
    lines: ['IS03', 'IS01'],
    higherIsBetter: true,
    compute: (y) => div(y.IS03, y.IS01),
  },
  {
    id: 'netMargin',
    group: 'profitability',
    unit: 'pct',
    lines: ['IS09', 'IS01'],
    higherIsBetter: true,
    compute: (y) => div(y.IS09, y.IS01),
  },
  {
    id: 'roa',
    group: 'profitability',
    unit: 'pct',
    lines: ['IS09', 'BS08', 'pBS08'],
    higherIsBetter: true,
    compute: (y, p) => div(y.IS09, avg(y, p, 'BS08')),
  },
  {
    id: 'roe',
    group: 'profitability',
    unit: 'pct',
    lines: ['IS09', 'BS17', 'pBS17'],
    higherIsBetter: true,
    compute: (y, p) => div(y.IS09, avg(y, p, 'BS17')),
  },
  {
    id: 'assetTurnover',
    group: 'turnover',
    unit: 'times',
    lines: ['IS01', 'BS08', 'pBS08'],
    higherIsBetter: true,
    compute: (y, p) => div(y.IS01, avg(y, p, 'BS08')),
  },
  {
    id: 'receivableDays',
    group: 'turnover',
    unit: 'days',
    lines: ['BS02', 'IS01'],
    higherIsBetter: false,
    compute: (y) => (y.IS01 > 0 ? (y.BS02 / y.IS01) * 365 : null),
  },
  {
    id: 'inventoryDays',
    group: 'turnover',
    unit: 'days',
    lines: ['BS03', 'IS02'],
    higherIsBetter: false,
    compute: (y) => (y.IS02 > 0 ? (y.BS03 / y.IS02) * 365 : null),
  },
  {
    id: 'payableDays',
    group: 'turnover',
    unit: 'days',
    lines: ['BS10', 'IS02'],
    compute: (y) => (y.IS02 > 0 ? (y.BS10 / y.IS02) * 365 : null),
  },
  {
    id: 'cashConversionCycle',
    group: 'cashConversion',
    unit: 'days',
    lines: ['BS02', 'BS03', 'BS10', 'IS01', 'IS02'],
    higherIsBetter: false,
    compute: (y) =>
      y.IS01 > 0 && y.IS02 > 0 ? (y.BS02 / y.IS01) * 365 + (y.BS03 / y.IS02) * 365 - (y.BS10 / y.IS02) * 365 : null,
  },
  {
    id: 'ocfToNetProfit',
    group: 'cashConversion',
    unit: 'times',
    lines: ['CF07', 'IS09'],
    higherIsBetter: true,
    compute: (y) => div(y.CF07, y.IS09),
  },
  {
    id: 'ocfToRevenue',
    group: 'cashConversion',
    unit: 'pct',
    lines: ['CF07', 'IS01'],
    higherIsBetter: true,
    compute: (y) => div(y.CF07, y.IS01),
  },
];

export type RatioId = (typeof ratioDefs)[number]['id'];

/** Ratios of one year: id → value (or null). */
export type YearRatios = Record<string, number | null>;

/** Every ratio for every year of the statements, in year order. */
export function computeRatios(s: Statements): { year: number; ratios: YearRatios }[] {
  return s.years.map(({ year, lines }, k) => {
    const prior: Partial<YearFigures> = k === 0 ? s.opening : s.years[k - 1].lines;
    const ratios: YearRatios = {};
    for (const d of ratioDefs) {
      const v = d.compute(lines, prior);
      ratios[d.id] = v === null || !Number.isFinite(v) ? null : v;
    }
    return { year, ratios };
  });
}
