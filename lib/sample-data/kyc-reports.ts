/**
 * Figures of the fictional KYC due-diligence reports at /dueDiligence/kyc/{kycNo}: dates, results, percentages and
 * amounts. Names and prose live in `messages/<locale>/sampleData.json` under `sampleData.kyc.<kycNo>`, keyed by the
 * ids used below. Each report covers one sample company of `companies.ts`. Everything is invented.
 */
import type { Ckey, KycNo } from './keys';
import { showcaseStatementAnchors } from './statements';
import type { RiskLevel } from './companies';

export type CheckResult = 'pass' | 'attention' | 'fail';
export type IdentityCheck = 'registration' | 'legalRep' | 'address' | 'license' | 'contact' | 'watchlist';
/** How a related party is related to the KYC subject (not an association's link kind, `RelationKind` in lib/association). */
export type RelatedPartyRelation =
  | 'controllingShareholder'
  | 'corporateShareholder'
  | 'investee'
  | 'sisterCompany'
  | 'subsidiary'
  | 'commonDirector'
  | 'sameAddress'
  | 'majorSupplier'
  | 'majorCustomer';
export type TaxGrade = 'A' | 'B' | 'M';

/**
 * A KYC report's own findings. Its risk score and level are the company's (`customer.ratingScore` / `riskLevel`),
 * and its UBOs are traced from the registry (lib/facts/control.ts), so the report and the 360° view never differ.
 */
export interface KycFigures {
  kycNo: string;
  ckey: string;
  issuedOn: string;
  identity: { check: IdentityCheck; result: CheckResult }[];
  related: { id: string; relation: RelatedPartyRelation; risk: RiskLevel }[];
  operating: {
    /** Revenue of the last filed year (yuan), the facts layer's `statementFacts`; null when none was filed. */
    revenue: number | null;
    /** Year-on-year revenue change of that year, percent, one decimal; null without a prior year. */
    revenueYoy: number | null;
    /** Gross margin of that year, percent, one decimal; null without revenue. */
    grossMargin: number | null;
    insuredStaff: number;
    taxGrade: TaxGrade;
    /** Months with invoices issued in the last 12. */
    invoiceMonths: number;
    /** Share of revenue from the five largest customers, percent. */
    topFiveCustomerShare: number;
  };
  /** Recommendation ids; text in sampleData.kyc.<kycNo>.recommendations. */
  recommendations: string[];
}

/**
 * Revenue, growth and gross margin of a showcase company's last year, read from the anchors its statements are
 * generated from (so the browser-built reports state what the facts layer's `statementFacts` computes on the server;
 * tests/unit/facts-consistency.ts checks they agree).
 */
function showcaseOperating(ckey: Ckey): Pick<KycFigures['operating'], 'revenue' | 'revenueYoy' | 'grossMargin'> {
  const a = showcaseStatementAnchors[ckey];
  return {
    revenue: a.revenue[3],
    revenueYoy: Math.round((a.revenue[3] / a.revenue[2] - 1) * 1000) / 10,
    grossMargin: a.grossMarginPct[2],
  };
}

export const kycReports: Record<KycNo, KycFigures> = {
  KYC202611030001: {
    kycNo: 'KYC202611030001',
    ckey: 'c9f2a1e7b3',
    issuedOn: '2026-11-03',
    identity: [
      { check: 'registration', result: 'pass' },
      { check: 'legalRep', result: 'pass' },
      { check: 'address', result: 'pass' },
      { check: 'license', result: 'pass' },
      { check: 'contact', result: 'pass' },
      { check: 'watchlist', result: 'pass' },
    ],
    related: [
      { id: 'p1', relation: 'sisterCompany', risk: 'low' },
      { id: 'p2', relation: 'commonDirector', risk: 'low' },
      { id: 'p3', relation: 'majorCustomer', risk: 'medium' },
      { id: 'p4', relation: 'majorSupplier', risk: 'low' },
    ],
    operating: {
      ...showcaseOperating('c9f2a1e7b3'),
      insuredStaff: 452,
      taxGrade: 'A',
      invoiceMonths: 12,
      topFiveCustomerShare: 47,
    },
    recommendations: ['r1', 'r2', 'r3'],
  },

  KYC202611120007: {
    kycNo: 'KYC202611120007',
    ckey: 'd4e8b6a2c1',
    issuedOn: '2026-11-12',
    identity: [
      { check: 'registration', result: 'pass' },
      { check: 'legalRep', result: 'pass' },
      { check: 'address', result: 'attention' },
      { check: 'license', result: 'pass' },
      { check: 'contact', result: 'pass' },
      { check: 'watchlist', result: 'pass' },
    ],
    related: [
      { id: 'p1', relation: 'controllingShareholder', risk: 'medium' },
      { id: 'p2', relation: 'sameAddress', risk: 'medium' },
      { id: 'p3', relation: 'majorCustomer', risk: 'low' },
      { id: 'p4', relation: 'majorSupplier', risk: 'medium' },
    ],
    operating: {
      ...showcaseOperating('d4e8b6a2c1'),
      insuredStaff: 241,
      taxGrade: 'B',
      invoiceMonths: 12,
      topFiveCustomerShare: 58,
    },
    recommendations: ['r1', 'r2', 'r3'],
  },

  KYC202611180012: {
    kycNo: 'KYC202611180012',
    ckey: 'a7c3e9f5d2',
    issuedOn: '2026-11-18',
    identity: [
      { check: 'registration', result: 'pass' },
      { check: 'legalRep', result: 'attention' },
      { check: 'address', result: 'pass' },
      { check: 'license', result: 'pass' },
      { check: 'contact', result: 'pass' },
      { check: 'watchlist', result: 'attention' },
    ],
    related: [
      { id: 'p1', relation: 'controllingShareholder', risk: 'high' },
      { id: 'p2', relation: 'sisterCompany', risk: 'high' },
      { id: 'p3', relation: 'subsidiary', risk: 'medium' },
      { id: 'p4', relation: 'majorSupplier', risk: 'medium' },
      { id: 'p5', relation: 'majorCustomer', risk: 'medium' },
    ],
    operating: {
      ...showcaseOperating('a7c3e9f5d2'),
      insuredStaff: 540,
      taxGrade: 'B',
      invoiceMonths: 12,
      topFiveCustomerShare: 71,
    },
    recommendations: ['r1', 'r2', 'r3', 'r4'],
  },
};

/** Localized names and prose of a KYC report, as stored in `sampleData.kyc.<kycNo>` (read with `t.raw`). */
export interface KycText {
  requester: string;
  purpose: string;
  analyst: string;
  identity: Record<IdentityCheck, string>;
  uboNote: string;
  related: Record<string, { name: string; note: string }>;
  judicialNote: string;
  operatingNote: string;
  conclusion: string;
  recommendations: Record<string, string>;
}
