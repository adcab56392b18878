/**
 * One assessment per company, in two named ratings that share their hard rules (issue 38; decision record 0037):
 *
 * - the **customer risk rating** (客户风险评级, KYC/AML): who the company is, who owns and controls it, the PEP and
 *   sanctions lists, courts — a level (low / medium / high) and, for a prospect, onboard / onboard with conditions /
 *   enhanced due diligence / decline;
 * - the **credit assessment** (授信评估): the same findings plus finance, exposure and guarantees — a score (0–100,
 *   higher is sounder), grade, level, credit line, and a recommendation (prospect) or an action (existing client:
 *   keep / reduce / exit and recover).
 *
 * The rules are data (`assessmentRules`, versioned by `assessmentRules.version`): hard rules first, then key persons,
 * ownership, related parties, courts and, for credit, the default decision flow's finance and admission checks
 * (`lib/decision`), so that the decision flow with untouched thresholds answers what the credit assessment answers.
 * A rating is never milder than its worst finding (`levelCaps`); the stated exceptions are in the rule table (a PEP
 * raises the customer risk rating, not the credit grade). Every finding cites the records it rests on.
 *
 * Computed once per company and registry (inside `companyFacts`, which caches), from the facts layer's figures; the
 * caller passes the facts computed so far, so there is no recursion through `companyFacts`.
 */
import { defaultFlow } from '@/lib/decision/defaults';
import { evaluateFlow, type Decision } from '@/lib/decision/evaluate';
import { equityFreezes } from '@/lib/registry/changes';
import { guaranteesOf, type Guarantee } from '@/lib/registry/guarantees';
import { consumptionRestrictions, type ConsumptionRestriction } from '@/lib/registry/restrictions';
import type { Enterprise, Registry } from '@/lib/registry/types';
import type { RiskLevel } from '@/lib/sample-data/companies';
import { factsAsOf } from './as-of';
import type { CompanyFacts } from './company';
import { entityListHitsOf, isConfirmedHit, listHitsOf, type ListHit } from './list-screening';
import { relatedPartiesOf, type RelatedParty } from './related';
import { ratingGrade, riskLevelOf, riskScoreOf } from './risk';

/** A source a finding cites: a registry section and `<ckey>/<record id>`, `<ckey>`, or `<list id>/<entry id>` (`hx-sanctions/S-0001`). */
export interface FindingSource {
  section:
    | 'registration'
    | 'shareholders'
    | 'judicial'
    | 'enforcement'
    | 'dishonest'
    | 'penalties'
    | 'news'
    | 'authorised'
    | 'restrictions'
    | 'equityFreezes'
    | 'guarantees'
    | 'watchlist';
  recordId: string;
}

/** What a finding does to the recommendation, besides its severity. */
export type FindingEffect = 'decline' | 'edd' | 'seniorApproval' | 'verify' | 'none';

export type FindingCode =
  | 'statusClosed'
  | 'sanctionsListedEntity'
  | 'sanctionsConfirmedControl'
  | 'sanctionsConfirmedOther'
  | 'sanctionsPossible'
  | 'pep'
  | 'movedOut'
  | 'keyPersonRestricted'
  | 'companyRestricted'
  | 'dishonest'
  | 'enforcementOpen'
  | 'enforcementPerformed'
  | 'chainDishonest'
  | 'equityFrozenControl'
  | 'equityFrozen'
  | 'uboUnidentified'
  | 'ownershipLoop'
  | 'relatedHighRisk'
  | 'sharedAddress'
  | 'litigationHeavy'
  | 'litigationRecent'
  | 'penalties'
  | 'negativeNews'
  | 'guaranteesHeavy'
  | 'guaranteesGiven'
  | 'flowCheck';

/** One finding: its rule, severity, effect, which rating it counts in, the records it cites and its figures. */
export interface Finding {
  code: FindingCode;
  /** Rule id in `assessmentRules` (e.g. `H-STATUS`); for `flowCheck`, `F-<check rule>`. */
  rule: string;
  severity: RiskLevel;
  effect: FindingEffect;
  /** `both`: customer risk rating and credit assessment; `customer` or `credit`: only that one. */
  scope: 'both' | 'customer' | 'credit';
  /** A hard rule (decides before any weighing). */
  hard: boolean;
  sources: FindingSource[];
  /** The person or enterprise the finding is about, when not the company itself. */
  subject?: { kind: 'person' | 'enterprise'; id: string; roles?: KeyRole[] };
  /** Figures the finding's sentence states (amounts in CNY, percentages 0–100, counts). */
  values: Record<string, number | string>;
}

export type KeyRole = 'legalRep' | 'controller' | 'ubo' | 'majorityOwner' | 'company';
export type ProspectRecommendation = 'onboard' | 'onboardWithConditions' | 'enhancedDueDiligence' | 'decline';
export type ClientAction = 'keep' | 'reduce' | 'exitAndRecover';

export interface CustomerRiskRating {
  level: RiskLevel;
  recommendation: ProspectRecommendation;
  /** Senior management approval required (a PEP among the key persons). */
  seniorApproval: boolean;
  findings: Finding[];
}

export interface CreditAssessment {
  /** The model score before findings cap it (0–100). */
  modelScore: number;
  score: number;
  grade: string;
  level: RiskLevel;
  /** Recommended credit line in CNY (0 when declined): the default decision flow's limit. */
  line: number;
  recommendation: ProspectRecommendation;
  /** For an existing client, against the line the bank has approved (`clientActionOf`). */
  findings: Finding[];
  /** The default decision flow's answer the credit assessment contains (its checks are findings). */
  flow: Pick<Decision, 'decision' | 'limit'>;
}

export interface Assessment {
  ckey: string;
  /** `assessmentRules.version`. */
  version: string;
  asOf: string;
  /** The hard-rule findings (both ratings), in rule order: what the remote visit's checklist opens with. */
  hardFindings: Finding[];
  keyPersons: { personId: string; roles: KeyRole[] }[];
  related: RelatedParty[];
  restrictions: ConsumptionRestriction[];
  customer: CustomerRiskRating;
  credit: CreditAssessment;
}

/**
 * The rule table, versioned. Hard rules decide first; the weighed rules give a severity; a rating's level is at least
 * its worst finding's, and the credit score is capped by it (`scoreCaps`). Amount thresholds in CNY, shares 0–100.
 */
export const assessmentRules = {
  version: '2026.11-2',
  hard: [
    { id: 'H-STATUS', code: 'statusClosed', when: '注销 / 吊销 (deregistered / revoked)', effect: 'decline' },
    {
      id: 'H-SANC-0',
      code: 'sanctionsListedEntity',
      when: 'the company itself or an enterprise owning ≥ 50 % is a confirmed match on the sanctions list (name and USCC)',
      effect: 'decline',
    },
    {
      id: 'H-SANC-1',
      code: 'sanctionsConfirmedControl',
      when: 'confirmed sanctions match of an owner of ≥ 50 % or a controller',
      effect: 'decline',
    },
    {
      id: 'H-SANC-2',
      code: 'sanctionsConfirmedOther',
      when: 'confirmed sanctions match of another key person (legal representative, UBO < 50 %)',
      effect: 'edd',
    },
    {
      id: 'H-SANC-3',
      code: 'sanctionsPossible',
      when: 'possible sanctions match of a key person, the company or an enterprise owning ≥ 50 %',
      effect: 'edd',
    },
    { id: 'H-PEP', code: 'pep', when: 'a PEP (confirmed or possible) among the key persons', effect: 'seniorApproval' },
    { id: 'H-MOVE', code: 'movedOut', when: '迁出 (moved out)', effect: 'verify' },
  ],
  weighed: {
    /** Key persons under a consumption restriction (as legal representative of any registry company). */
    keyPersonRestricted: 'high',
    companyRestricted: 'high',
    /** 失信 of the company: high for the customer risk rating; the default flow declines credit (maxDishonest 0). */
    dishonest: 'high',
    /** 被执行 with an unperformed remainder; fully performed entries are medium. */
    enforcementOpen: 'high',
    enforcementPerformed: 'medium',
    chainDishonest: 'high',
    /** Frozen equity: ≥ 50 % of the capital or a controller's / 控股股东's stake is high, else medium. */
    equityFrozenControlPct: 50,
    uboUnidentified: 'medium',
    ownershipLoop: 'medium',
    /** A related party rated high on its own records (no second-degree contagion). */
    relatedHighRisk: 'medium',
    sharedAddress: 'medium',
    /** Heavy litigation: ≥ 3 cases as defendant, or open exposure ≥ 10 % of revenue (medium); recent (12 months): low. */
    litigationHeavyCases: 3,
    litigationHeavyExposurePct: 10,
    /** Penalties: low. Negative news: ≥ 2 items in 6 months, medium. */
    negativeNewsMin: 2,
    /** Guarantees given and still running: ≥ 30 % of revenue, or any in a mutual-guarantee circle, medium; else low. */
    guaranteesHeavyPct: 30,
  },
  /** Credit score caps by the worst credit finding: a decline ≤ 39 (CCC), high ≤ 54, medium ≤ 74. */
  scoreCaps: { decline: 39, high: 54, medium: 74 },
  /** Default decision-flow checks that count as credit findings: a failed decline check declines, a refer is medium. */
  flowStages: ['admission', 'antiFraud', 'judicial', 'financial', 'limit'],
} as const;

const rank: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };
const worst = (xs: RiskLevel[], floor: RiskLevel = 'low'): RiskLevel =>
  xs.reduce<RiskLevel>((w, s) => (rank[s] > rank[w] ? s : w), floor);

const personIndex = new WeakMap<Registry, Map<string, { ckey: string; r: ConsumptionRestriction }[]>>();

/** Consumption restrictions naming each person (as legal representative of the restricted company). */
function restrictionsByPerson(registry: Registry) {
  let m = personIndex.get(registry);
  if (m) return m;
  m = new Map();
  for (const e of registry.enterprises) {
    if (!e.enforcement.some((x) => x.performedPct < 30)) continue;
    for (const r of consumptionRestrictions(e)) {
      const list = m.get(r.personId) ?? [];
      list.push({ ckey: e.ckey, r });
      m.set(r.personId, list);
    }
  }
  personIndex.set(registry, m);
  return m;
}

const running = (start: string, days: number, asOf: string) =>
  Date.parse(`${start}T00:00:00Z`) + days * 86_400_000 >= Date.parse(`${asOf}T00:00:00Z`);

/** Guarantees the company gives that still run on `asOf`, and those it receives. */
export function guaranteeFacts(ckey: string, registry: Registry, asOf: string = factsAsOf) {
  const all = guaranteesOf(ckey, registry);
  const live = (g: Guarantee) => g.date <= asOf && running(g.date, g.termMonths * 30.4, asOf);
  const given = all.filter((g) => g.guarantor === ckey);
  const received = all.filter((g) => g.debtor === ckey);
  return {
    given,
    received,
    givenRunning: given.filter(live),
    givenAmount: given.filter(live).reduce((s, g) => s + g.amount, 0),
    circle: given.some((g) => g.kind === 'circle'),
  };
}

/** Key persons of a company: legal representative, actual controllers, UBOs and owners of ≥ 50 % (effective). */
function keyPersonsOf(e: Enterprise, facts: Pick<CompanyFacts, 'ownership'>) {
  const roles = new Map<string, Set<KeyRole>>();
  const add = (id: string, role: KeyRole) => roles.set(id, (roles.get(id) ?? new Set()).add(role));
  add(e.legalRepId, 'legalRep');
  for (const c of facts.ownership.actualControllers) add(c.id, 'controller');
  for (const u of facts.ownership.ubos) {
    add(u.personId, 'ubo');
    if (u.pct >= 50) add(u.personId, 'majorityOwner');
  }
  for (const h of e.shareholders) if (h.kind === 'person' && h.pct >= 50) add(h.id, 'majorityOwner');
  return [...roles].map(([personId, r]) => ({ personId, roles: [...r] }));
}

type BaseFacts = Omit<CompanyFacts, 'risk' | 'assessment'>;

/** The assessment of one company (see module doc). `facts` is the facts layer's result without risk/assessment. */
export function assessCompany(e: Enterprise, facts: BaseFacts, registry: Registry): Assessment {
  const { ckey } = e;
  const rules = assessmentRules;
  const findings: Finding[] = [];
  const push = (f: Omit<Finding, 'values'> & { values?: Finding['values'] }) => findings.push({ values: {}, ...f });

  // Hard rules.
  if (e.status === 'deregistered' || e.status === 'revoked')
    push({
      code: 'statusClosed',
      rule: 'H-STATUS',
      severity: 'high',
      effect: 'decline',
      scope: 'both',
      hard: true,
      sources: [{ section: 'registration', recordId: ckey }],
      values: { status: e.status },
    });
  const keyPersons = keyPersonsOf(e, facts);
  // List hits of the key persons, and of the company itself and every enterprise owning ≥ 50 % (sanctions entities).
  type Screened = { kind: 'person' | 'enterprise'; id: string; roles: KeyRole[] };
  const screened: Screened[] = [
    ...keyPersons.map((kp) => ({ kind: 'person' as const, id: kp.personId, roles: kp.roles })),
    { kind: 'enterprise', id: ckey, roles: ['company'] },
    ...e.shareholders
      .filter((h) => h.kind !== 'person' && h.pct >= 50)
      .map((h) => ({ kind: 'enterprise' as const, id: h.id, roles: ['majorityOwner' as KeyRole] })),
  ];
  const hits: { who: Screened; hit: ListHit }[] = screened.flatMap((who) =>
    (who.kind === 'person' ? listHitsOf(who.id, registry) : entityListHitsOf(who.id, registry)).map((hit) => ({
      who,
      hit,
    })),
  );
  const listFinding = (code: FindingCode, rule: string, effect: FindingEffect, group: typeof hits) => {
    for (const { who, hit } of group)
      push({
        code,
        rule,
        severity: 'high',
        effect,
        scope: code === 'pep' ? 'customer' : 'both',
        hard: true,
        sources: [{ section: 'watchlist', recordId: `${hit.list.id}/${hit.entry.id}` }],
        subject: { kind: who.kind, id: who.id, roles: who.roles },
        values: { strength: hit.strength, entry: hit.entry.id, list: hit.list.id, band: hit.band },
      });
  };
  const sanctions = hits.filter((h) => h.hit.list.id === 'hx-sanctions');
  const controlling = (who: Screened) => who.roles.includes('controller') || who.roles.includes('majorityOwner');
  listFinding(
    'sanctionsListedEntity',
    'H-SANC-0',
    'decline',
    sanctions.filter((h) => isConfirmedHit(h.hit) && h.who.kind === 'enterprise'),
  );
  listFinding(
    'sanctionsConfirmedControl',
    'H-SANC-1',
    'decline',
    sanctions.filter((h) => isConfirmedHit(h.hit) && h.who.kind === 'person' && controlling(h.who)),
  );
  listFinding(
    'sanctionsConfirmedOther',
    'H-SANC-2',
    'edd',
    sanctions.filter((h) => isConfirmedHit(h.hit) && h.who.kind === 'person' && !controlling(h.who)),
  );
  listFinding(
    'sanctionsPossible',
    'H-SANC-3',
    'edd',
    sanctions.filter((h) => !isConfirmedHit(h.hit)),
  );
  listFinding(
    'pep',
    'H-PEP',
    'seniorApproval',
    hits.filter((h) => h.hit.list.id === 'hx-pep'),
  );
  if (e.status === 'movedOut')
    push({
      code: 'movedOut',
      rule: 'H-MOVE',
      severity: 'medium',
      effect: 'verify',
      scope: 'both',
      hard: true,
      sources: [{ section: 'registration', recordId: ckey }],
    });

  // Key persons: consumption restrictions naming them (any registry company they represent).
  const restrictions = consumptionRestrictions(e);
  if (restrictions.length)
    push({
      code: 'companyRestricted',
      rule: 'K-RES-1',
      severity: 'high',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: restrictions.map((r) => ({ section: 'restrictions', recordId: `${ckey}/${r.id}` })),
      subject: { kind: 'person', id: e.legalRepId, roles: ['legalRep'] },
      values: { count: restrictions.length, amount: restrictions.reduce((s, r) => s + r.amount, 0) },
    });
  const byPerson = restrictionsByPerson(registry);
  for (const kp of keyPersons) {
    const elsewhere = (byPerson.get(kp.personId) ?? []).filter((x) => x.ckey !== ckey);
    if (elsewhere.length)
      push({
        code: 'keyPersonRestricted',
        rule: 'K-RES-2',
        severity: 'high',
        effect: 'none',
        scope: 'both',
        hard: false,
        sources: elsewhere.map((x) => ({ section: 'restrictions', recordId: `${x.ckey}/${x.r.id}` })),
        subject: { kind: 'person', id: kp.personId, roles: kp.roles },
        values: { count: elsewhere.length, amount: elsewhere.reduce((s, x) => s + x.r.amount, 0) },
      });
  }

  // Courts: the company's own dishonest and enforcement entries, the control chain's dishonest entries.
  if (facts.dishonest.count)
    push({
      code: 'dishonest',
      rule: 'K-DIS',
      severity: 'high',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: facts.dishonest.ids.map((id) => ({ section: 'dishonest', recordId: `${ckey}/${id}` })),
      values: { count: facts.dishonest.count, amount: facts.dishonest.amount },
    });
  const open = e.enforcement.filter((x) => x.performedPct < 100);
  const performed = e.enforcement.filter((x) => x.performedPct >= 100);
  if (open.length)
    push({
      code: 'enforcementOpen',
      rule: 'K-ENF-1',
      severity: 'high',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: open.map((x) => ({ section: 'enforcement', recordId: `${ckey}/${x.id}` })),
      values: { count: open.length, amount: facts.exposure.unperformedEnforcement },
    });
  else if (performed.length)
    push({
      code: 'enforcementPerformed',
      rule: 'K-ENF-2',
      severity: 'medium',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: performed.map((x) => ({ section: 'enforcement', recordId: `${ckey}/${x.id}` })),
      values: { count: performed.length },
    });
  for (const c of facts.ownership.chainDishonest)
    push({
      code: 'chainDishonest',
      rule: 'R-CHAIN',
      severity: 'high',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: c.ids.map((id) => ({ section: 'dishonest', recordId: `${c.ckey}/${id}` })),
      subject: { kind: 'enterprise', id: c.ckey },
      values: { count: c.ids.length },
    });

  // Ownership and control.
  const freezes = equityFreezes(e).filter((x) => x.date <= factsAsOf && running(x.date, x.termDays, factsAsOf));
  if (freezes.length) {
    // A stake frozen by several orders counts once: the largest share frozen per holder, summed over holders.
    const byHolder = new Map<string, number>();
    for (const x of freezes) byHolder.set(x.holderId, Math.max(byHolder.get(x.holderId) ?? 0, x.pct));
    const pct = Math.min(100, Math.round([...byHolder.values()].reduce((s, v) => s + v, 0) * 100) / 100);
    const controllerIds = new Set([
      ...facts.ownership.actualControllers.map((c) => c.id),
      facts.ownership.controllingShareholder?.id,
    ]);
    const control = pct >= rules.weighed.equityFrozenControlPct || freezes.some((x) => controllerIds.has(x.holderId));
    push({
      code: control ? 'equityFrozenControl' : 'equityFrozen',
      rule: control ? 'O-FRZ-1' : 'O-FRZ-2',
      severity: control ? 'high' : 'medium',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: freezes.map((x) => ({ section: 'equityFreezes', recordId: `${ckey}/${x.id}` })),
      values: { count: freezes.length, pct, amount: freezes.reduce((s, x) => s + x.amount, 0) },
    });
  }
  const qualified = facts.ownership.ubos.some((u) => u.bases.includes('ownership') || u.bases.includes('control'));
  if (!qualified)
    push({
      code: 'uboUnidentified',
      rule: 'O-UBO',
      severity: 'medium',
      effect: 'edd',
      scope: 'customer',
      hard: false,
      sources: [{ section: 'shareholders', recordId: ckey }],
    });
  if (facts.ownership.loops.length)
    push({
      code: 'ownershipLoop',
      rule: 'O-LOOP',
      severity: 'medium',
      effect: 'edd',
      scope: 'customer',
      hard: false,
      sources: [{ section: 'shareholders', recordId: ckey }],
      values: { count: facts.ownership.loops.length },
    });
  if (facts.registration.sharedAddressDepth > 0)
    push({
      code: 'sharedAddress',
      rule: 'O-NOM',
      severity: 'medium',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: [{ section: 'registration', recordId: ckey }],
      values: { depth: facts.registration.sharedAddressDepth },
    });

  // Related parties rated high on their own records.
  const related = relatedPartiesOf(e, facts, registry);
  const risky = related.filter((r) => r.risk === 'high');
  if (risky.length)
    push({
      code: 'relatedHighRisk',
      rule: 'R-REL',
      severity: 'medium',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: risky.map((r) => ({ section: 'registration', recordId: r.id })),
      values: { count: risky.length },
    });

  // Courts and news.
  const revenue = Math.max(0, e.financials.revenue);
  const heavy =
    facts.litigation.defendant >= rules.weighed.litigationHeavyCases ||
    (revenue > 0 && facts.exposure.openDefendantAmount >= (revenue * rules.weighed.litigationHeavyExposurePct) / 100);
  if (heavy)
    push({
      code: 'litigationHeavy',
      rule: 'C-LIT-1',
      severity: 'medium',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: e.judicial
        .filter((j) => j.role === 'defendant')
        .map((j) => ({ section: 'judicial', recordId: `${ckey}/${j.id}` })),
      values: { count: facts.litigation.defendant, exposure: facts.exposure.openDefendantAmount },
    });
  else if (facts.litigation.defendantInWindow.length)
    push({
      code: 'litigationRecent',
      rule: 'C-LIT-2',
      severity: 'low',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: facts.litigation.defendantInWindow.map((id) => ({ section: 'judicial', recordId: `${ckey}/${id}` })),
      values: { count: facts.litigation.defendantInWindow.length },
    });
  if (facts.penalties.count)
    push({
      code: 'penalties',
      rule: 'C-PEN',
      severity: 'low',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: e.penalties.map((p) => ({ section: 'penalties', recordId: `${ckey}/${p.id}` })),
      values: { count: facts.penalties.count },
    });
  if (facts.news.negative >= rules.weighed.negativeNewsMin)
    push({
      code: 'negativeNews',
      rule: 'C-NEWS',
      severity: 'medium',
      effect: 'none',
      scope: 'both',
      hard: false,
      sources: facts.news.negativeIds.map((id) => ({ section: 'news', recordId: `${ckey}/${id}` })),
      values: { count: facts.news.negative, total: facts.news.total },
    });

  // Credit only: guarantees given, and the default decision flow's checks.
  const g = guaranteeFacts(ckey, registry);
  if (g.givenRunning.length) {
    const pct = revenue > 0 ? Math.round((g.givenAmount / revenue) * 1000) / 10 : 100;
    const heavyG = g.circle || pct >= rules.weighed.guaranteesHeavyPct;
    push({
      code: heavyG ? 'guaranteesHeavy' : 'guaranteesGiven',
      rule: heavyG ? 'G-GUA-1' : 'G-GUA-2',
      severity: heavyG ? 'medium' : 'low',
      effect: 'none',
      scope: 'credit',
      hard: false,
      sources: g.givenRunning.map((x) => ({ section: 'guarantees', recordId: x.id })),
      values: { count: g.givenRunning.length, amount: g.givenAmount, pct, circle: g.circle ? 1 : 0 },
    });
  }
  const flow = evaluateFlow(defaultFlow(), e, registry, facts);
  for (const st of flow.stages)
    for (const c of st.checks) {
      // Registration status is H-STATUS; dishonest and enforcement entries are findings of their own above.
      if (c.outcome === 'pass' || c.rule === 'active') continue;
      const records: FindingSource[] =
        c.rule === 'maxDishonest'
          ? facts.dishonest.ids.map((id) => ({ section: 'dishonest', recordId: `${ckey}/${id}` }))
          : c.rule === 'maxEnforcement'
            ? facts.enforcement.ids.map((id) => ({ section: 'enforcement', recordId: `${ckey}/${id}` }))
            : c.rule === 'maxDefendantCases'
              ? e.judicial
                  .filter((j) => j.role === 'defendant')
                  .map((j) => ({ section: 'judicial', recordId: `${ckey}/${j.id}` }))
              : [{ section: st.kind === 'financial' ? 'authorised' : 'registration', recordId: ckey }];
      push({
        code: 'flowCheck',
        rule: `F-${c.rule}`,
        severity: c.outcome === 'decline' ? 'high' : 'medium',
        effect: c.outcome === 'decline' ? 'decline' : 'none',
        scope: 'credit',
        hard: false,
        sources: records,
        values: {
          check: c.rule,
          value: typeof c.value === 'boolean' ? Number(c.value) : c.value,
          threshold: typeof c.threshold === 'boolean' ? Number(c.threshold) : c.threshold,
        },
      });
    }

  const hardFindings = findings.filter((f) => f.hard && f.scope !== 'credit');
  const customerFindings = findings.filter((f) => f.scope !== 'credit');
  const creditFindings = findings.filter((f) => f.scope !== 'customer');

  // Customer risk rating: the worst customer finding; the recommendation from the effects.
  const cLevel = worst(customerFindings.map((f) => f.severity));
  const has = (xs: Finding[], effect: FindingEffect) => xs.some((f) => f.effect === effect);
  const seniorApproval = has(customerFindings, 'seniorApproval');
  const customerRec: ProspectRecommendation = has(customerFindings, 'decline')
    ? 'decline'
    : cLevel === 'high' || has(customerFindings, 'edd') || seniorApproval
      ? 'enhancedDueDiligence'
      : cLevel === 'medium' || has(customerFindings, 'verify')
        ? 'onboardWithConditions'
        : 'onboard';

  // Credit assessment: the model score capped by the worst credit finding.
  const modelScore = riskScoreOf(e);
  const declined = has(creditFindings, 'decline') || customerRec === 'decline';
  const creditWorst = worst(creditFindings.map((f) => f.severity));
  const cap = declined
    ? rules.scoreCaps.decline
    : creditWorst === 'high'
      ? rules.scoreCaps.high
      : creditWorst === 'medium'
        ? rules.scoreCaps.medium
        : 100;
  const score = Math.min(modelScore, cap);
  const level = worst([creditWorst, riskLevelOf(score)]);
  const line = declined ? 0 : (flow.limit ?? 0);
  const creditRec: ProspectRecommendation = declined
    ? 'decline'
    : customerRec === 'enhancedDueDiligence'
      ? 'enhancedDueDiligence'
      : level !== 'low' || flow.decision !== 'approve' || customerRec === 'onboardWithConditions'
        ? 'onboardWithConditions'
        : 'onboard';

  return {
    ckey,
    version: rules.version,
    asOf: factsAsOf,
    hardFindings,
    keyPersons,
    related,
    restrictions,
    customer: { level: cLevel, recommendation: customerRec, seniorApproval, findings: customerFindings },
    credit: {
      modelScore,
      score,
      grade: ratingGrade(score),
      level,
      line,
      recommendation: creditRec,
      findings: creditFindings,
      flow: { decision: flow.decision, limit: flow.limit },
    },
  };
}

/**
 * What to do with an existing client whose approved line is `approvedLine` (CNY): exit and recover when the credit
 * assessment declines; reduce when its line is below the approved one; else keep. The suggested line is the
 * assessment's (0 on exit).
 */
export function clientActionOf(
  credit: Pick<CreditAssessment, 'recommendation' | 'line'>,
  approvedLine: number,
): { action: ClientAction; suggestedLine: number } {
  if (credit.recommendation === 'decline') return { action: 'exitAndRecover', suggestedLine: 0 };
  return { action: credit.line < approvedLine ? 'reduce' : 'keep', suggestedLine: credit.line };
}
