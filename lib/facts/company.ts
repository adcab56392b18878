/**
 * Every statement any surface makes about a registry company, computed once from its records as of `factsAsOf`:
 * court cases (all, as defendant, in the last 12 months, still open), enforcement (被执行) with its latest entry,
 * preservation, dishonest-debtor listings, penalties, news in the last 6 months and the negative share, the risk
 * score / grade / level, and ownership (控股股东, 实际控制人, 受益所有人, 子公司 vs 参股公司, cross-holding loops; see
 * `control.ts`). Pages, PDFs, AI reports, KYC, screening and statement analysis render these values; none counts
 * for itself. Results are cached per registry and company (the registry is immutable once loaded).
 */
import { getRegistry, ownershipGraph } from '@/lib/registry';
import { corporateDepth } from '@/lib/registry/store';
import type { CaseKind, Enforcement, Enterprise, Registry } from '@/lib/registry/types';
import type { RiskLevel } from '@/lib/sample-data/companies';
import { factsAsOf, factWindows, inWindow, windowStart } from './as-of';
import { analyseOwnership, controls, type Chain, type ControllingShareholder, type UboEntry } from './control';
import { assessCompany, type Assessment } from './assessment';
import { recordFacts, type RecordFacts } from './records';

/** A look-back window: first and last day (inclusive) and its length in months. */
export interface FactWindow {
  from: string;
  to: string;
  months: number;
}

/** Court statuses that count as still open (pending trial or being enforced); closed and settled do not. */
export const openCaseStatuses = ['pending', 'ongoing'] as const;

export interface LitigationFacts {
  /** Every court case on record, any role and kind. */
  total: number;
  /** Cases as defendant, all dates, and their total amount (CNY). */
  defendant: number;
  defendantAmount: number;
  /** Sum of the amounts of every case (CNY). */
  totalAmount: number;
  window: FactWindow;
  /** Ids of the cases as defendant dated inside the 12-month window, newest first. */
  defendantInWindow: string[];
  /** Those of them still open (`openCaseStatuses`). */
  openInWindow: string[];
  /** Sum of their amounts (CNY). */
  amountInWindow: number;
}

/**
 * Open exposure as defendant (what the litigation search's summary and the decision flow's court node state): claims
 * in cases as defendant still open (`openCaseStatuses`, any date) plus the unperformed part of every enforcement
 * entry (amount × (100 − performed %) / 100, rounded to the yuan). Amounts in CNY.
 */
export interface ExposureFacts {
  /** Ids of the open cases as defendant, any date, newest first. */
  openDefendantCases: string[];
  openDefendantAmount: number;
  unperformedEnforcement: number;
  /** openDefendantAmount + unperformedEnforcement. */
  total: number;
}

/** Court cases by kind and by filing year (all roles), as the litigation search's summary counts them. */
export interface CaseBreakdown {
  asPlaintiff: number;
  byKind: Record<CaseKind, number>;
  /** Oldest year first. */
  byYear: { year: string; count: number }[];
}

/**
 * Registration facts other surfaces state or test: whether the company is operating (status active/operating), paid-in
 * capital as a share of registered capital (100 when none is registered), the capital gap flag (paid-in below half of
 * registered), insured staff as a share of employees (100 when it reports none), former names, and the depth of the
 * shared-address nominee structure above it (0 when none).
 */
export interface RegistrationFacts {
  operating: boolean;
  paidInPct: number;
  capitalGap: boolean;
  insuredPct: number;
  nameChanges: number;
  sharedAddressDepth: number;
}

export interface EnforcementFacts {
  /** Enforcement entries (被执行人 list). */
  count: number;
  amount: number;
  /** The most recent entry by date (its performed share is what "latest enforcement … performed" states). */
  latest: Enforcement | null;
  ids: string[];
}

export interface NewsFacts {
  window: FactWindow;
  total: number;
  positive: number;
  neutral: number;
  negative: number;
  /** negative / total × 100, 0 when there is no news. */
  negativeShare: number;
  /** Per calendar month the window touches (oldest first; the first is partial), counted from the same items. */
  byMonth: { month: string; positive: number; neutral: number; negative: number }[];
  negativeIds: string[];
}

/** A party named by a fact: a person (`p…`) or a registry enterprise (ckey). */
export interface PartyRef {
  kind: 'person' | 'enterprise';
  id: string;
}

export interface OwnershipFacts {
  /** 控股股东 (direct holder with > 50 %, or a relative majority; see control.ts), or null. */
  controllingShareholder: ControllingShareholder | null;
  /** 实际控制人: the natural person(s) controlling the controlling chain; empty when there is none. */
  actualControllers: PartyRef[];
  /** How that control is held, the votes commanded (0–100) and its chains, each from the person down. */
  controlTest: 'majority' | 'relative' | null;
  controlVotes: number;
  controlChains: Chain[];
  /** An uncontrolled enterprise at the top of the control chain (no natural-person controller). */
  topEnterprise: string | null;
  /** 受益所有人 by Art. 6 (ownership ≥ 25 %, control, else the day-to-day manager), with chains. */
  ubos: UboEntry[];
  /** Cross-holding loops met above the company (each a list of ckeys, first = last). */
  loops: string[][];
  /** Enterprises it holds a stake in: 子公司 (controlled) and 参股公司 (a stake without control), with its stake. */
  subsidiaries: { ckey: string; pct: number }[];
  investees: { ckey: string; pct: number }[];
  /**
   * Whether beneficial ownership is clear: someone qualifies by ownership or control (not only as the manager) and no
   * cross-holding loop runs through the chains.
   */
  clear: boolean;
  /** Enterprises on the control chain (控股股东 upward) with dishonest-debtor entries, and those entries' ids. */
  chainDishonest: { ckey: string; ids: string[] }[];
}

export interface CompanyFacts {
  ckey: string;
  asOf: string;
  /**
   * The credit assessment's score (0–100, higher is sounder), grade and level (`assessment.credit`): what the 360°
   * view, dashboard, AI reports and decision flow state.
   */
  risk: { score: number; grade: string; level: RiskLevel };
  /** The company's assessment: customer risk rating and credit assessment, with findings (`assessment.ts`). */
  assessment: Assessment;
  /** Enforcement, dishonest, consumption-restriction, equity-freeze and guarantee records (`records.ts`). */
  records: RecordFacts;
  litigation: LitigationFacts;
  enforcement: EnforcementFacts;
  /** Court cases of kind preservation (财产保全) and of kind enforcement (执行案件), all dates. */
  preservationCases: number;
  enforcementCases: number;
  dishonest: { count: number; amount: number; ids: string[] };
  penalties: { count: number; latestId: string | null };
  exposure: ExposureFacts;
  cases: CaseBreakdown;
  registration: RegistrationFacts;
  news: NewsFacts;
  ownership: OwnershipFacts;
}

const byDateDesc = <T extends { date: string; id: string }>(a: T, b: T) =>
  b.date.localeCompare(a.date) || a.id.localeCompare(b.id);
const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);

/** Litigation facts of an enterprise as of `asOf`. */
export function litigationFacts(e: Enterprise, asOf: string = factsAsOf): LitigationFacts {
  const months = factWindows.litigationMonths;
  const defendant = e.judicial.filter((j) => j.role === 'defendant');
  const inWin = defendant.filter((j) => inWindow(j.date, months, asOf)).sort(byDateDesc);
  return {
    total: e.judicial.length,
    defendant: defendant.length,
    defendantAmount: sum(defendant),
    totalAmount: sum(e.judicial),
    window: { from: windowStart(months, asOf), to: asOf, months },
    defendantInWindow: inWin.map((j) => j.id),
    openInWindow: inWin.filter((j) => (openCaseStatuses as readonly string[]).includes(j.status)).map((j) => j.id),
    amountInWindow: sum(inWin),
  };
}

/** Open exposure as defendant (see `ExposureFacts`). */
export function exposureFacts(e: Enterprise): ExposureFacts {
  const open = e.judicial
    .filter((j) => j.role === 'defendant' && (openCaseStatuses as readonly string[]).includes(j.status))
    .sort(byDateDesc);
  const openDefendantAmount = sum(open);
  const unperformedEnforcement = e.enforcement.reduce(
    (s, x) => s + Math.round((x.amount * (100 - x.performedPct)) / 100),
    0,
  );
  return {
    openDefendantCases: open.map((j) => j.id),
    openDefendantAmount,
    unperformedEnforcement,
    total: openDefendantAmount + unperformedEnforcement,
  };
}

/** Court cases by kind and filing year (see `CaseBreakdown`). */
export function caseBreakdown(e: Enterprise): CaseBreakdown {
  const byKind: Record<CaseKind, number> = { civil: 0, enforcement: 0, preservation: 0, labour: 0 };
  const years = new Map<string, number>();
  for (const j of e.judicial) {
    byKind[j.kind] += 1;
    years.set(j.date.slice(0, 4), (years.get(j.date.slice(0, 4)) ?? 0) + 1);
  }
  return {
    asPlaintiff: e.judicial.filter((j) => j.role === 'plaintiff').length,
    byKind,
    byYear: [...years].map(([year, count]) => ({ year, count })).sort((a, b) => a.year.localeCompare(b.year)),
  };
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** Registration facts (see `RegistrationFacts`). */
export function registrationFacts(e: Enterprise, registry: Registry): RegistrationFacts {
  return {
    operating: e.status === 'active' || e.status === 'operating',
    paidInPct: e.registeredCapital > 0 ? r2((e.paidInCapital / e.registeredCapital) * 100) : 100,
    capitalGap: e.paidInCapital < e.registeredCapital * 0.5,
    insuredPct: e.employees > 0 ? r2((e.insuredStaff / e.employees) * 100) : 100,
    nameChanges: e.formerNames.length,
    sharedAddressDepth: e.pattern === 'nominee' ? corporateDepth(registry, e.ckey) : 0,
  };
}

/** Enforcement facts: count, total amount and the latest entry by date. */
export function enforcementFacts(e: Enterprise): EnforcementFacts {
  const sorted = [...e.enforcement].sort(byDateDesc);
  return { count: sorted.length, amount: sum(sorted), latest: sorted[0] ?? null, ids: sorted.map((x) => x.id) };
}

/** News facts over the 6-month window ending `asOf`: totals by sentiment, the negative share and per-month counts. */
export function newsFacts(e: Enterprise, asOf: string = factsAsOf): NewsFacts {
  const months = factWindows.newsMonths;
  const items = e.news.filter((n) => inWindow(n.date, months, asOf));
  const count = (s: string) => items.filter((n) => n.sentiment === s).length;
  const from = windowStart(months, asOf);
  const start = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  const end = new Date(`${asOf}T00:00:00Z`);
  const span = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth() + 1;
  const byMonth = Array.from({ length: span }, (_, i) => {
    const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1));
    const month = d.toISOString().slice(0, 7);
    const m = items.filter((n) => n.date.startsWith(month));
    return {
      month,
      positive: m.filter((n) => n.sentiment === 'positive').length,
      neutral: m.filter((n) => n.sentiment === 'neutral').length,
      negative: m.filter((n) => n.sentiment === 'negative').length,
    };
  });
  const negative = count('negative');
  return {
    window: { from: windowStart(months, asOf), to: asOf, months },
    total: items.length,
    positive: count('positive'),
    neutral: count('neutral'),
    negative,
    negativeShare: items.length ? (negative / items.length) * 100 : 0,
    byMonth,
    negativeIds: items.filter((n) => n.sentiment === 'negative').map((n) => n.id),
  };
}

/** Ownership facts of an enterprise (see control.ts for the rules). */
export function ownershipFacts(e: Enterprise, registry: Registry): OwnershipFacts {
  const graph = ownershipGraph(registry);
  const a = analyseOwnership(graph, e.ckey);
  const subsidiaries: OwnershipFacts['subsidiaries'] = [];
  const investees: OwnershipFacts['investees'] = [];
  for (const inv of registry.investments.get(e.ckey) ?? [])
    (controls(graph, e.ckey, inv.ckey) ? subsidiaries : investees).push({ ckey: inv.ckey, pct: inv.pct });
  const chainDishonest: OwnershipFacts['chainDishonest'] = [];
  const seen = new Set([e.ckey]);
  for (let c = a.controllingShareholder; c && c.kind === 'enterprise' && !seen.has(c.id);) {
    seen.add(c.id);
    const holder = registry.byCkey.get(c.id);
    if (!holder) break;
    if (holder.dishonest.length) chainDishonest.push({ ckey: holder.ckey, ids: holder.dishonest.map((d) => d.id) });
    c = analyseOwnership(graph, holder.ckey).controllingShareholder;
  }
  const qualified = a.ubos.some((u) => u.bases.includes('ownership') || u.bases.includes('control'));
  return {
    controllingShareholder: a.controllingShareholder,
    actualControllers: a.control.test ? a.control.persons.map((id) => ({ kind: 'person' as const, id })) : [],
    controlTest: a.control.test,
    controlVotes: a.control.votes,
    controlChains: a.control.chains,
    topEnterprise: a.control.test && !a.control.persons.length ? (a.control.topEnterprise ?? null) : null,
    ubos: a.ubos,
    loops: a.loops,
    subsidiaries,
    investees,
    clear: qualified && a.loops.length === 0,
    chainDishonest,
  };
}

const cache = new WeakMap<Registry, Map<string, CompanyFacts>>();

/**
 * All facts of one registry enterprise as of `factsAsOf` (cached per registry). Throws for a ckey the registry does
 * not hold: callers resolve the company first.
 */
export function companyFacts(ckey: string, registry: Registry = getRegistry()): CompanyFacts {
  let m = cache.get(registry);
  if (!m) cache.set(registry, (m = new Map()));
  const hit = m.get(ckey);
  if (hit) return hit;
  const e = registry.byCkey.get(ckey);
  if (!e) throw new Error(`companyFacts: unknown ckey ${ckey}`);
  const dishonest = [...e.dishonest].sort(byDateDesc);
  const penalties = [...e.penalties].sort(byDateDesc);
  const base: Omit<CompanyFacts, 'risk' | 'assessment'> = {
    records: recordFacts(e, registry),
    ckey,
    asOf: factsAsOf,
    litigation: litigationFacts(e),
    enforcement: enforcementFacts(e),
    preservationCases: e.judicial.filter((j) => j.kind === 'preservation').length,
    enforcementCases: e.judicial.filter((j) => j.kind === 'enforcement').length,
    dishonest: { count: dishonest.length, amount: sum(dishonest), ids: dishonest.map((d) => d.id) },
    penalties: { count: penalties.length, latestId: penalties[0]?.id ?? null },
    exposure: exposureFacts(e),
    cases: caseBreakdown(e),
    registration: registrationFacts(e, registry),
    news: newsFacts(e),
    ownership: ownershipFacts(e, registry),
  };
  const assessment = assessCompany(e, base, registry);
  const { score, grade, level } = assessment.credit;
  const facts: CompanyFacts = { ...base, risk: { score, grade, level }, assessment };
  m.set(ckey, facts);
  return facts;
}
