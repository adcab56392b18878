/**
 * Records of the sample registry (all fictional; see `generate.ts`). Amounts are CNY in yuan, percentages are
 * 0–100, dates are ISO `YYYY-MM-DD`. The API's zod schemas (`schemas.ts`) describe what is served from these.
 */
import type { CompanyStatus, CompanyType, OfficerRole } from '@/lib/sample-data/companies';
import type { IndustrySection, OrgForm } from './vocab';

/** 存续 / 在业 / 吊销 / 注销 / 迁出. */
export const enterpriseStatuses = [
  'active',
  'operating',
  'revoked',
  'deregistered',
  'movedOut',
] as const satisfies readonly CompanyStatus[];
export type EnterpriseStatus = CompanyStatus;

export type RegistryCompanyType = CompanyType;

/** How an enterprise's ownership was generated, for tests and the benchmark. */
export type OwnershipPattern = 'showcase' | 'standalone' | 'pyramid' | 'crossHolding' | 'nominee';

export interface Person {
  /** `p<number>`. */
  id: string;
  name: string;
  nameEn: string;
}

export interface Holding {
  kind: 'person' | 'enterprise';
  /** Person id, or the holder enterprise's ckey. */
  id: string;
  /** Share of registered capital, 0–100 (one decimal); an enterprise's holdings sum to 100. */
  pct: number;
  subscribedOn: string;
}

export interface Officer {
  personId: string;
  role: OfficerRole;
}

export interface Branch {
  name: string;
  nameEn: string;
  cityCode: string;
  established: string;
}

export type CaseKind = 'civil' | 'enforcement' | 'preservation' | 'labour';
export type CaseCause = 'sale' | 'loan' | 'lease' | 'construction' | 'service' | 'labour' | 'transport' | 'ip';

export interface CourtCase {
  id: string;
  date: string;
  kind: CaseKind;
  role: 'plaintiff' | 'defendant';
  cause: CaseCause;
  amount: number;
  status: 'pending' | 'closed' | 'settled' | 'ongoing';
  court: 'basic' | 'intermediate';
}

/** An enforcement (被执行) entry. */
export interface Enforcement {
  id: string;
  date: string;
  amount: number;
  /** Share already performed, 0–100. */
  performedPct: number;
}

/** A dishonest-debtor (失信被执行人) entry. */
export interface DishonestEntry {
  id: string;
  date: string;
  amount: number;
  reason: 'evasion' | 'falseDeclaration' | 'refusal';
}

export interface Penalty {
  id: string;
  date: string;
  reason: 'tax' | 'environment' | 'labelling' | 'safety' | 'filing';
  amount: number;
}

export interface NewsEntry {
  id: string;
  date: string;
  sentiment: 'positive' | 'neutral' | 'negative';
  topic: 'expansion' | 'award' | 'contract' | 'dispute' | 'arrears' | 'product' | 'hiring' | 'inspection';
}

/**
 * The generator's anchor figures of financial year 2025, from which the statements are generated (lib/financials).
 * Surfaces never read them: they state the facts layer's `statementFacts` (a company that ended before 2025 has no
 * 2025 statements, and its latest year is earlier).
 */
export interface Financials {
  year: number;
  revenue: number;
  netProfit: number;
  totalAssets: number;
  totalLiabilities: number;
}

export interface Enterprise {
  index: number;
  ckey: string;
  kycNo: string;
  name: string;
  nameEn: string;
  formerNames: { name: string; nameEn: string; until: string }[];
  /** 字号 (trade name) as used in the short form, e.g. 青禾远航. */
  abbreviation: string;
  abbreviationEn: string;
  /** Toneless pinyin syllables of the abbreviation (matcher and benchmark use the same). */
  abbreviationPinyin: string[];
  uscc: string;
  legalRepId: string;
  registeredCapital: number;
  paidInCapital: number;
  established: string;
  status: EnterpriseStatus;
  /**
   * Date of a revoked (吊销) or deregistered (注销) company's status: the last day it traded. Nothing but court,
   * enforcement and dishonest-debtor records of a revoked company is dated after it. Absent for other statuses.
   */
  statusDate?: string;
  industry: IndustrySection;
  /** 行业表述 used in the name (Chinese) and its English rendering. */
  industryPhrase: { zh: string; en: string };
  cityCode: string;
  companyType: RegistryCompanyType;
  orgForm: OrgForm;
  employees: number;
  insuredStaff: number;
  shareholders: Holding[];
  officers: Officer[];
  branches: Branch[];
  judicial: CourtCase[];
  enforcement: Enforcement[];
  dishonest: DishonestEntry[];
  penalties: Penalty[];
  news: NewsEntry[];
  financials: Financials;
  /** Latent riskiness the record was generated from, 0 (sound) – 1 (distressed). */
  risk: number;
  pattern: OwnershipPattern;
  /** Address: road word index, road kind index and house number. */
  address: { road: number; kind: number; no: number };
}

export interface Registry {
  seed: number;
  enterprises: Enterprise[];
  persons: Map<string, Person>;
  byCkey: Map<string, Enterprise>;
  /** Holdings of each enterprise or person in other enterprises: holder id → [{ ckey, pct }]. */
  investments: Map<string, { ckey: string; pct: number }[]>;
  /** Roles each person holds: person id → [{ ckey, role }]. */
  roles: Map<string, { ckey: string; role: OfficerRole }[]>;
}
