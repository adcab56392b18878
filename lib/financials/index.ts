/**
 * Financial-statement analysis (service financeDueDiligence): a company's three years of statements (generated with
 * the registry, or uploaded in the template), its ratios by year, its latest ratios against its industry's quartiles
 * in the registry, and the red flags the named rules raise. The one place these figures are computed; the page, the
 * API (`/api/financial-analysis`) and the PDF render from `analyzeStatements`.
 */
import { statementFacts } from '@/lib/facts/statements';
import { getRegistry } from '@/lib/registry';
import { registrySeed } from '@/lib/registry/keys';
import type { Enterprise } from '@/lib/registry/types';
import { generateStatements } from './generate';
import { industryBenchmarks, quartileOf, type IndustryBenchmarks, type Quartiles } from './industry';
import { checkConsistency, type Statements } from './lines';
import { computeRatios, ratioDefs, type YearRatios } from './ratios';
import { evaluateRedFlags, type RedFlag } from './red-flags';

export { generateStatements } from './generate';
export {
  checkConsistency,
  allLines,
  balanceLines,
  incomeLines,
  cashFlowLines,
  statementYears,
  openingYear,
  type Statements,
  type LineCode,
} from './lines';
export { computeRatios, ratioDefs } from './ratios';
export { evaluateRedFlags, redFlagRules, redFlagRuleIds, type RedFlag } from './red-flags';

export interface IndustryComparison {
  ratio: string;
  value: number | null;
  quartiles: Quartiles | null;
  /** 1 = weakest quarter of the industry … 4 = strongest (by the ratio's direction); null without a direction or data. */
  quarter: 1 | 2 | 3 | 4 | null;
}

export interface FinancialAnalysis {
  statements: Statements;
  ratios: { year: number; ratios: YearRatios }[];
  /** Industry section compared against, or null (an upload without one). */
  industry: string | null;
  comparison: IndustryComparison[];
  redFlags: RedFlag[];
}

let benchmarks: IndustryBenchmarks | undefined;

/** The registry's industry benchmarks (computed on first use, then kept). */
export function registryBenchmarks(): IndustryBenchmarks {
  benchmarks ??= industryBenchmarks(getRegistry().enterprises, registrySeed);
  return benchmarks;
}

/** Analysis of a set of statements; `industry` (a GB/T 4754 section letter) adds the industry comparison. */
export function analyzeStatements(
  statements: Statements,
  industry: string | null,
  bench: IndustryBenchmarks = registryBenchmarks(),
): FinancialAnalysis {
  const ratios = computeRatios(statements);
  // A registry company with no filed year has no ratios: every comparison is then null.
  const latest: Partial<YearRatios> = ratios[ratios.length - 1]?.ratios ?? {};
  const q = industry ? bench.get(industry) : undefined;
  const comparison = ratioDefs.map((d) => {
    const value = latest[d.id] ?? null;
    const quartiles = q?.[d.id] ?? null;
    return {
      ratio: d.id,
      value,
      quartiles,
      quarter:
        value !== null && quartiles && d.higherIsBetter !== undefined
          ? quartileOf(value, quartiles, d.higherIsBetter)
          : null,
    };
  });
  return { statements, ratios, industry, comparison, redFlags: evaluateRedFlags(statements) };
}

/**
 * The statements of a registry enterprise: the facts layer's (`statementFacts`), the years it filed for; with no
 * filed year, its (all-zero) opening balance sheet and no years.
 */
export function registryStatements(e: Enterprise): Statements {
  return statementFacts(e.ckey).statements ?? generateStatements(e, registrySeed);
}

/** Analysis of a registry enterprise's statements against its industry. */
export function analyzeEnterprise(e: Enterprise): FinancialAnalysis {
  return analyzeStatements(registryStatements(e), e.industry);
}

/** Whether generated statements are consistent (used by tests). */
export const isConsistent = (s: Statements) => checkConsistency(s).length === 0;
