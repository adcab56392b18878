/**
 * The fictional brand's list prices, quotas and feature matrix (SITE.md §6 /pricing). Figures are data, kept here;
 * every word a visitor reads is in `messages/<locale>/general.json` under `pricing`, keyed by the ids below.
 * Prices are CNY, VAT included.
 */

/** Plan ids, in display order; also the message keys under `pricing.plans`. */
export const planIds = ['payPerReport', 'professional', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/** The plan highlighted as the usual choice. */
export const recommendedPlan: PlanId = 'professional';

/** Annual fee of the professional plan (CNY per year). */
export const professionalAnnualFee = 128_000;

/** Report types with their list price and annual-plan rate (CNY per report), cheapest first. */
export const reportPrices = [
  { id: 'kycIndividual', list: 198, professional: 128, standard: true },
  { id: 'judicial', list: 268, professional: 178, standard: true },
  { id: 'kycEnterprise', list: 298, professional: 198, standard: true },
  { id: 'aiReport', list: 398, professional: 268, standard: true },
  { id: 'water', list: 480, professional: 328, standard: false },
  { id: 'finance', list: 680, professional: 468, standard: false },
  { id: 'remote', list: 980, professional: 680, standard: false },
] as const;

/** Lowest per-report list price, shown as "from …" on the pay-per-report plan. */
export const lowestReportPrice = Math.min(...reportPrices.map((r) => r.list));

/** Rows of the quota table (message keys under `pricing.quotas.rows`). */
export const quotaRows = ['seats', 'includedReports', 'monitoring', 'batch', 'api', 'retention', 'support'] as const;

/** Feature matrix: per group, each feature and whether [payPerReport, professional, enterprise] include it. */
export const featureMatrix: Record<string, Record<string, readonly [boolean, boolean, boolean]>> = {
  reports: {
    webWorkbench: [true, true, true],
    mobileApp: [true, true, true],
    aiReport: [true, true, true],
    watermarkExport: [true, true, true],
    reportTemplates: [false, true, true],
  },
  monitoring: {
    riskWarning: [true, true, true],
    batchScreening: [true, true, true],
    publicOpinion: [false, true, true],
    relationGraph: [false, true, true],
  },
  integration: {
    api: [false, true, true],
    sso: [false, false, true],
    privateDeployment: [false, false, true],
    ownData: [false, false, true],
  },
  service: {
    auditLog: [false, true, true],
    roles: [false, true, true],
    training: [false, true, true],
    successManager: [false, true, true],
  },
};
