/**
 * Financial statements in the facts layer (issue 38): one set of statements per registry company — the three
 * statements generated with the registry (`lib/financials/generate.ts`, the showcase companies' anchored by
 * `lib/sample-data/statements.ts`) — and the figures every surface states from them: revenue, growth, gross and net
 * margin, net profit, total assets and liabilities, and the revenue trend with the rule that names it. The KYC
 * report, the AI credit report, the 360° view, the company page, the registry API's `financials` and the financial
 * due-diligence demo all read these; none computes its own.
 *
 * Units: amounts in CNY yuan (whole numbers); percentages in percent (12.4 = 12.4 %), unrounded — surfaces round
 * when they print. Years are calendar years; a company has statements only for the years it existed at year-end
 * (`filedFor`), so `years` holds 0–3 entries. Unknown is `null` (no statements, or no prior year to grow from), never
 * 0; surfaces print it as 未披露 / not disclosed.
 */
import { filedFor, generateStatements } from '@/lib/financials/generate';
import type { Statements } from '@/lib/financials/lines';
import { getRegistry } from '@/lib/registry';
import { registrySeed } from '@/lib/registry/keys';
import type { Registry } from '@/lib/registry/types';

/** Version of the revenue-trend rule (`revenueTrendOf`); printed nowhere yet, bumped when the thresholds change. */
export const revenueTrendRuleVersion = '2026-11.1';

/** Growth at or above this (percent) is growth, at or below its negative a decline; between, flat. */
export const revenueTrendBand = 3;

/** One year of a company's statements, as the surfaces state it. */
export interface StatementYearFacts {
  year: number;
  /** 营业收入 (IS01), yuan. */
  revenue: number;
  /** 毛利 (IS03), yuan. */
  grossProfit: number;
  /** 净利润 (IS09), yuan. */
  netProfit: number;
  /** 资产总计 (BS08), yuan. */
  totalAssets: number;
  /** 负债合计 (BS14), yuan. */
  totalLiabilities: number;
  /** 所有者权益合计 (BS17), yuan. */
  equity: number;
  /** Gross profit / revenue × 100; null without revenue. */
  grossMarginPct: number | null;
  /** Net profit / revenue × 100; null without revenue. */
  netMarginPct: number | null;
  /** Revenue against the year before × 100 − 100; null for the first year or a zero prior revenue. */
  revenueGrowthPct: number | null;
}

/**
 * The revenue trend over the statement years, by a stated rule on the year-on-year growth rates g (band ±3 %):
 * - `steadyGrowth`: every g ≥ +3 % (at least two growth years: three years of statements);
 * - `steadyDecline`: every g ≤ −3 % (at least two);
 * - `recovery`: the last g ≥ +3 % after a decline; `growth`: the last g ≥ +3 % otherwise;
 * - `setback`: the last g ≤ −3 % after growth; `decline`: the last g ≤ −3 % otherwise;
 * - `flat`: the last g within ±3 %;
 * - `short`: fewer than two years of statements (no growth to judge).
 */
export type RevenueTrendKind =
  'steadyGrowth' | 'steadyDecline' | 'recovery' | 'growth' | 'setback' | 'decline' | 'flat' | 'short';

export interface RevenueTrend {
  kind: RevenueTrendKind;
  /** Statement years the rule looked at (0–3). */
  years: number;
  /** The growth rates it read, oldest first (percent). */
  growthPct: number[];
}

/** What the facts layer states about a company's finances. */
export interface StatementFacts {
  ckey: string;
  /** Where the statements come from: generated with the sample registry. */
  source: 'registry';
  currency: 'CNY';
  /** The full statements (lines by code), or null when the company filed for none of the years. */
  statements: Statements | null;
  /** The filed years, oldest first. */
  years: StatementYearFacts[];
  /** The last filed year, or null. */
  latest: StatementYearFacts | null;
  revenueTrend: RevenueTrend;
}

/** The trend of a series of year-on-year growth rates (percent, oldest first) by the rule of `RevenueTrendKind`. */
export function revenueTrendOf(growthPct: readonly number[]): RevenueTrendKind {
  if (growthPct.length === 0) return 'short';
  const up = (g: number) => g >= revenueTrendBand;
  const down = (g: number) => g <= -revenueTrendBand;
  const last = growthPct[growthPct.length - 1];
  const before = growthPct.slice(0, -1);
  if (growthPct.length >= 2 && growthPct.every(up)) return 'steadyGrowth';
  if (growthPct.length >= 2 && growthPct.every(down)) return 'steadyDecline';
  if (up(last)) return before.some(down) ? 'recovery' : 'growth';
  if (down(last)) return before.some(up) ? 'setback' : 'decline';
  return 'flat';
}

const pctOf = (part: number, whole: number) => (whole ? (part / whole) * 100 : null);

/** The facts of a set of statements (pure; `statementFacts` caches them per registry company). */
export function factsOfStatements(ckey: string, statements: Statements | null): StatementFacts {
  const years: StatementYearFacts[] = (statements?.years ?? []).map(({ year, lines }, k, all) => {
    const prior = k > 0 ? all[k - 1].lines.IS01 : 0;
    return {
      year,
      revenue: lines.IS01,
      grossProfit: lines.IS03,
      netProfit: lines.IS09,
      totalAssets: lines.BS08,
      totalLiabilities: lines.BS14,
      equity: lines.BS17,
      grossMarginPct: pctOf(lines.IS03, lines.IS01),
      netMarginPct: pctOf(lines.IS09, lines.IS01),
      revenueGrowthPct: prior ? ((lines.IS01 - prior) / prior) * 100 : null,
    };
  });
  const growthPct = years.map((y) => y.revenueGrowthPct).filter((g): g is number => g !== null);
  return {
    ckey,
    source: 'registry',
    currency: 'CNY',
    statements: years.length ? statements : null,
    years,
    latest: years[years.length - 1] ?? null,
    revenueTrend: { kind: revenueTrendOf(growthPct), years: years.length, growthPct },
  };
}

const cache = new WeakMap<Registry, Map<string, StatementFacts>>();

/**
 * The statements of a registry company and what is read from them (cached per registry and company). Throws for a
 * ckey the registry does not hold.
 */
export function statementFacts(ckey: string, registry: Registry = getRegistry()): StatementFacts {
  let m = cache.get(registry);
  if (!m) cache.set(registry, (m = new Map()));
  let f = m.get(ckey);
  if (!f) {
    const e = registry.byCkey.get(ckey);
    if (!e) throw new Error(`unknown company ${ckey}`);
    const s = generateStatements(e, registrySeed);
    f = factsOfStatements(ckey, s.years.length ? s : null);
    m.set(ckey, f);
  }
  return f;
}

/**
 * The registry API's `financials` of a company: its last filed year's revenue, net profit, total assets and total
 * liabilities (yuan), or null when it filed no statements.
 */
export function apiFinancialsOf(ckey: string, registry: Registry = getRegistry()) {
  const l = statementFacts(ckey, registry).latest;
  return l
    ? {
        year: l.year,
        revenue: l.revenue,
        netProfit: l.netProfit,
        totalAssets: l.totalAssets,
        totalLiabilities: l.totalLiabilities,
      }
    : null;
}

export { filedFor };
