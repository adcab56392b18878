/**
 * Named red-flag rules over three years of statements, each with its threshold stated (the page and the PDF print
 * the rule, its threshold and the figures that raised it, so a reader can check the flag by hand):
 *
 * - `receivablesOutpaceRevenue`: trade receivables (BS02) grew more than `gapPct` percentage points faster than
 *   revenue (IS01) in a year, with receivables up at least `minGrowthPct` %.
 * - `ocfBelowProfit`: operating cash flow (CF07) below `ratio` × net profit (IS09) in every profitable year, at
 *   least `minYears` such years ("profit that does not turn into cash").
 * - `beneishMScore`: the Beneish 8-variable M-score of the latest year above `threshold` (−1.78, Beneish 1999),
 *   computed when every index's denominator is positive ("the data allows").
 * - `weakLiquidity`: current ratio (BS05 / BS12) below `threshold` in the latest year.
 * - `highLeverage`: liabilities / assets (BS14 / BS08) above `threshold` in the latest year.
 * - `weakInterestCover`: operating profit / interest (IS06 / IS07) below `threshold` in the latest year.
 * - `repeatedLosses`: a net loss (IS09 < 0) in at least `minYears` of the three years.
 * - `inventoryBuildUp`: inventory days up more than `days` from the first to the latest year.
 */
import type { Statements, YearFigures } from './lines';

export const redFlagRules = {
  receivablesOutpaceRevenue: { gapPct: 20, minGrowthPct: 10 },
  ocfBelowProfit: { ratio: 0.8, minYears: 2 },
  beneishMScore: { threshold: -1.78 },
  weakLiquidity: { threshold: 1 },
  highLeverage: { threshold: 0.75 },
  weakInterestCover: { threshold: 1.5 },
  repeatedLosses: { minYears: 2 },
  inventoryBuildUp: { days: 30 },
} as const;

export type RedFlagRule = keyof typeof redFlagRules;
export const redFlagRuleIds = Object.keys(redFlagRules) as RedFlagRule[];

/** One figure behind a flag: a statement line (`BS02`) or a computed index, its year and value. */
export interface Evidence {
  ref: string;
  year: number;
  value: number;
}

export interface RedFlag {
  rule: RedFlagRule;
  severity: 'high' | 'medium';
  /** The year(s) the rule fired on. */
  years: number[];
  /** The measured value compared with the threshold (pp, ratio, score, days or count, per rule). */
  measured: number;
  evidence: Evidence[];
}

const growth = (now: number, before: number) => (before > 0 ? now / before - 1 : null);

/** The Beneish M-score of year `y` against the prior year `p`, with its indices; null when the data does not allow. */
export function beneishMScore(y: YearFigures, p: YearFigures): { m: number; indices: Record<string, number> } | null {
  const gm = (f: YearFigures) => (f.IS01 > 0 ? f.IS03 / f.IS01 : 0);
  const aq = (f: YearFigures) => 1 - (f.BS05 + f.BS06) / f.BS08;
  const dep = (f: YearFigures) => f.IS05 / (f.IS05 + f.BS06);
  const lev = (f: YearFigures) => (f.BS12 + f.BS13) / f.BS08;
  if (p.IS01 <= 0 || y.IS01 <= 0 || p.BS02 <= 0 || gm(y) <= 0 || gm(p) <= 0 || y.BS08 <= 0 || p.BS08 <= 0) return null;
  if (aq(p) <= 0.01 || aq(y) < 0 || y.IS04 <= 0 || p.IS04 <= 0 || dep(y) <= 0 || dep(p) <= 0 || lev(p) <= 0)
    return null;
  const indices = {
    DSRI: y.BS02 / y.IS01 / (p.BS02 / p.IS01),
    GMI: gm(p) / gm(y),
    AQI: aq(y) / aq(p),
    SGI: y.IS01 / p.IS01,
    DEPI: dep(p) / dep(y),
    SGAI: y.IS04 / y.IS01 / (p.IS04 / p.IS01),
    LVGI: lev(y) / lev(p),
    TATA: (y.IS09 - y.CF07) / y.BS08,
  };
  const m =
    -4.84 +
    0.92 * indices.DSRI +
    0.528 * indices.GMI +
    0.404 * indices.AQI +
    0.892 * indices.SGI +
    0.115 * indices.DEPI -
    0.172 * indices.SGAI +
    4.679 * indices.TATA -
    0.327 * indices.LVGI;
  return Number.isFinite(m) ? { m, indices } : null;
}

/** The red flags the rules raise on a set of statements, in rule order. */
export function evaluateRedFlags(s: Statements): RedFlag[] {
  const flags: RedFlag[] = [];
  const ys = s.years;
  if (ys.length === 0) return flags; // a registry company that filed no statements: nothing to read
  const last = ys[ys.length - 1];
  const L = last.lines;
  const prev = (k: number): YearFigures => (k === 0 ? (s.opening as YearFigures) : ys[k - 1].lines);

  // Receivables outpacing revenue: years 2 and 3 (year 1 has no prior revenue).
  {
    const r = redFlagRules.receivablesOutpaceRevenue;
    let worst: { year: number; gap: number; k: number } | null = null;
    for (let k = 1; k < ys.length; k++) {
      const ar = growth(ys[k].lines.BS02, ys[k - 1].lines.BS02);
      const rev = growth(ys[k].lines.IS01, ys[k - 1].lines.IS01);
      if (ar === null || rev === null) continue;
      const gap = (ar - rev) * 100;
      if (ar * 100 >= r.minGrowthPct && gap > r.gapPct && (!worst || gap > worst.gap))
        worst = { year: ys[k].year, gap, k };
    }
    if (worst) {
      const a = ys[worst.k - 1];
      const b = ys[worst.k];
      flags.push({
        rule: 'receivablesOutpaceRevenue',
        severity: worst.gap > 2 * r.gapPct ? 'high' : 'medium',
        years: [worst.year],
        measured: worst.gap,
        evidence: [
          { ref: 'BS02', year: a.year, value: a.lines.BS02 },
          { ref: 'BS02', year: b.year, value: b.lines.BS02 },
          { ref: 'IS01', year: a.year, value: a.lines.IS01 },
          { ref: 'IS01', year: b.year, value: b.lines.IS01 },
        ],
      });
    }
  }
  // Operating cash flow persistently below net profit.
  {
    const r = redFlagRules.ocfBelowProfit;
    const profitable = ys.filter((y) => y.lines.IS09 > 0);
    const below = profitable.filter((y) => y.lines.CF07 < r.ratio * y.lines.IS09);
    if (profitable.length >= r.minYears && below.length === profitable.length) {
      flags.push({
        rule: 'ocfBelowProfit',
        severity: below.length === ys.length ? 'high' : 'medium',
        years: below.map((y) => y.year),
        measured: below.length,
        evidence: below.flatMap((y) => [
          { ref: 'CF07', year: y.year, value: y.lines.CF07 },
          { ref: 'IS09', year: y.year, value: y.lines.IS09 },
        ]),
      });
    }
  }
  // Beneish M-score of the latest year.
  {
    const b = beneishMScore(L, prev(ys.length - 1));
    if (b && b.m > redFlagRules.beneishMScore.threshold) {
      flags.push({
        rule: 'beneishMScore',
        severity: 'high',
        years: [last.year],
        measured: b.m,
        evidence: Object.entries(b.indices).map(([ref, value]) => ({ ref, year: last.year, value })),
      });
    }
  }
  if (L.BS12 > 0 && L.BS05 / L.BS12 < redFlagRules.weakLiquidity.threshold) {
    flags.push({
      rule: 'weakLiquidity',
      severity: L.BS05 / L.BS12 < 0.7 ? 'high' : 'medium',
      years: [last.year],
      measured: L.BS05 / L.BS12,
      evidence: [
        { ref: 'BS05', year: last.year, value: L.BS05 },
        { ref: 'BS12', year: last.year, value: L.BS12 },
      ],
    });
  }
  if (L.BS08 > 0 && L.BS14 / L.BS08 > redFlagRules.highLeverage.threshold) {
    flags.push({
      rule: 'highLeverage',
      severity: L.BS14 / L.BS08 > 0.9 ? 'high' : 'medium',
      years: [last.year],
      measured: L.BS14 / L.BS08,
      evidence: [
        { ref: 'BS14', year: last.year, value: L.BS14 },
        { ref: 'BS08', year: last.year, value: L.BS08 },
      ],
    });
  }
  if (L.IS07 > 0 && L.IS06 / L.IS07 < redFlagRules.weakInterestCover.threshold) {
    flags.push({
      rule: 'weakInterestCover',
      severity: L.IS06 < L.IS07 ? 'high' : 'medium',
      years: [last.year],
      measured: L.IS06 / L.IS07,
      evidence: [
        { ref: 'IS06', year: last.year, value: L.IS06 },
        { ref: 'IS07', year: last.year, value: L.IS07 },
      ],
    });
  }
  {
    const losses = ys.filter((y) => y.lines.IS09 < 0);
    if (losses.length >= redFlagRules.repeatedLosses.minYears) {
      flags.push({
        rule: 'repeatedLosses',
        severity: losses.length === ys.length ? 'high' : 'medium',
        years: losses.map((y) => y.year),
        measured: losses.length,
        evidence: losses.map((y) => ({ ref: 'IS09', year: y.year, value: y.lines.IS09 })),
      });
    }
  }
  {
    const first = ys[0].lines;
    const days = (f: YearFigures) => (f.IS02 > 0 ? (f.BS03 / f.IS02) * 365 : null);
    const d0 = days(first);
    const d1 = days(L);
    if (d0 !== null && d1 !== null && d1 - d0 > redFlagRules.inventoryBuildUp.days) {
      flags.push({
        rule: 'inventoryBuildUp',
        severity: 'medium',
        years: [ys[0].year, last.year],
        measured: d1 - d0,
        evidence: [
          { ref: 'BS03', year: ys[0].year, value: first.BS03 },
          { ref: 'IS02', year: ys[0].year, value: first.IS02 },
          { ref: 'BS03', year: last.year, value: L.BS03 },
          { ref: 'IS02', year: last.year, value: L.IS02 },
        ],
      });
    }
  }
  return flags;
}
