/**
 * Evaluates a decision flow (flow.ts) on a registry company: each stage's checks against its thresholds, with the
 * figure each check read (evidence), the stage's outcome (pass / refer / decline; stages after a decline are
 * skipped), the path taken, the final decision and a suggested limit. Figures come from the record and from the
 * financial analysis (lib/financials), the same functions the profile and the finance demo use.
 *
 * Checks (outcome if the check fails):
 * - admission: registration status active/operating (decline; refer when moved out); age ≥ minAgeYears (decline); paid-in capital ≥
 *   minPaidInPct % of registered (refer).
 * - antiFraud: insured staff ≥ minInsuredPct % of headcount (refer); former names ≤ maxNameChanges (refer); a
 *   registered address shared by a chain of shells (nominee pattern) unless allowSharedAddress (refer).
 * - judicial: dishonest-debtor entries ≤ maxDishonest (decline); enforcement entries ≤ maxEnforcement (refer);
 *   cases as defendant ≤ maxDefendantCases (refer).
 * - financial (2025): liabilities/assets ≤ maxDebtToAssetsPct (refer); current ratio ≥ minCurrentRatio (refer);
 *   loss years of 2023–2025 ≤ maxLossYears (decline); high-severity red flags ≤ maxHighRedFlags (refer).
 * - limit: min(revenuePct % of 2025 revenue, equityMultiple × equity, maxLimit), × (1 − referHaircutPct %) when
 *   any stage referred, 0 when declined; rounded down to 10,000 yuan.
 */
import type { Enterprise } from '@/lib/registry/types';
import { analyzeEnterprise } from '@/lib/financials';
import { factsAsOf } from '@/lib/facts/as-of';
import { companyFacts, type CompanyFacts } from '@/lib/facts';
import type { Registry } from '@/lib/registry/types';
import type { Flow, Stage } from './defaults';
import { yearsBetween } from '@/lib/portrait/attributes';

export type Outcome = 'pass' | 'refer' | 'decline';

export interface Check {
  rule: string;
  /** The figure read (number, or a boolean flag). */
  value: number | boolean;
  /** The threshold compared with. */
  threshold: number | boolean;
  outcome: Outcome;
  /** Where the figure comes from (a record field or a statement line). */
  source: string;
}

export interface StageResult {
  id: string;
  kind: Stage['kind'];
  outcome: Outcome | 'skipped';
  checks: Check[];
}

export interface Decision {
  ckey: string;
  stages: StageResult[];
  /** Ids of the stages on the path taken (up to and including a decline). */
  path: string[];
  decision: 'approve' | 'refer' | 'decline';
  /** Suggested limit in yuan (0 when declined; null when the flow has no limit stage). */
  limit: number | null;
}

const worst = (outcomes: Outcome[]): Outcome =>
  outcomes.includes('decline') ? 'decline' : outcomes.includes('refer') ? 'refer' : 'pass';
const check = (
  rule: string,
  value: number | boolean,
  threshold: number | boolean,
  ok: boolean,
  fail: Outcome,
  source: string,
): Check => ({ rule, value, threshold, outcome: ok ? 'pass' : fail, source });
const r2 = (v: number) => Math.round(v * 100) / 100;

/** The facts a flow reads about a company (computed once per evaluation). */
function factsOf(e: Enterprise, cf: Pick<CompanyFacts, 'registration' | 'dishonest' | 'enforcement' | 'litigation'>) {
  // Registration and court figures are the facts layer's (the profile, KYC and litigation search state the same).
  const fa = analyzeEnterprise(e);
  // A company that filed no statements reads as zeros here (the checks then fail: nothing to lend against).
  const last: Partial<Record<string, number>> & {
    BS08: number;
    BS14: number;
    BS12: number;
    BS05: number;
    IS01: number;
    BS17: number;
  } = fa.statements.years[fa.statements.years.length - 1]?.lines ?? {
    BS08: 0,
    BS14: 0,
    BS12: 0,
    BS05: 0,
    IS01: 0,
    BS17: 0,
  };
  return {
    active: cf.registration.operating,
    movedOut: e.status === 'movedOut',
    age: Math.max(0, yearsBetween(e.established, factsAsOf)),
    paidInPct: cf.registration.paidInPct,
    insuredPct: cf.registration.insuredPct,
    nameChanges: cf.registration.nameChanges,
    sharedAddress: cf.registration.sharedAddressDepth > 0,
    dishonest: cf.dishonest.count,
    enforcement: cf.enforcement.count,
    defendantCases: cf.litigation.defendant,
    debtToAssetsPct: last.BS08 > 0 ? r2((last.BS14 / last.BS08) * 100) : 100,
    currentRatio: last.BS12 > 0 ? r2(last.BS05 / last.BS12) : 0,
    lossYears: fa.statements.years.filter((y) => y.lines.IS09 < 0).length,
    highRedFlags: fa.redFlags.filter((f) => f.severity === 'high').length,
    revenue: last.IS01,
    equity: last.BS17,
  };
}

function stageChecks(stage: Stage, f: ReturnType<typeof factsOf>): Check[] {
  switch (stage.kind) {
    case 'admission': {
      const t = stage.thresholds;
      return [
        // 注销 / 吊销 decline; 迁出 (moved out) is referred: verify with the new registry office (as the assessment's
        // hard rule H-MOVE says).
        check('active', f.active, true, f.active, f.movedOut ? 'refer' : 'decline', 'status'),
        check('minAgeYears', f.age, t.minAgeYears, f.age >= t.minAgeYears, 'decline', 'established'),
        check(
          'minPaidInPct',
          f.paidInPct,
          t.minPaidInPct,
          f.paidInPct >= t.minPaidInPct,
          'refer',
          'paidInCapital / registeredCapital',
        ),
      ];
    }
    case 'antiFraud': {
      const t = stage.thresholds;
      return [
        check(
          'minInsuredPct',
          f.insuredPct,
          t.minInsuredPct,
          f.insuredPct >= t.minInsuredPct,
          'refer',
          'insuredStaff / employees',
        ),
        check(
          'maxNameChanges',
          f.nameChanges,
          t.maxNameChanges,
          f.nameChanges <= t.maxNameChanges,
          'refer',
          'formerNames',
        ),
        check(
          'allowSharedAddress',
          f.sharedAddress,
          t.allowSharedAddress,
          !f.sharedAddress || t.allowSharedAddress,
          'refer',
          'address',
        ),
      ];
    }
    case 'judicial': {
      const t = stage.thresholds;
      return [
        check('maxDishonest', f.dishonest, t.maxDishonest, f.dishonest <= t.maxDishonest, 'decline', 'dishonest'),
        check(
          'maxEnforcement',
          f.enforcement,
          t.maxEnforcement,
          f.enforcement <= t.maxEnforcement,
          'refer',
          'enforcement',
        ),
        check(
          'maxDefendantCases',
          f.defendantCases,
          t.maxDefendantCases,
          f.defendantCases <= t.maxDefendantCases,
          'refer',
          'judicial',
        ),
      ];
    }
    case 'financial': {
      const t = stage.thresholds;
      return [
        check(
          'maxDebtToAssetsPct',
          f.debtToAssetsPct,
          t.maxDebtToAssetsPct,
          f.debtToAssetsPct <= t.maxDebtToAssetsPct,
          'refer',
          'BS14 / BS08',
        ),
        check(
          'minCurrentRatio',
          f.currentRatio,
          t.minCurrentRatio,
          f.currentRatio >= t.minCurrentRatio,
          'refer',
          'BS05 / BS12',
        ),
        check('maxLossYears', f.lossYears, t.maxLossYears, f.lossYears <= t.maxLossYears, 'decline', 'IS09'),
        check(
          'maxHighRedFlags',
          f.highRedFlags,
          t.maxHighRedFlags,
          f.highRedFlags <= t.maxHighRedFlags,
          'refer',
          'redFlags',
        ),
      ];
    }
    case 'limit':
      return [];
  }
}

/**
 * Evaluates `flow` on the enterprise `e` of `registry` (see module doc). `facts` are the facts layer's (the credit
 * assessment passes the ones it is computing, so the facts layer is not re-entered).
 */
export function evaluateFlow(
  flow: Flow,
  e: Enterprise,
  registry: Registry,
  facts: Pick<CompanyFacts, 'registration' | 'dishonest' | 'enforcement' | 'litigation'> = companyFacts(
    e.ckey,
    registry,
  ),
): Decision {
  const f = factsOf(e, facts);
  const stages: StageResult[] = [];
  const path: string[] = [];
  let declined = false;
  let referred = false;
  let limit: number | null = null;
  for (const stage of flow.stages) {
    if (declined) {
      stages.push({ id: stage.id, kind: stage.kind, outcome: 'skipped', checks: [] });
      continue;
    }
    path.push(stage.id);
    if (stage.kind === 'limit') {
      const t = stage.thresholds;
      const base = Math.min((f.revenue * t.revenuePct) / 100, Math.max(0, f.equity) * t.equityMultiple, t.maxLimit);
      const amount = Math.floor((referred ? base * (1 - t.referHaircutPct / 100) : base) / 10_000) * 10_000;
      limit = Math.max(0, amount);
      const checks = [
        check('revenuePct', f.revenue, t.revenuePct, true, 'pass', 'IS01'),
        check('equityMultiple', f.equity, t.equityMultiple, f.equity > 0, 'refer', 'BS17'),
        check('maxLimit', limit, t.maxLimit, true, 'pass', 'maxLimit'),
      ];
      const outcome = worst(checks.map((c) => c.outcome));
      if (outcome === 'refer') referred = true;
      stages.push({ id: stage.id, kind: stage.kind, outcome, checks });
      continue;
    }
    const checks = stageChecks(stage, f);
    const outcome = worst(checks.map((c) => c.outcome));
    if (outcome === 'decline') declined = true;
    if (outcome === 'refer') referred = true;
    stages.push({ id: stage.id, kind: stage.kind, outcome, checks });
  }
  if (declined && limit === null && flow.stages.some((s) => s.kind === 'limit')) limit = 0;
  return { ckey: e.ckey, stages, path, decision: declined ? 'decline' : referred ? 'refer' : 'approve', limit };
}
