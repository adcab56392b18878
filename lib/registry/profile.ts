/**
 * What the profile and report pages show for a registry enterprise: its figures (`CompanyFigures`, `KycFigures`)
 * and its localized names and prose (`CompanyText`, `KycText`). The showcase companies keep their curated
 * figures and prose (`lib/sample-data`, `messages/<locale>/sampleData.json`); every other enterprise's are derived
 * here from its registry record, with the prose filled in from the `registryText` message templates.
 *
 * **One source of truth per figure.** Every figure a page shows comes from one field: the risk score and level of
 * the 360° view, the dashboard and the KYC report are all `customer.ratingScore` / `customer.riskLevel` (the last
 * month of `customer.monthly` equals it); revenue, insured staff, UBO shares and registration facts likewise.
 * Derived values are deterministic per enterprise (seeded by its registry index).
 */
import { Faker, base } from '@faker-js/faker';
import {
  companies,
  type CompanyFigures,
  type CompanyText,
  type MonthFigures,
  type ProductKey,
  type RiskSignal,
  type RiskLevel,
  type ShareholderKind,
} from '@/lib/sample-data/companies';
import { isShowcase } from '@/lib/sample-data/keys';
import {
  kycReports,
  type CheckResult,
  type IdentityCheck,
  type KycFigures,
  type KycText,
  type TaxGrade,
} from '@/lib/sample-data/kyc-reports';
import {
  clientActionOf,
  companyFacts,
  factsAsOf,
  ratingGrade,
  riskLevelOf,
  riskScoreOf,
  settlementTrendOf,
  statementFacts,
  type CompanyFacts,
} from '@/lib/facts';
import { cityOf, corporateDepth, tradeNameEn } from './generate';
import { statusDateOf } from './changes';
import { registrySeed } from './keys';
import type { Enterprise, Person, Registry } from './types';
import { ownershipViewOf, type OwnershipView, type UboView } from './ownership-view';
import { roadKinds, roadWords } from './vocab';
import { localName } from '@/lib/registry/local-name';
import { orUndisclosed } from '@/lib/format';
import { assessmentViewOf, recordsViewOf, type AssessmentView, type RecordsView } from './assessment-view';
import { eventSeverity, litigationSignal, worstSeverity } from '@/lib/facts/events';

export { ratingGrade, riskLevelOf, riskScoreOf };

const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const round = (v: number, step: number) => Math.round(v / step) * step;

/**
 * Risk signals derived from an enterprise's records (ids r1…), most severe first. Every count and date a signal
 * rests on is the facts layer's (`companyFacts`): litigation = cases as defendant in the last 12 months, enforcement
 * dated by its latest entry, negative news in the last 6 months, dishonest-debtor entries on the control chain.
 */
function deriveRisks(e: Enterprise, registry: Registry): RiskSignal[] {
  const f = companyFacts(e.ckey, registry);
  const out: Omit<RiskSignal, 'id'>[] = [];
  const dateOf = <T extends { id: string; date: string }>(list: T[], id: string | undefined) =>
    list.find((x) => x.id === id)?.date ?? factsAsOf;
  const { ckey } = e;
  const ref = (section: NonNullable<RiskSignal['records']>[number]['section'], owner: string, ids: string[]) =>
    ids.map((id) => ({ section, recordId: `${owner}/${id}` }));
  if (e.status === 'revoked' || e.status === 'deregistered' || e.status === 'movedOut') {
    out.push({
      severity: e.status === 'movedOut' ? 'medium' : 'high',
      category: 'statusAbnormal',
      date: statusDateOf(e) ?? factsAsOf,
      records: [{ section: 'registration', recordId: ckey }],
    });
  }
  if (f.dishonest.count)
    out.push({
      severity: 'high',
      category: 'dishonest',
      date: dateOf(e.dishonest, f.dishonest.ids[0]),
      records: ref('dishonest', ckey, f.dishonest.ids),
    });
  const chain = f.ownership.chainDishonest[0];
  if (chain) {
    const holder = registry.byCkey.get(chain.ckey)!;
    out.push({
      severity: 'high',
      category: 'relatedDishonest',
      date: dateOf(holder.dishonest, chain.ids[0]),
      records: ref('dishonest', chain.ckey, chain.ids),
    });
  }
  // The enforcement signal states the enforcement entries (被执行记录), so it cites them, not court cases.
  if (f.enforcement.latest)
    out.push({
      severity: 'high',
      category: 'enforcement',
      date: f.enforcement.latest.date,
      records: ref('enforcement', ckey, f.enforcement.ids),
    });
  // The litigation signal states the cases as defendant in its 12-month window: it cites those, no others; its
  // severity is the worst the monitoring rules give any of them (`eventSeverity`, one rule for every surface).
  const lit = f.litigation.defendantInWindow;
  if (lit.length)
    out.push({
      severity: worstSeverity(
        e.judicial.filter((j) => lit.includes(j.id)).map((j) => eventSeverity(litigationSignal(j)) ?? 'low'),
      ),
      category: 'litigation',
      date: dateOf(e.judicial, lit[0]),
      records: ref('judicial', ckey, lit),
    });
  if (f.penalties.count)
    out.push({
      severity: 'low',
      category: 'adminPenalty',
      date: dateOf(e.penalties, f.penalties.latestId ?? undefined),
      records: ref(
        'penalties',
        ckey,
        e.penalties.map((p) => p.id),
      ),
    });
  if (f.news.negative >= 2)
    out.push({
      severity: 'medium',
      category: 'negativeNews',
      date: dateOf(e.news, f.news.negativeIds[0]),
      records: ref('news', ckey, f.news.negativeIds),
    });
  if (f.registration.sharedAddressDepth > 0)
    out.push({ severity: 'medium', category: 'sharedAddress', date: e.established });
  if (f.registration.capitalGap) out.push({ severity: 'low', category: 'capitalGap', date: factsAsOf });
  if (e.formerNames.length) out.push({ severity: 'low', category: 'addressChange', date: e.formerNames[0].until });
  const order: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };
  return out
    .sort((a, b) => order[a.severity] - order[b.severity] || b.date.localeCompare(a.date))
    .map((r, i) => ({ ...r, id: `r${i + 1}` }));
}

function shareholderKind(registry: Registry, h: Enterprise['shareholders'][number]): ShareholderKind {
  if (h.kind === 'person') return 'person';
  return registry.byCkey.get(h.id)?.orgForm === 'partnership' ? 'partnership' : 'company';
}

/**
 * Figures of a registry enterprise as the profile pages read them. Showcase companies: the curated record.
 * Others: registration and court facts from the registry, bank-side figures derived deterministically.
 */
export function companyFiguresOf(e: Enterprise, registry: Registry): CompanyFigures {
  return perEnterprise(figuresCache, e, registry, computeCompanyFigures);
}

/**
 * Memo of a function of one enterprise per registry (a registry never changes once built, like `companyFacts`'s
 * cache): a company page, its KYC report and the AI reports ask for the same figures several times per render.
 * Callers treat the cached object as read-only.
 */
function perEnterprise<T>(
  cache: WeakMap<Registry, Map<string, T>>,
  e: Enterprise,
  registry: Registry,
  compute: (e: Enterprise, registry: Registry) => T,
): T {
  let m = cache.get(registry);
  if (!m) cache.set(registry, (m = new Map()));
  let hit = m.get(e.ckey);
  if (hit === undefined) m.set(e.ckey, (hit = compute(e, registry)));
  return hit;
}
const figuresCache = new WeakMap<Registry, Map<string, CompanyFigures>>();
const kycFiguresCache = new WeakMap<Registry, Map<string, KycFigures>>();

function computeCompanyFigures(e: Enterprise, registry: Registry): CompanyFigures {
  // Showcase companies keep their curated figures; their news series, like everyone's, counts the news records.
  if (isShowcase(e.ckey)) {
    // Curated bank-side figures, but the rating, grade, level and suggested line are the assessment's, like everyone's.
    const curated = companies[e.ckey];
    const { risk, assessment } = companyFacts(e.ckey, registry);
    const monthly = curated.customer.monthly.map((m, i, all) =>
      i === all.length - 1 ? { ...m, riskScore: risk.score } : m,
    );
    return {
      ...curated,
      sentimentByMonth: companyFacts(e.ckey, registry).news.byMonth,
      customer: {
        ...curated.customer,
        internalRating: risk.grade,
        ratingScore: risk.score,
        riskLevel: risk.level,
        suggestedLimit: clientActionOf(assessment.credit, curated.customer.approvedLine).suggestedLine,
        monthly,
      },
    };
  }
  const f = new Faker({ locale: base, seed: registrySeed + e.index });
  const facts = companyFacts(e.ckey, registry);
  const { score, level } = facts.risk;
  const revenue = Math.max(1_000_000, e.financials.revenue);
  const line = Math.max(1_000_000, round(revenue * f.number.float({ min: 0.08, max: 0.2 }), 1_000_000));
  const exposure = round(line * f.number.float({ min: 0.35, max: level === 'high' ? 0.98 : 0.85 }), 10_000);
  // The seeded stream's draws above are kept as they were; the suggested line is the credit assessment's.
  const suggested = clientActionOf(facts.assessment.credit, line).suggestedLine;
  const since =
    e.established > '2018-01-01'
      ? e.established
      : f.date.between({ from: '2016-01-01', to: '2022-12-31' }).toISOString().slice(0, 10);

  // Twelve months ending at today's figures: the last risk score is the rating score itself.
  const drift = level === 'high' ? -1 : level === 'low' ? 0.2 : -0.3;
  const monthly: MonthFigures[] = months.map((month, i) => {
    const back = months.length - 1 - i;
    return {
      month,
      exposure:
        back === 0
          ? exposure
          : round(
              exposure * (1 - back * 0.012 * (level === 'high' ? -1 : 1) + f.number.float({ min: -0.03, max: 0.03 })),
              10_000,
            ),
      line,
      settlement: round(
        (revenue / 12) *
          (0.35 + f.number.float({ min: -0.05, max: 0.05 }) - (level === 'high' ? (11 - back) * -0.01 : 0)),
        10_000,
      ),
      riskScore:
        back === 0
          ? score
          : Math.max(10, Math.min(99, Math.round(score - drift * back + f.number.int({ min: -1, max: 1 })))),
    };
  });
  // A revoked or deregistered company stopped trading on its status date: no settlement flows in the months after.
  if (e.statusDate) for (const m of monthly) if (m.month > e.statusDate.slice(0, 7)) m.settlement = 0;
  // The seeded stream once drew a sentiment series here; the draws are kept so every later figure stays the same,
  // but the series itself is now the news records counted by month (companyFacts), like every other news count.
  for (let i = 0; i < 6; i++) {
    f.number.int({ min: 2, max: 9 });
    f.number.float({ min: 0.6, max: 1.4 });
    f.number.float({ min: 0.3, max: 0.6 });
  }
  const sentimentByMonth = facts.news.byMonth;
  const products: ProductKey[] = ['workingCapitalLoan', 'payroll'];
  if (e.industry === 'C') products.push('billDiscount');
  if (e.industry === 'F' || e.industry === 'G') products.push('supplyChain');
  if (e.employees > 200) products.push('cashManagement');
  if (f.number.float() < 0.2) products.push('fxSettlement');

  const timeline: CompanyFigures['customer']['timeline'] = [
    { id: 'e1', date: since, kind: 'onboarding' },
    { id: 'e2', date: f.date.between({ from: since, to: '2025-06-30' }).toISOString().slice(0, 10), kind: 'credit' },
    { id: 'e3', date: '2025-12-15', kind: 'review' },
  ];
  const alert = deriveRisks(e, registry).find((r) => r.severity === 'high');
  if (alert && alert.date > '2025-12-15') timeline.push({ id: 'e4', date: alert.date, kind: 'alert' });
  timeline.push({ id: 'e5', date: '2026-10-20', kind: level === 'low' ? 'marketing' : 'visit' });

  return {
    ckey: e.ckey,
    uscc: e.uscc,
    status: e.status,
    companyType: e.companyType,
    established: e.established,
    registeredCapital: e.registeredCapital,
    paidInCapital: e.paidInCapital,
    employees: e.employees,
    insuredStaff: e.insuredStaff,
    asOf: factsAsOf,
    shareholders: e.shareholders.map((h, i) => ({
      id: `s${i + 1}`,
      kind: shareholderKind(registry, h),
      sharePct: h.pct,
      subscribed: round((e.registeredCapital * h.pct) / 100, 100),
      subscribedOn: h.subscribedOn,
    })),
    officers: e.officers.map((o, i) => ({ id: `o${i + 1}`, role: o.role })),
    risks: deriveRisks(e, registry),
    judicial: e.judicial.map((j) => ({
      id: j.id,
      date: j.date,
      kind: j.kind,
      role: j.role,
      amount: j.amount,
      status: j.status,
    })),
    news: e.news.map((n) => ({ id: n.id, date: n.date, sentiment: n.sentiment })),
    sentimentByMonth,
    customer: {
      internalRating: facts.risk.grade,
      ratingScore: score,
      ratingTrend: drift < -0.5 ? 'down' : drift > 0 ? 'up' : 'stable',
      riskLevel: level,
      relationshipSince: since,
      nextReview: level === 'high' ? '2026-12-15' : '2027-03-31',
      approvedLine: line,
      exposure,
      suggestedLimit: suggested,
      averageDeposits: round(revenue * f.number.float({ min: 0.02, max: 0.06 }), 10_000),
      annualRevenue: statementFacts(e.ckey, registry).latest?.revenue ?? null,
      products,
      tags: ['t1', 't2', 't3'],
      actions: ['a1', 'a2', 'a3'],
      monthly,
      timeline,
    },
  };
}

/** One company as every profile page, PDF and the AI report flow read it. Serialisable (passed to client components). */
export interface CompanyView {
  ckey: string;
  kycNo: string;
  figures: CompanyFigures;
  text: CompanyText;
  /** Operating figures of its KYC report (the credit report's authorised section). */
  operating: KycFigures['operating'];
  /** The facts layer's results for the company (lib/facts): every count, share, latest event and conclusion. */
  facts: CompanyFacts;
  /** Control and beneficial ownership with names in the view's locale. */
  ownership: OwnershipView;
  /** The assessment (customer risk rating and credit assessment) as sentences in the view's locale. */
  assessment: AssessmentView;
  /** Enforcement, dishonest, consumption-restriction, equity-freeze and guarantee records, localized. */
  records: RecordsView;
}

/** A KYC report as its page and PDF read it; `ubos` is `company.ownership.ubos`. */
export interface KycView {
  figures: KycFigures;
  text: KycText;
  company: CompanyView;
  ubos: UboView[];
}

/**
 * The company view of a registry enterprise in a locale, given its prose (curated or from `companyTextOf`). The
 * credit line's rationale is the assessment's for every company, curated ones included.
 */
export function companyViewOf(e: Enterprise, registry: Registry, text: CompanyText, ctx: TextContext): CompanyView {
  const figures = companyFiguresOf(e, registry);
  const assessment = assessmentViewOf(e.ckey, registry, ctx, figures.customer.approvedLine);
  return {
    ckey: e.ckey,
    kycNo: e.kycNo,
    figures,
    text: { ...text, limitRationale: assessment.credit.limitRationale },
    operating: kycFiguresOf(e, registry).operating,
    facts: companyFacts(e.ckey, registry),
    ownership: ownershipViewOf(e.ckey, registry, ctx.locale),
    assessment,
    records: recordsViewOf(e.ckey, registry, ctx),
  };
}

/**
 * A KYC report's figures and prose with the assessment's verdict: the conclusion is the customer risk rating's
 * sentence followed by its findings, the recommendations are the assessment's steps and the UBO paragraph is
 * `uboNoteOf`'s (curated reports included, so neither a hand-written verdict nor a hand-written holding can
 * contradict the rules or the register).
 */
export function kycWithAssessment(
  figures: KycFigures,
  text: KycText,
  assessment: AssessmentView,
  uboNote: string,
): { figures: KycFigures; text: KycText } {
  const ids = assessment.actions.map((_, i) => `a${i + 1}`);
  const c = assessment.customer;
  const findings = c.findings.length ? c.findings.map((f) => f.text) : [];
  return {
    figures: { ...figures, recommendations: ids },
    text: {
      ...text,
      uboNote,
      conclusion: [c.conclusion, ...findings].join(' '),
      recommendations: Object.fromEntries(ids.map((id, i) => [id, assessment.actions[i]])),
    },
  };
}

/** A translator over one message namespace (next-intl's `t`, loosely typed for template keys built at run time). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What the text builders need: translators for `registryText` and `company`, the locale and a money formatter. */
export interface TextContext {
  t: Translate;
  tc: Translate;
  locale: string;
  money: (value: number) => string;
  pct: (value: number) => string;
  /** An ISO date in the locale (the site formatter's long date). */
  date: (iso: string) => string;
}

const isEn = (locale: string) => locale.startsWith('en');

function personName(registry: Registry, id: string, locale: string): string {
  const p: Person | undefined = registry.persons.get(id);
  return p ? localName(p, locale) : id;
}

function enterpriseName(e: Enterprise, locale: string): string {
  return localName(e, locale);
}

/** Region of an enterprise in the locale, e.g. 江苏省苏州市 / Suzhou, Jiangsu. */
export function regionOf(e: Enterprise, ctx: Pick<TextContext, 't' | 'locale'>): string {
  const c = cityOf(e.cityCode);
  const en = isEn(ctx.locale);
  const city = en ? c.en : c.zh;
  const province = en ? c.provinceEn : c.provinceZh;
  return c.zh === c.provinceZh ? ctx.t('regionMunicipality', { city }) : ctx.t('region', { province, city });
}

/** Localized names and prose of a generated enterprise (not for showcase companies, whose prose is curated). */
export function companyTextOf(e: Enterprise, registry: Registry, ctx: TextContext): CompanyText {
  const { t, tc, locale, money } = ctx;
  const en = isEn(locale);
  const fig = companyFiguresOf(e, registry);
  const c = cityOf(e.cityCode);
  const province = en ? c.provinceEn : c.provinceZh;
  const short = en ? e.abbreviationEn : e.abbreviation;
  const level = fig.customer.riskLevel;
  const section = t(`sections.${e.industry}`);
  const phrase = en ? e.industryPhrase.en : e.industryPhrase.zh;
  const facts = companyFacts(e.ckey, registry);
  const lit = facts.litigation;
  const news = facts.news;

  const riskText = (r: RiskSignal): { title: string; detail: string } => {
    const k = `risks.${r.category}`;
    switch (r.category) {
      case 'litigation':
        return {
          title: t(`${k}.title`, { count: lit.defendantInWindow.length, months: lit.window.months }),
          detail: t(`${k}.detail`, {
            amount: money(lit.amountInWindow),
            pending: lit.openInWindow.length,
            from: ctx.date(lit.window.from),
          }),
        };
      case 'enforcement': {
        const latest = facts.enforcement.latest!;
        return {
          title: t(`${k}.title`, { count: facts.enforcement.count }),
          detail: t(`${k}.detail`, {
            amount: money(facts.enforcement.amount),
            performed: latest.performedPct,
            date: ctx.date(latest.date),
          }),
        };
      }
      case 'relatedDishonest': {
        // Name the listed enterprise, and say whether it is the controlling shareholder itself or one above it.
        const chain = facts.ownership.chainDishonest[0];
        const holder = registry.byCkey.get(chain.ckey)!;
        const parentId = facts.ownership.controllingShareholder?.id;
        const parent = parentId ? registry.byCkey.get(parentId) : undefined;
        const direct = !parent || parent.ckey === holder.ckey ? 'yes' : 'no';
        return {
          title: t(`${k}.title`, { direct }),
          detail: t(`${k}.detail`, {
            direct,
            name: enterpriseName(holder, locale),
            parent: parent ? enterpriseName(parent, locale) : '',
            count: chain.ids.length,
          }),
        };
      }
      case 'dishonest':
        return {
          title: t(`${k}.title`),
          detail: t(`${k}.detail`, { reason: e.dishonest[0].reason, amount: money(e.dishonest[0].amount) }),
        };
      case 'adminPenalty': {
        const last = [...e.penalties].sort((a, b) => b.date.localeCompare(a.date))[0];
        return {
          title: t(`${k}.title`, { count: e.penalties.length }),
          detail: t(`${k}.detail`, { reason: last.reason, amount: money(last.amount) }),
        };
      }
      case 'negativeNews':
        return {
          title: t(`${k}.title`, { count: news.negative }),
          detail: t(`${k}.detail`, {
            share: ctx.pct(news.negativeShare),
            total: news.total,
            count: news.negative,
            months: news.window.months,
          }),
        };
      case 'capitalGap':
        return {
          title: t(`${k}.title`),
          detail: t(`${k}.detail`, { paid: money(e.paidInCapital), registered: money(e.registeredCapital) }),
        };
      case 'addressChange':
        return { title: t(`${k}.title`), detail: t(`${k}.detail`, { former: localName(e.formerNames[0], locale) }) };
      case 'sharedAddress':
        return { title: t(`${k}.title`), detail: t(`${k}.detail`, { count: corporateDepth(registry, e.ckey) }) };
      default:
        return {
          title: t('risks.statusAbnormal.title'),
          detail: t('risks.statusAbnormal.detail', { status: tc(`status.${e.status}`) }),
        };
    }
  };

  const size = e.employees < 100 ? 'small' : e.employees < 500 ? 'medium' : 'large';
  const manager = registry.persons.get(`p${((e.index * 7919) % registry.persons.size) + 1}`);
  return {
    name: enterpriseName(e, locale),
    shortName: short,
    legalRep: personName(registry, e.legalRepId, locale),
    region: regionOf(e, ctx),
    address: t('address', {
      city: en ? c.en : c.zh,
      road: en ? tradeNameEn(roadWords[e.address.road]) : roadWords[e.address.road],
      kind: en ? roadKinds[e.address.kind].en : roadKinds[e.address.kind].zh,
      no: e.address.no,
    }),
    industry: t('industry', { section, phrase }),
    scope: t(`scope.${e.industry}`, { phrase }),
    summary: t('summary', {
      name: enterpriseName(e, locale),
      year: e.established.slice(0, 4),
      region: regionOf(e, ctx),
      section,
      employees: e.employees,
      pattern: e.pattern,
      depth: corporateDepth(registry, e.ckey),
      level,
    }),
    shareholders: Object.fromEntries(
      e.shareholders.map((h, i) => [
        `s${i + 1}`,
        h.kind === 'person' ? personName(registry, h.id, locale) : enterpriseName(registry.byCkey.get(h.id)!, locale),
      ]),
    ),
    officers: Object.fromEntries(e.officers.map((o, i) => [`o${i + 1}`, personName(registry, o.personId, locale)])),
    risks: Object.fromEntries(fig.risks.map((r) => [r.id, riskText(r)])),
    judicial: Object.fromEntries(
      e.judicial.map((j) => [
        j.id,
        {
          cause: t(`causes.${j.cause}`),
          court: t(`courts.${j.court}`, { province }),
          summary: t('caseSummary', { role: j.role, amount: money(j.amount), status: j.status }),
        },
      ]),
    ),
    news: Object.fromEntries(
      e.news.map((n) => [n.id, { title: t(`news.${n.topic}`, { short }), source: t(`sources.${n.topic}`) }]),
    ),
    tags: { t1: phrase, t2: t('tags.size', { size }), t3: t('tags.risk', { level }) },
    actions: Object.fromEntries(['a1', 'a2', 'a3'].map((a) => [a, t(`actions.${level}.${a}`)])),
    accountManager: manager ? localName(manager, locale) : '',
    branch: t('branch', { city: en ? c.en : c.zh }),
    relationshipNote: relationshipNoteOf(fig, ctx),
    // Replaced by the assessment's rationale in `companyViewOf`.
    limitRationale: '',
    timeline: Object.fromEntries(
      fig.customer.timeline.map((ev) => [
        ev.id,
        {
          title: t(`timeline.${ev.kind}.title`),
          detail: t(`timeline.${ev.kind}.detail`, {
            line: money(fig.customer.approvedLine),
            rating: fig.customer.internalRating,
          }),
        },
      ]),
    ),
  };
}

/**
 * The 360° view's relationship note: the risk level's reading, and the settlement flows' direction as
 * `settlementTrendOf` reads the same monthly series the dashboard charts (first month against last).
 */
export function relationshipNoteOf(fig: CompanyFigures, ctx: TextContext): string {
  const trend = settlementTrendOf(fig.customer.monthly);
  return ctx.t('relationshipNote', {
    level: fig.customer.riskLevel,
    trend: trend?.direction ?? 'stable',
    from: ctx.money(trend?.from ?? 0),
    to: ctx.money(trend?.to ?? 0),
  });
}

const watchlistCodes = new Set<string>([
  'sanctionsConfirmedOther',
  'sanctionsPossible',
  'pep',
  'companyRestricted',
  'keyPersonRestricted',
  'dishonest',
  'enforcementOpen',
  'enforcementPerformed',
  'chainDishonest',
]);

/** KYC report figures of an enterprise: curated for the showcase companies, derived for the others. */
const round1 = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v * 10) / 10);

/**
 * The KYC report's financial figures — revenue, year-on-year growth and gross margin of the last filed year — from the
 * facts layer's statements (`statementFacts`): yuan and percent (one decimal); null when not disclosed.
 */
export function operatingFinancialsOf(
  ckey: string,
  registry: Registry,
): Pick<KycFigures['operating'], 'revenue' | 'revenueYoy' | 'grossMargin'> {
  const l = statementFacts(ckey, registry).latest;
  return {
    revenue: l?.revenue ?? null,
    revenueYoy: round1(l?.revenueGrowthPct),
    grossMargin: round1(l?.grossMarginPct),
  };
}

/** The KYC report's figures of a registry enterprise (curated for the showcase KYC reports), cached per registry. */
export function kycFiguresOf(e: Enterprise, registry: Registry): KycFigures {
  return perEnterprise(kycFiguresCache, e, registry, computeKycFigures);
}

function computeKycFigures(e: Enterprise, registry: Registry): KycFigures {
  const curated = Object.values(kycReports).find((r) => r.ckey === e.ckey);
  if (curated) return { ...curated, operating: { ...curated.operating, ...operatingFinancialsOf(e.ckey, registry) } };
  const fig = companyFiguresOf(e, registry);
  const facts = companyFacts(e.ckey, registry);
  const level = fig.customer.riskLevel;
  const legalRepRoles = registry.roles.get(e.legalRepId)?.length ?? 0;
  const check = (c: IdentityCheck): CheckResult => {
    switch (c) {
      case 'registration':
        return e.status === 'revoked' || e.status === 'deregistered'
          ? 'fail'
          : e.status === 'movedOut'
            ? 'attention'
            : 'pass';
      case 'legalRep':
        return legalRepRoles >= 3 ? 'attention' : 'pass';
      case 'address':
        return e.pattern === 'nominee' ? 'attention' : 'pass';
      case 'license':
        return e.risk > 0.92 ? 'attention' : 'pass';
      case 'contact':
        return e.risk > 0.75 ? 'attention' : 'pass';
      case 'watchlist': {
        // The assessment's list and court findings: a sanctions match that declines fails; any other list hit,
        // consumption restriction, dishonest or enforcement entry (company, key person or control chain) needs attention.
        const listed = facts.assessment.customer.findings;
        if (listed.some((x) => x.code === 'sanctionsConfirmedControl' || x.code === 'sanctionsListedEntity'))
          return 'fail';
        return listed.some((x) => watchlistCodes.has(x.code)) ? 'attention' : 'pass';
      }
    }
  };
  const related: KycFigures['related'] = facts.assessment.related;
  const taxGrade: TaxGrade = e.risk < 0.3 ? 'A' : e.risk < 0.75 ? 'B' : 'M';
  return {
    kycNo: e.kycNo,
    ckey: e.ckey,
    issuedOn: `2026-11-${e.kycNo.slice(9, 11)}`,
    identity: (['registration', 'legalRep', 'address', 'license', 'contact', 'watchlist'] as const).map((c) => ({
      check: c,
      result: check(c),
    })),
    related,
    operating: {
      ...operatingFinancialsOf(e.ckey, registry),
      insuredStaff: e.insuredStaff,
      taxGrade,
      invoiceMonths: e.status === 'active' || e.status === 'operating' ? 12 : 4,
      topFiveCustomerShare: Math.round(28 + e.risk * 45),
    },
    recommendations: level === 'low' ? ['r1', 'r2'] : ['r1', 'r2', 'r3'],
  };
}

/**
 * The KYC report's UBO paragraph: the rule applied (《受益所有人信息管理办法》 Art. 6), then what it found for this
 * company — the 实际控制人 and the chain, the owners at ≥ 25 %, or, when nobody qualifies, the day-to-day manager —
 * and any cross-holding loop. Every name and share is the facts layer's.
 */
export function uboNoteOf(ckey: string, registry: Registry, ctx: TextContext): string {
  const { t, locale, pct } = ctx;
  const o = ownershipViewOf(ckey, registry, locale);
  const list = (names: string[]) => names.join(locale.startsWith('en') ? ', ' : '、');
  const parts = [t('kyc.ubo.rule')];
  if (o.actualControllers.length) {
    parts.push(
      t('kyc.ubo.controller', {
        names: list(o.actualControllers.map((c) => c.name)),
        votes: pct(o.controlVotes),
        count: o.actualControllers.length,
      }),
    );
  } else parts.push(t('kyc.ubo.noController'));
  const owners = o.ubos.filter((u) => u.bases.includes('ownership'));
  if (owners.length)
    parts.push(
      t('kyc.ubo.owners', { names: list(owners.map((u) => `${u.name} ${pct(u.pct)}`)), count: owners.length }),
    );
  else if (o.ubos.some((u) => u.basis === 'control')) parts.push(t('kyc.ubo.noOwners'));
  const manager = o.ubos.find((u) => u.basis === 'seniorManager');
  if (manager) parts.push(t('kyc.ubo.manager', { name: manager.name }));
  if (o.loops.length) parts.push(t('kyc.ubo.loops', { count: o.loops.length, loop: o.loops[0].join(' → ') }));
  return parts.join('').trim();
}

/** Localized prose of a generated enterprise's KYC report (showcase reports have curated prose). */
export function kycTextOf(e: Enterprise, registry: Registry, ctx: TextContext): KycText {
  const { t, tc, locale, money, pct } = ctx;
  const k = kycFiguresOf(e, registry);
  const facts = companyFacts(e.ckey, registry);
  const legalRep = personName(registry, e.legalRepId, locale);
  const identity = Object.fromEntries(
    k.identity.map((i) => [
      i.check,
      t(`kyc.identity.${i.check}.${i.result}`, {
        status: tc(`status.${e.status}`),
        name: legalRep,
        count: registry.roles.get(e.legalRepId)?.length ?? 1,
      }),
    ]),
  ) as Record<IdentityCheck, string>;
  const related = Object.fromEntries(
    k.related.map((r) => {
      const other = registry.byCkey.get(r.id)!;
      const share =
        r.relation === 'controllingShareholder' || r.relation === 'corporateShareholder'
          ? (e.shareholders.find((h) => h.id === r.id)?.pct ?? 0)
          : r.relation === 'subsidiary' || r.relation === 'investee'
            ? (other.shareholders.find((h) => h.id === e.ckey)?.pct ?? 0)
            : 0;
      return [
        r.id,
        { name: enterpriseName(other, locale), note: t(`kyc.relatedNote.${r.relation}`, { pct: pct(share) }) },
      ];
    }),
  );
  return {
    requester: t('kyc.requester'),
    purpose: t('kyc.purpose'),
    analyst: t('kyc.analyst'),
    identity,
    uboNote: uboNoteOf(e.ckey, registry, ctx),
    related,
    judicialNote: t('kyc.judicialNote', {
      total: facts.litigation.total,
      defendant: facts.litigation.defendant,
      enforcement: facts.enforcement.count,
      dishonest: facts.dishonest.count,
    }),
    operatingNote: t('kyc.operatingNote', {
      revenue: orUndisclosed(k.operating.revenue, money, tc('notDisclosed')),
      yoy: orUndisclosed(k.operating.revenueYoy, pct, tc('notDisclosed')),
      trend: statementFacts(e.ckey, registry).revenueTrend.kind,
      insured: k.operating.insuredStaff,
      grade: k.operating.taxGrade,
    }),
    // Replaced by the assessment's verdict and steps (`kycWithAssessment`).
    conclusion: '',
    recommendations: {},
  };
}
