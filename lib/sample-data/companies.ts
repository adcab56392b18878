/**
 * Figures of the fictional sample companies shown on /company, /customerProfile, /customerProfile2 and in the AI
 * reports: dates, amounts (CNY, in yuan), ratings and counts. Nothing here is localized; names and prose live in
 * `messages/<locale>/sampleData.json` under `sampleData.companies.<ckey>`, keyed by the same ids used below.
 * Every company, person and number is invented and is shown with the sample label.
 */
import { ckeys, type Ckey } from './keys';
import { showcaseStatementAnchors } from './statements';

/**
 * A risk level (高 / 中 / 低风险): of a company (its rating, `riskLevel`), a related party, a finding of the assessment
 * or a risk record. Not an alert's severity, which the monitoring rules set (`Severity` in lib/monitoring/rules.ts).
 */
export type RiskLevel = 'high' | 'medium' | 'low';
export type Sentiment = 'positive' | 'neutral' | 'negative';
/** 存续 / 在业 / 吊销 / 注销 / 迁出 (the registry's statuses; the showcase companies are all active). */
export type CompanyStatus = 'active' | 'operating' | 'revoked' | 'deregistered' | 'movedOut';
export type CompanyType = 'llcPrivate' | 'llcCorporate' | 'jointStock' | 'partnership';
export type ShareholderKind = 'person' | 'company' | 'partnership';
export type OfficerRole =
  | 'chairman'
  | 'chairmanGm'
  | 'directorGm'
  | 'director'
  | 'executiveDirectorGm'
  | 'supervisor'
  | 'supervisorChair'
  | 'cfo'
  | 'executivePartner';
export type RiskCategory =
  | 'litigation'
  | 'enforcement'
  | 'equityPledge'
  | 'equityFreeze'
  | 'relatedDishonest'
  | 'adminPenalty'
  | 'addressChange'
  | 'sharedAddress'
  | 'executiveChange'
  | 'capitalGap'
  | 'negativeNews'
  | 'dishonest'
  | 'statusAbnormal';
export type JudicialKind = 'civil' | 'enforcement' | 'preservation' | 'labour';
export type JudicialRole = 'plaintiff' | 'defendant';
export type JudicialStatus = 'pending' | 'closed' | 'settled' | 'ongoing';
export type ProductKey =
  | 'workingCapitalLoan'
  | 'fixedAssetLoan'
  | 'billDiscount'
  | 'supplyChain'
  | 'payroll'
  | 'cashManagement'
  | 'fxSettlement';
export type RatingTrend = 'up' | 'stable' | 'down';
export type TimelineKind = 'onboarding' | 'credit' | 'review' | 'alert' | 'visit' | 'marketing';

export interface Shareholder {
  id: string;
  kind: ShareholderKind;
  /** Share of registered capital, in percent. */
  sharePct: number;
  /** Subscribed capital, CNY. */
  subscribed: number;
  /** Subscription date (ISO). */
  subscribedOn: string;
}

export interface RiskSignal {
  id: string;
  severity: RiskLevel;
  category: RiskCategory;
  date: string;
  /**
   * The records the signal states (registry section and `<ckey>/<id>`), set for registry-derived signals; curated
   * showcase signals fall back to `riskCitations`' rules.
   */
  records?: {
    section: 'registration' | 'judicial' | 'enforcement' | 'dishonest' | 'penalties' | 'news';
    recordId: string;
  }[];
}

export interface JudicialRecord {
  id: string;
  date: string;
  kind: JudicialKind;
  role: JudicialRole;
  /** Amount at stake, CNY. */
  amount: number;
  status: JudicialStatus;
}

export interface NewsItem {
  id: string;
  date: string;
  sentiment: Sentiment;
}

/** One month of a customer's figures (month as `YYYY-MM`). */
export interface MonthFigures {
  month: string;
  /** Outstanding credit exposure at month end, CNY. */
  exposure: number;
  /** Approved credit line, CNY. */
  line: number;
  /** Settlement flows through the bank in the month, CNY. */
  settlement: number;
  /** Internal risk score, 0–100, higher is sounder. */
  riskScore: number;
}

/** The bank-side view of the company as a customer (figures for the 360° view and dashboard). */
export interface CustomerFigures {
  internalRating: string;
  ratingScore: number;
  ratingTrend: RatingTrend;
  riskLevel: RiskLevel;
  relationshipSince: string;
  nextReview: string;
  approvedLine: number;
  exposure: number;
  suggestedLimit: number;
  averageDeposits: number;
  /** Revenue of the last filed year (yuan): the facts layer's `statementFacts`; null when none was filed. */
  annualRevenue: number | null;
  products: ProductKey[];
  /** Marketing tag ids; labels in sampleData.companies.<ckey>.tags. */
  tags: string[];
  /** Suggested next actions, ids; text in sampleData.companies.<ckey>.actions. */
  actions: string[];
  monthly: MonthFigures[];
  timeline: { id: string; date: string; kind: TimelineKind }[];
}

export interface CompanyFigures {
  /** A showcase key (curated figures below) or any registry enterprise's key (figures from lib/registry/profile.ts). */
  ckey: string;
  /** Unified social credit code: valid check digits, never a real one (sample construction, lib/registry/uscc.ts). */
  uscc: string;
  status: CompanyStatus;
  companyType: CompanyType;
  established: string;
  registeredCapital: number;
  paidInCapital: number;
  employees: number;
  insuredStaff: number;
  /** Date the sample data is "as of". */
  asOf: string;
  shareholders: Shareholder[];
  officers: { id: string; role: OfficerRole }[];
  risks: RiskSignal[];
  judicial: JudicialRecord[];
  news: NewsItem[];
  /** News mentions per month for the last six months. */
  sentimentByMonth: { month: string; positive: number; neutral: number; negative: number }[];
  customer: CustomerFigures;
}

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

/** Zips per-month series (in 万元 for readability here) into MonthFigures in yuan. */
function series(exposure: number[], line: number[], settlement: number[], riskScore: number[]): MonthFigures[] {
  const wan = 10_000;
  return months.map((month, i) => ({
    month,
    exposure: exposure[i] * wan,
    line: line[i] * wan,
    settlement: settlement[i] * wan,
    riskScore: riskScore[i],
  }));
}

export const companies: Record<Ckey, CompanyFigures> = {
  c9f2a1e7b3: {
    ckey: 'c9f2a1e7b3',
    uscc: '910032050000000198',
    status: 'active',
    companyType: 'llcPrivate',
    established: '2011-04-18',
    registeredCapital: 50_000_000,
    paidInCapital: 50_000_000,
    employees: 486,
    insuredStaff: 452,
    asOf: '2026-11-20',
    shareholders: [
      { id: 's1', kind: 'person', sharePct: 62, subscribed: 31_000_000, subscribedOn: '2011-04-18' },
      { id: 's2', kind: 'partnership', sharePct: 18, subscribed: 9_000_000, subscribedOn: '2019-07-01' },
      { id: 's3', kind: 'person', sharePct: 12, subscribed: 6_000_000, subscribedOn: '2011-04-18' },
      { id: 's4', kind: 'partnership', sharePct: 8, subscribed: 4_000_000, subscribedOn: '2023-03-15' },
    ],
    officers: [
      { id: 'o1', role: 'chairman' },
      { id: 'o2', role: 'directorGm' },
      { id: 'o3', role: 'director' },
      { id: 'o4', role: 'supervisor' },
      { id: 'o5', role: 'cfo' },
    ],
    risks: [
      { id: 'r1', severity: 'medium', category: 'litigation', date: '2026-06-12' },
      { id: 'r2', severity: 'low', category: 'adminPenalty', date: '2024-09-26' },
      { id: 'r3', severity: 'low', category: 'addressChange', date: '2026-08-04' },
    ],
    judicial: [
      { id: 'j1', date: '2026-06-12', kind: 'civil', role: 'defendant', amount: 1_280_000, status: 'pending' },
      { id: 'j2', date: '2025-09-03', kind: 'civil', role: 'plaintiff', amount: 860_000, status: 'closed' },
      { id: 'j3', date: '2024-11-20', kind: 'labour', role: 'defendant', amount: 45_000, status: 'closed' },
    ],
    news: [
      { id: 'n1', date: '2026-10-28', sentiment: 'positive' },
      { id: 'n2', date: '2026-09-15', sentiment: 'neutral' },
      { id: 'n3', date: '2026-07-02', sentiment: 'positive' },
      { id: 'n4', date: '2026-05-19', sentiment: 'negative' },
    ],
    sentimentByMonth: [
      { month: '2026-06', positive: 3, neutral: 5, negative: 1 },
      { month: '2026-07', positive: 6, neutral: 4, negative: 0 },
      { month: '2026-08', positive: 2, neutral: 6, negative: 1 },
      { month: '2026-09', positive: 3, neutral: 7, negative: 0 },
      { month: '2026-10', positive: 8, neutral: 5, negative: 1 },
      { month: '2026-11', positive: 4, neutral: 3, negative: 0 },
    ],
    customer: {
      internalRating: 'A',
      ratingScore: 82,
      ratingTrend: 'stable',
      riskLevel: 'low',
      relationshipSince: '2016-03-10',
      nextReview: '2026-12-15',
      approvedLine: 60_000_000,
      exposure: 42_500_000,
      suggestedLimit: 75_000_000,
      averageDeposits: 18_600_000,
      annualRevenue: showcaseStatementAnchors.c9f2a1e7b3.revenue[3],
      products: ['workingCapitalLoan', 'billDiscount', 'payroll', 'cashManagement'],
      tags: ['t1', 't2', 't3', 't4', 't5'],
      actions: ['a1', 'a2', 'a3'],
      monthly: series(
        [3860, 3920, 3650, 4010, 4180, 4050, 4270, 4310, 4120, 4380, 4460, 4250],
        [6000, 6000, 6000, 6000, 6000, 6000, 6000, 6000, 6000, 6000, 6000, 6000],
        [2980, 3120, 2410, 3350, 3420, 3280, 3510, 3390, 3460, 3620, 3780, 3550],
        [80, 80, 81, 81, 82, 82, 79, 80, 81, 82, 83, 82],
      ),
      timeline: [
        { id: 'e1', date: '2016-03-10', kind: 'onboarding' },
        { id: 'e2', date: '2021-06-08', kind: 'credit' },
        { id: 'e3', date: '2025-12-15', kind: 'review' },
        { id: 'e4', date: '2026-06-20', kind: 'alert' },
        { id: 'e5', date: '2026-09-18', kind: 'visit' },
        { id: 'e6', date: '2026-11-05', kind: 'marketing' },
      ],
    },
  },

  d4e8b6a2c1: {
    ckey: 'd4e8b6a2c1',
    uscc: '91004201000000027M',
    status: 'active',
    companyType: 'llcPrivate',
    established: '2015-09-07',
    registeredCapital: 30_000_000,
    paidInCapital: 18_000_000,
    employees: 312,
    insuredStaff: 241,
    asOf: '2026-11-20',
    shareholders: [
      { id: 's1', kind: 'person', sharePct: 55, subscribed: 16_500_000, subscribedOn: '2015-09-07' },
      { id: 's2', kind: 'company', sharePct: 30, subscribed: 9_000_000, subscribedOn: '2020-01-16' },
      { id: 's3', kind: 'person', sharePct: 15, subscribed: 4_500_000, subscribedOn: '2015-09-07' },
    ],
    officers: [
      { id: 'o1', role: 'executiveDirectorGm' },
      { id: 'o2', role: 'supervisor' },
      { id: 'o3', role: 'cfo' },
    ],
    risks: [
      { id: 'r1', severity: 'high', category: 'enforcement', date: '2026-09-22' },
      { id: 'r2', severity: 'medium', category: 'equityPledge', date: '2026-03-18' },
      { id: 'r3', severity: 'medium', category: 'litigation', date: '2026-07-14' },
      { id: 'r4', severity: 'low', category: 'sharedAddress', date: '2026-05-06' },
    ],
    judicial: [
      { id: 'j1', date: '2026-09-22', kind: 'enforcement', role: 'defendant', amount: 2_350_000, status: 'ongoing' },
      { id: 'j2', date: '2026-07-14', kind: 'civil', role: 'defendant', amount: 780_000, status: 'pending' },
      { id: 'j3', date: '2026-02-27', kind: 'civil', role: 'defendant', amount: 420_000, status: 'settled' },
      { id: 'j4', date: '2025-12-05', kind: 'civil', role: 'plaintiff', amount: 1_150_000, status: 'closed' },
    ],
    news: [
      { id: 'n1', date: '2026-11-12', sentiment: 'negative' },
      { id: 'n2', date: '2026-10-09', sentiment: 'negative' },
      { id: 'n3', date: '2026-08-21', sentiment: 'neutral' },
      { id: 'n4', date: '2026-05-30', sentiment: 'positive' },
    ],
    sentimentByMonth: [
      { month: '2026-06', positive: 2, neutral: 4, negative: 1 },
      { month: '2026-07', positive: 1, neutral: 3, negative: 2 },
      { month: '2026-08', positive: 1, neutral: 5, negative: 1 },
      { month: '2026-09', positive: 0, neutral: 3, negative: 4 },
      { month: '2026-10', positive: 1, neutral: 2, negative: 6 },
      { month: '2026-11', positive: 0, neutral: 2, negative: 5 },
    ],
    customer: {
      internalRating: 'BBB-',
      ratingScore: 64,
      ratingTrend: 'down',
      riskLevel: 'medium',
      relationshipSince: '2019-05-22',
      nextReview: '2027-01-20',
      approvedLine: 20_000_000,
      exposure: 17_800_000,
      suggestedLimit: 12_000_000,
      averageDeposits: 2_100_000,
      annualRevenue: showcaseStatementAnchors.d4e8b6a2c1.revenue[3],
      products: ['workingCapitalLoan', 'supplyChain', 'payroll'],
      tags: ['t1', 't2', 't3', 't4', 't5'],
      actions: ['a1', 'a2', 'a3'],
      monthly: series(
        [1420, 1480, 1510, 1560, 1590, 1630, 1650, 1700, 1720, 1760, 1790, 1780],
        [2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000],
        [1860, 1790, 1420, 1710, 1680, 1650, 1590, 1540, 1480, 1390, 1310, 1260],
        [72, 72, 71, 69, 69, 68, 67, 67, 66, 63, 62, 64],
      ),
      timeline: [
        { id: 'e1', date: '2019-05-22', kind: 'onboarding' },
        { id: 'e2', date: '2023-04-10', kind: 'credit' },
        { id: 'e3', date: '2026-03-18', kind: 'alert' },
        { id: 'e4', date: '2026-09-25', kind: 'alert' },
        { id: 'e5', date: '2026-10-15', kind: 'review' },
        { id: 'e6', date: '2026-11-08', kind: 'visit' },
      ],
    },
  },

  a7c3e9f5d2: {
    ckey: 'a7c3e9f5d2',
    uscc: '91003609000000035C',
    status: 'active',
    companyType: 'jointStock',
    established: '2018-12-03',
    registeredCapital: 200_000_000,
    paidInCapital: 120_000_000,
    employees: 620,
    insuredStaff: 540,
    asOf: '2026-11-20',
    shareholders: [
      { id: 's1', kind: 'company', sharePct: 46, subscribed: 92_000_000, subscribedOn: '2018-12-03' },
      { id: 's2', kind: 'partnership', sharePct: 20, subscribed: 40_000_000, subscribedOn: '2021-05-10' },
      { id: 's3', kind: 'person', sharePct: 14, subscribed: 28_000_000, subscribedOn: '2018-12-03' },
      { id: 's4', kind: 'person', sharePct: 10, subscribed: 20_000_000, subscribedOn: '2018-12-03' },
      { id: 's5', kind: 'partnership', sharePct: 10, subscribed: 20_000_000, subscribedOn: '2022-08-30' },
    ],
    officers: [
      { id: 'o1', role: 'chairman' },
      { id: 'o2', role: 'directorGm' },
      { id: 'o3', role: 'director' },
      { id: 'o4', role: 'supervisorChair' },
      { id: 'o5', role: 'cfo' },
    ],
    risks: [
      { id: 'r1', severity: 'high', category: 'relatedDishonest', date: '2026-08-26' },
      { id: 'r2', severity: 'high', category: 'equityFreeze', date: '2026-09-08' },
      { id: 'r3', severity: 'medium', category: 'negativeNews', date: '2026-11-06' },
      { id: 'r4', severity: 'medium', category: 'executiveChange', date: '2026-07-30' },
      { id: 'r5', severity: 'low', category: 'capitalGap', date: '2026-06-30' },
    ],
    judicial: [
      { id: 'j1', date: '2026-10-16', kind: 'civil', role: 'defendant', amount: 12_600_000, status: 'pending' },
      { id: 'j2', date: '2026-09-08', kind: 'preservation', role: 'defendant', amount: 8_000_000, status: 'ongoing' },
      { id: 'j3', date: '2026-06-25', kind: 'civil', role: 'defendant', amount: 3_400_000, status: 'pending' },
      { id: 'j4', date: '2026-03-11', kind: 'labour', role: 'defendant', amount: 260_000, status: 'closed' },
    ],
    news: [
      { id: 'n1', date: '2026-11-06', sentiment: 'negative' },
      { id: 'n2', date: '2026-10-20', sentiment: 'negative' },
      { id: 'n3', date: '2026-08-02', sentiment: 'neutral' },
      { id: 'n4', date: '2026-04-15', sentiment: 'positive' },
    ],
    sentimentByMonth: [
      { month: '2026-06', positive: 3, neutral: 6, negative: 2 },
      { month: '2026-07', positive: 2, neutral: 5, negative: 3 },
      { month: '2026-08', positive: 2, neutral: 7, negative: 5 },
      { month: '2026-09', positive: 1, neutral: 4, negative: 8 },
      { month: '2026-10', positive: 1, neutral: 5, negative: 11 },
      { month: '2026-11', positive: 0, neutral: 3, negative: 9 },
    ],
    customer: {
      internalRating: 'BB',
      ratingScore: 48,
      ratingTrend: 'down',
      riskLevel: 'high',
      relationshipSince: '2021-08-16',
      nextReview: '2026-12-01',
      approvedLine: 80_000_000,
      exposure: 71_000_000,
      suggestedLimit: 40_000_000,
      averageDeposits: 6_400_000,
      annualRevenue: showcaseStatementAnchors.a7c3e9f5d2.revenue[3],
      products: ['workingCapitalLoan', 'fixedAssetLoan', 'billDiscount', 'fxSettlement'],
      tags: ['t1', 't2', 't3', 't4', 't5'],
      actions: ['a1', 'a2', 'a3'],
      monthly: series(
        [6620, 6750, 6890, 7040, 7120, 7260, 7310, 7280, 7200, 7160, 7130, 7100],
        [8000, 8000, 8000, 8000, 8000, 8000, 8000, 8000, 8000, 8000, 8000, 8000],
        [9860, 10240, 7650, 9120, 8830, 8470, 8120, 7460, 6980, 6210, 5830, 5490],
        [66, 65, 64, 63, 61, 60, 58, 56, 52, 47, 46, 48],
      ),
      timeline: [
        { id: 'e1', date: '2021-08-16', kind: 'onboarding' },
        { id: 'e2', date: '2022-05-20', kind: 'credit' },
        { id: 'e3', date: '2026-08-28', kind: 'alert' },
        { id: 'e4', date: '2026-09-12', kind: 'alert' },
        { id: 'e5', date: '2026-10-10', kind: 'review' },
        { id: 'e6', date: '2026-11-15', kind: 'visit' },
      ],
    },
  },
};

/** The fixed sample used by /customerProfile/test and as the default of the AI report flow. */
export const defaultCkey: Ckey = ckeys[0];

/** Figures of one sample company. */
export function getCompany(ckey: Ckey): CompanyFigures {
  return companies[ckey];
}

/** Counts risk signals per severity. */
export function riskCounts(risks: readonly RiskSignal[]): Record<RiskLevel, number> {
  const out: Record<RiskLevel, number> = { high: 0, medium: 0, low: 0 };
  for (const r of risks) out[r.severity] += 1;
  return out;
}

/** Totals of news mentions per sentiment over the months given. */
export function sentimentTotals(rows: CompanyFigures['sentimentByMonth']): Record<Sentiment, number> {
  return rows.reduce(
    (acc, r) => ({
      positive: acc.positive + r.positive,
      neutral: acc.neutral + r.neutral,
      negative: acc.negative + r.negative,
    }),
    { positive: 0, neutral: 0, negative: 0 },
  );
}

/**
 * Localized names and prose of a sample company, as stored in `sampleData.companies.<ckey>` (read with `t.raw`).
 * Maps are keyed by the ids of `CompanyFigures`.
 */
export interface CompanyText {
  name: string;
  shortName: string;
  legalRep: string;
  region: string;
  address: string;
  industry: string;
  scope: string;
  summary: string;
  shareholders: Record<string, string>;
  officers: Record<string, string>;
  risks: Record<string, { title: string; detail: string }>;
  judicial: Record<string, { cause: string; court: string; summary: string }>;
  news: Record<string, { title: string; source: string }>;
  tags: Record<string, string>;
  actions: Record<string, string>;
  accountManager: string;
  branch: string;
  relationshipNote: string;
  limitRationale: string;
  timeline: Record<string, { title: string; detail: string }>;
}
