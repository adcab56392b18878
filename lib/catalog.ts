/**
 * The product catalogue: which services, solutions and customer cases exist, how they are grouped and how they
 * relate. Slugs are the URL segments of spec §2 (kept in their original casing). Everything a visitor reads
 * about them lives in `messages/<locale>/{services,solutions,cases}.json`, keyed by these slugs.
 */

export const serviceGroups = {
  dueDiligence: [
    'kycDueDiligence',
    'kycIndividualDue',
    'financeDueDiligence',
    'waterDueDiligence',
    'judicialDueDiligence',
    'remoteDueDiligence',
  ],
  riskMonitoring: ['riskWarning', 'publicOpinionWarning', 'batchPreliminaryScreening'],
  dataIntelligence: ['exactMatch', 'intelligentAssociation', 'decisionMap', 'marketingPortrait'],
} as const;

export type ServiceGroup = keyof typeof serviceGroups;
export type ServiceSlug = (typeof serviceGroups)[ServiceGroup][number];
export const serviceSlugs = Object.values(serviceGroups).flat() as ServiceSlug[];

export const solutionGroups = {
  banksAndLenders: ['bank', 'financialHolding', 'fund', 'microfinance', 'guarantee', 'pawn'],
  leasingAndTrade: ['leasing', 'directLeaseAndLeaseback', 'factoring', 'orderFinancing', 'earlyDrawdown'],
  consumerAndInclusive: ['BNPL', 'driver', 'farmer', 'merchant'],
  professionalAndPublic: ['lawFirm', 'AccountingFirm', 'businessService', 'enterprise', 'government'],
} as const;

export type SolutionGroup = keyof typeof solutionGroups;
export type SolutionSlug = (typeof solutionGroups)[SolutionGroup][number];
export const solutionSlugs = Object.values(solutionGroups).flat() as SolutionSlug[];

export const caseSlugs = ['Txd', 'JinRon', 'Chongho', 'SpdBank', 'Itgcapital', 'Microconnect'] as const;
export type CaseSlug = (typeof caseSlugs)[number];

/** How many services, solutions and cases the catalogue holds (stated on the section hubs and in their descriptions). */
export const catalogCounts = {
  services: serviceSlugs.length,
  solutions: solutionSlugs.length,
  cases: caseSlugs.length,
} as const;

/** Lending / business lifecycle stages a solution maps services onto. */
export type LifecycleStage = 'before' | 'during' | 'after';

/** Which services each solution uses at each lifecycle stage, and the case that shows it. */
export const solutionMap: Record<
  SolutionSlug,
  { stages: Record<LifecycleStage, ServiceSlug[]>; relatedCase: CaseSlug }
> = {
  bank: {
    stages: {
      before: ['kycDueDiligence', 'marketingPortrait', 'exactMatch'],
      during: ['financeDueDiligence', 'waterDueDiligence', 'decisionMap'],
      after: ['riskWarning', 'publicOpinionWarning'],
    },
    relatedCase: 'SpdBank',
  },
  financialHolding: {
    stages: {
      before: ['exactMatch', 'intelligentAssociation'],
      during: ['kycDueDiligence', 'decisionMap'],
      after: ['riskWarning', 'publicOpinionWarning'],
    },
    relatedCase: 'SpdBank',
  },
  fund: {
    stages: {
      before: ['kycDueDiligence', 'intelligentAssociation'],
      during: ['financeDueDiligence', 'judicialDueDiligence'],
      after: ['publicOpinionWarning', 'riskWarning'],
    },
    relatedCase: 'Itgcapital',
  },
  microfinance: {
    stages: {
      before: ['batchPreliminaryScreening', 'kycIndividualDue'],
      during: ['waterDueDiligence', 'decisionMap'],
      after: ['riskWarning'],
    },
    relatedCase: 'Microconnect',
  },
  guarantee: {
    stages: {
      before: ['kycDueDiligence', 'intelligentAssociation'],
      during: ['financeDueDiligence', 'judicialDueDiligence'],
      after: ['riskWarning', 'publicOpinionWarning'],
    },
    relatedCase: 'Chongho',
  },
  pawn: {
    stages: {
      before: ['kycIndividualDue', 'exactMatch'],
      during: ['judicialDueDiligence', 'remoteDueDiligence'],
      after: ['riskWarning'],
    },
    relatedCase: 'Microconnect',
  },
  leasing: {
    stages: {
      before: ['kycDueDiligence', 'marketingPortrait'],
      during: ['financeDueDiligence', 'remoteDueDiligence'],
      after: ['riskWarning', 'publicOpinionWarning'],
    },
    relatedCase: 'JinRon',
  },
  directLeaseAndLeaseback: {
    stages: {
      before: ['kycDueDiligence', 'intelligentAssociation'],
      during: ['financeDueDiligence', 'waterDueDiligence'],
      after: ['riskWarning'],
    },
    relatedCase: 'JinRon',
  },
  factoring: {
    stages: {
      before: ['exactMatch', 'kycDueDiligence'],
      during: ['intelligentAssociation', 'waterDueDiligence'],
      after: ['riskWarning', 'publicOpinionWarning'],
    },
    relatedCase: 'Chongho',
  },
  orderFinancing: {
    stages: {
      before: ['batchPreliminaryScreening', 'exactMatch'],
      during: ['kycDueDiligence', 'decisionMap'],
      after: ['riskWarning'],
    },
    relatedCase: 'Itgcapital',
  },
  earlyDrawdown: {
    stages: {
      before: ['batchPreliminaryScreening', 'intelligentAssociation'],
      during: ['waterDueDiligence', 'decisionMap'],
      after: ['riskWarning'],
    },
    relatedCase: 'Itgcapital',
  },
  BNPL: {
    stages: {
      before: ['kycIndividualDue', 'exactMatch'],
      during: ['decisionMap'],
      after: ['riskWarning'],
    },
    relatedCase: 'Txd',
  },
  driver: {
    stages: {
      before: ['kycIndividualDue', 'batchPreliminaryScreening'],
      during: ['waterDueDiligence', 'decisionMap'],
      after: ['riskWarning'],
    },
    relatedCase: 'Txd',
  },
  farmer: {
    stages: {
      before: ['kycIndividualDue', 'marketingPortrait'],
      during: ['remoteDueDiligence', 'decisionMap'],
      after: ['riskWarning'],
    },
    relatedCase: 'Microconnect',
  },
  merchant: {
    stages: {
      before: ['exactMatch', 'kycDueDiligence'],
      during: ['batchPreliminaryScreening'],
      after: ['riskWarning', 'publicOpinionWarning'],
    },
    relatedCase: 'Txd',
  },
  lawFirm: {
    stages: {
      before: ['exactMatch', 'kycDueDiligence'],
      during: ['judicialDueDiligence', 'intelligentAssociation'],
      after: ['publicOpinionWarning'],
    },
    relatedCase: 'Chongho',
  },
  AccountingFirm: {
    stages: {
      before: ['kycDueDiligence'],
      during: ['financeDueDiligence', 'waterDueDiligence'],
      after: ['publicOpinionWarning'],
    },
    relatedCase: 'JinRon',
  },
  businessService: {
    stages: {
      before: ['marketingPortrait', 'exactMatch'],
      during: ['kycDueDiligence'],
      after: ['riskWarning'],
    },
    relatedCase: 'Microconnect',
  },
  enterprise: {
    stages: {
      before: ['batchPreliminaryScreening', 'kycDueDiligence'],
      during: ['intelligentAssociation', 'judicialDueDiligence'],
      after: ['riskWarning', 'publicOpinionWarning'],
    },
    relatedCase: 'Itgcapital',
  },
  government: {
    stages: {
      before: ['marketingPortrait', 'batchPreliminaryScreening'],
      during: ['intelligentAssociation'],
      after: ['riskWarning', 'publicOpinionWarning'],
    },
    relatedCase: 'Itgcapital',
  },
};

/** Services each customer case used, and the solution it illustrates. */
export const caseMap: Record<CaseSlug, { services: ServiceSlug[]; solution: SolutionSlug }> = {
  Txd: { services: ['kycIndividualDue', 'decisionMap', 'riskWarning', 'exactMatch'], solution: 'BNPL' },
  JinRon: {
    services: ['kycDueDiligence', 'financeDueDiligence', 'remoteDueDiligence', 'riskWarning'],
    solution: 'leasing',
  },
  Chongho: {
    services: ['exactMatch', 'intelligentAssociation', 'waterDueDiligence', 'riskWarning'],
    solution: 'factoring',
  },
  SpdBank: {
    services: ['kycDueDiligence', 'marketingPortrait', 'decisionMap', 'publicOpinionWarning'],
    solution: 'bank',
  },
  Itgcapital: {
    services: ['batchPreliminaryScreening', 'intelligentAssociation', 'judicialDueDiligence', 'riskWarning'],
    solution: 'orderFinancing',
  },
  Microconnect: {
    services: ['batchPreliminaryScreening', 'kycIndividualDue', 'waterDueDiligence'],
    solution: 'microfinance',
  },
};

/** The group a slug belongs to in a grouping such as `serviceGroups` or `solutionGroups`. */
export function groupOf<G extends string>(groups: Record<G, readonly string[]>, slug: string): G {
  const found = (Object.keys(groups) as G[]).find((g) => groups[g].includes(slug));
  if (!found) throw new Error(`No group contains ${slug}`);
  return found;
}

/** Solutions whose lifecycle uses a service (derived, so the two directions never disagree). */
export function solutionsUsingService(service: ServiceSlug): SolutionSlug[] {
  return solutionSlugs.filter((s) => Object.values(solutionMap[s].stages).some((list) => list.includes(service)));
}

/** Cases that used a service. */
export function casesUsingService(service: ServiceSlug): CaseSlug[] {
  return caseSlugs.filter((c) => caseMap[c].services.includes(service));
}
