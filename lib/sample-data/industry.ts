/**
 * Fictional SAMPLE figures for the industry-analysis pages (/industryAnalysis/…) and the small-and-micro enterprise
 * portraits (/smallMicro/portrait/…). Only numbers and keys live here; names and prose are in
 * `messages/<locale>/insights.json`. Every figure is invented for demonstration, describes no real market, and is
 * shown with the "Sample data" label.
 *
 * Conventions: money is in CNY (yuan), shares and rates are fractions (0.123 = 12.3 %), dates are ISO strings.
 * The panel is a fictional sample of small-and-micro market entities; totals are consistent across facets
 * (entities by industry and by region add up to the same panel, and so do loan balances).
 */

/** The eight industries the insights pages cover, in display order. */
export const industryKeys = [
  'catering',
  'retail',
  'logistics',
  'agriculture',
  'manufacturing',
  'construction',
  'wholesale',
  'services',
] as const;
export type IndustryKey = (typeof industryKeys)[number];

/** The six regions, in display order. */
export const regionKeys = ['east', 'south', 'north', 'central', 'southwest', 'northwest'] as const;
export type RegionKey = (typeof regionKeys)[number];

/** Overview of each industry in the panel. */
export interface IndustryOverview {
  /** Small-and-micro entities in the panel. */
  entities: number;
  /** Year-on-year change in new registrations. */
  newYoY: number;
  /** Share of entities with operating activity (invoices, payroll, filings) in the last 12 months. */
  activeRate: number;
  /** Share of entities with an adverse judicial or enforcement record in the last 24 months. */
  riskRate: number;
}

export const industryOverview: Record<IndustryKey, IndustryOverview> = {
  catering: { entities: 312_400, newYoY: 0.084, activeRate: 0.71, riskRate: 0.046 },
  retail: { entities: 486_900, newYoY: 0.031, activeRate: 0.68, riskRate: 0.038 },
  logistics: { entities: 98_700, newYoY: 0.062, activeRate: 0.77, riskRate: 0.052 },
  agriculture: { entities: 143_200, newYoY: 0.047, activeRate: 0.64, riskRate: 0.029 },
  manufacturing: { entities: 126_500, newYoY: -0.018, activeRate: 0.81, riskRate: 0.057 },
  construction: { entities: 87_300, newYoY: -0.072, activeRate: 0.73, riskRate: 0.094 },
  wholesale: { entities: 201_800, newYoY: 0.012, activeRate: 0.75, riskRate: 0.061 },
  services: { entities: 402_600, newYoY: 0.096, activeRate: 0.69, riskRate: 0.034 },
};

/** Brand facet: how branded and chained each industry is. */
export interface IndustryBrandStats {
  /** Share of outlets that belong to a chain of three or more stores. */
  chainShare: number;
  /** Share of entities holding at least one registered trademark. */
  trademarkShare: number;
  /** Share of the industry's outlets operated under its ten largest chain brands. */
  cr10: number;
  /** Chain brands (three or more stores) active in the panel. */
  chainBrands: number;
}

export const industryBrandStats: Record<IndustryKey, IndustryBrandStats> = {
  catering: { chainShare: 0.214, trademarkShare: 0.126, cr10: 0.083, chainBrands: 4_820 },
  retail: { chainShare: 0.187, trademarkShare: 0.094, cr10: 0.121, chainBrands: 6_310 },
  logistics: { chainShare: 0.142, trademarkShare: 0.071, cr10: 0.356, chainBrands: 640 },
  agriculture: { chainShare: 0.031, trademarkShare: 0.058, cr10: 0.042, chainBrands: 410 },
  manufacturing: { chainShare: 0.024, trademarkShare: 0.183, cr10: 0.015, chainBrands: 190 },
  construction: { chainShare: 0.018, trademarkShare: 0.036, cr10: 0.011, chainBrands: 120 },
  wholesale: { chainShare: 0.056, trademarkShare: 0.088, cr10: 0.038, chainBrands: 980 },
  services: { chainShare: 0.118, trademarkShare: 0.067, cr10: 0.054, chainBrands: 3_150 },
};

/** Trend facet: the twelve months shown, as `YYYY-MM`. */
export const trendMonths = [
  '2025-11',
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
] as const;

/** New registrations and deregistrations across the panel, per month of `trendMonths`. */
export const monthlyFlows: readonly { openings: number; closures: number }[] = [
  { openings: 41_200, closures: 27_300 },
  { openings: 39_800, closures: 31_900 },
  { openings: 43_600, closures: 29_400 },
  { openings: 31_500, closures: 24_100 },
  { openings: 47_900, closures: 26_800 },
  { openings: 50_300, closures: 27_500 },
  { openings: 49_100, closures: 28_200 },
  { openings: 51_800, closures: 27_900 },
  { openings: 48_700, closures: 29_300 },
  { openings: 46_200, closures: 28_600 },
  { openings: 47_500, closures: 27_100 },
  { openings: 44_900, closures: 28_800 },
];

/**
 * Operating-activity index per industry, per month of `trendMonths` (2024 panel average = 100), built from
 * invoicing, payroll and filing activity.
 */
export const activityIndex: Record<IndustryKey, readonly number[]> = {
  catering: [103.2, 106.8, 109.5, 98.4, 104.1, 105.6, 107.9, 108.3, 110.2, 111.5, 108.7, 109.9],
  retail: [101.5, 108.9, 111.2, 97.6, 100.8, 101.9, 102.7, 103.5, 102.1, 101.8, 103.4, 104.6],
  logistics: [106.4, 109.1, 107.3, 92.8, 103.5, 105.2, 106.9, 107.8, 108.4, 109.6, 110.3, 112.1],
  agriculture: [104.8, 97.3, 95.1, 93.6, 99.8, 103.7, 106.2, 104.9, 102.5, 105.8, 110.6, 108.4],
  manufacturing: [99.1, 98.6, 97.9, 90.2, 96.8, 98.3, 99.0, 98.7, 97.5, 98.1, 99.4, 99.8],
  construction: [94.6, 93.1, 90.8, 82.5, 89.7, 91.4, 92.2, 91.6, 90.3, 89.8, 90.9, 91.5],
  wholesale: [100.7, 102.3, 104.8, 94.1, 99.6, 100.2, 100.9, 101.4, 100.8, 101.1, 102.0, 102.6],
  services: [105.3, 107.2, 108.1, 99.7, 106.4, 107.9, 109.3, 110.8, 111.6, 112.4, 111.9, 113.2],
};

/** Region facet: the panel by region. */
export interface RegionStats {
  entities: number;
  /** Inclusive loan balance to panel entities, CNY. */
  loanBalance: number;
  /** Year-on-year growth of that balance. */
  loanGrowth: number;
  /** Share of entities with at least one outstanding business loan. */
  penetration: number;
  /** Median annual revenue, CNY. */
  medianRevenue: number;
  /** Share with an adverse judicial or enforcement record in the last 24 months. */
  riskRate: number;
}

export const regionStats: Record<RegionKey, RegionStats> = {
  east: {
    entities: 612_300,
    loanBalance: 105_920_000_000,
    loanGrowth: 0.118,
    penetration: 0.367,
    medianRevenue: 2_460_000,
    riskRate: 0.039,
  },
  south: {
    entities: 398_700,
    loanBalance: 58_820_000_000,
    loanGrowth: 0.134,
    penetration: 0.334,
    medianRevenue: 2_180_000,
    riskRate: 0.043,
  },
  north: {
    entities: 287_400,
    loanBalance: 33_280_000_000,
    loanGrowth: 0.087,
    penetration: 0.281,
    medianRevenue: 1_740_000,
    riskRate: 0.052,
  },
  central: {
    entities: 254_900,
    loanBalance: 29_110_000_000,
    loanGrowth: 0.152,
    penetration: 0.295,
    medianRevenue: 1_520_000,
    riskRate: 0.046,
  },
  southwest: {
    entities: 196_800,
    loanBalance: 19_630_000_000,
    loanGrowth: 0.141,
    penetration: 0.27,
    medianRevenue: 1_380_000,
    riskRate: 0.049,
  },
  northwest: {
    entities: 109_300,
    loanBalance: 9_160_000_000,
    loanGrowth: 0.096,
    penetration: 0.234,
    medianRevenue: 1_160_000,
    riskRate: 0.059,
  },
};

/** Region facet: industry mix of each region's entities, in whole percent (each row sums to 100). */
export const regionIndustryMix: Record<RegionKey, Record<IndustryKey, number>> = {
  east: {
    catering: 16,
    retail: 25,
    logistics: 6,
    agriculture: 5,
    manufacturing: 9,
    construction: 4,
    wholesale: 11,
    services: 24,
  },
  south: {
    catering: 18,
    retail: 27,
    logistics: 6,
    agriculture: 5,
    manufacturing: 8,
    construction: 4,
    wholesale: 12,
    services: 20,
  },
  north: {
    catering: 17,
    retail: 26,
    logistics: 5,
    agriculture: 8,
    manufacturing: 6,
    construction: 5,
    wholesale: 11,
    services: 22,
  },
  central: {
    catering: 17,
    retail: 26,
    logistics: 5,
    agriculture: 11,
    manufacturing: 6,
    construction: 6,
    wholesale: 10,
    services: 19,
  },
  southwest: {
    catering: 19,
    retail: 27,
    logistics: 5,
    agriculture: 12,
    manufacturing: 4,
    construction: 6,
    wholesale: 9,
    services: 18,
  },
  northwest: {
    catering: 16,
    retail: 27,
    logistics: 5,
    agriculture: 15,
    manufacturing: 5,
    construction: 7,
    wholesale: 9,
    services: 16,
  },
};

/** Operate facet: medians and rates of day-to-day operation per industry. */
export interface OperatingStats {
  /** Median annual revenue, CNY. */
  medianRevenue: number;
  /** Median gross margin. */
  grossMargin: number;
  /** Median years in operation. */
  medianYears: number;
  /** Median number of the last 12 months with at least one invoice issued. */
  invoiceMonths: number;
  /** Share of entities registered three years ago that still operate. */
  survival3y: number;
  /** Median headcount on social insurance. */
  employees: number;
}

export const operatingStats: Record<IndustryKey, OperatingStats> = {
  catering: {
    medianRevenue: 1_380_000,
    grossMargin: 0.58,
    medianYears: 3.4,
    invoiceMonths: 10,
    survival3y: 0.52,
    employees: 6,
  },
  retail: {
    medianRevenue: 1_120_000,
    grossMargin: 0.22,
    medianYears: 4.1,
    invoiceMonths: 9,
    survival3y: 0.61,
    employees: 3,
  },
  logistics: {
    medianRevenue: 2_650_000,
    grossMargin: 0.16,
    medianYears: 5.2,
    invoiceMonths: 12,
    survival3y: 0.67,
    employees: 9,
  },
  agriculture: {
    medianRevenue: 940_000,
    grossMargin: 0.19,
    medianYears: 6.8,
    invoiceMonths: 7,
    survival3y: 0.72,
    employees: 5,
  },
  manufacturing: {
    medianRevenue: 4_860_000,
    grossMargin: 0.21,
    medianYears: 7.9,
    invoiceMonths: 12,
    survival3y: 0.74,
    employees: 14,
  },
  construction: {
    medianRevenue: 3_720_000,
    grossMargin: 0.12,
    medianYears: 6.3,
    invoiceMonths: 9,
    survival3y: 0.63,
    employees: 11,
  },
  wholesale: {
    medianRevenue: 3_150_000,
    grossMargin: 0.11,
    medianYears: 5.7,
    invoiceMonths: 11,
    survival3y: 0.66,
    employees: 4,
  },
  services: {
    medianRevenue: 870_000,
    grossMargin: 0.46,
    medianYears: 3.8,
    invoiceMonths: 8,
    survival3y: 0.57,
    employees: 4,
  },
};

/** Development facet: financing depth and credit quality per industry. */
export interface FinancingStats {
  /** Inclusive loan balance to panel entities, CNY. */
  loanBalance: number;
  /** Year-on-year growth of that balance. */
  loanGrowth: number;
  /** Share of entities with at least one outstanding business loan. */
  penetration: number;
  /** Average balance per borrowing entity, CNY. */
  avgTicket: number;
  /** Non-performing ratio of that balance. */
  nplRatio: number;
}

export const financingStats: Record<IndustryKey, FinancingStats> = {
  catering: { loanBalance: 28_390_000_000, loanGrowth: 0.162, penetration: 0.284, avgTicket: 320_000, nplRatio: 0.021 },
  retail: { loanBalance: 41_900_000_000, loanGrowth: 0.094, penetration: 0.331, avgTicket: 260_000, nplRatio: 0.018 },
  logistics: {
    loanBalance: 23_010_000_000,
    loanGrowth: 0.138,
    penetration: 0.402,
    avgTicket: 580_000,
    nplRatio: 0.024,
  },
  agriculture: {
    loanBalance: 11_130_000_000,
    loanGrowth: 0.173,
    penetration: 0.268,
    avgTicket: 290_000,
    nplRatio: 0.016,
  },
  manufacturing: {
    loanBalance: 54_280_000_000,
    loanGrowth: 0.081,
    penetration: 0.447,
    avgTicket: 960_000,
    nplRatio: 0.027,
  },
  construction: {
    loanBalance: 26_590_000_000,
    loanGrowth: -0.026,
    penetration: 0.376,
    avgTicket: 810_000,
    nplRatio: 0.048,
  },
  wholesale: {
    loanBalance: 50_240_000_000,
    loanGrowth: 0.067,
    penetration: 0.389,
    avgTicket: 640_000,
    nplRatio: 0.026,
  },
  services: { loanBalance: 20_380_000_000, loanGrowth: 0.185, penetration: 0.241, avgTicket: 210_000, nplRatio: 0.015 },
};

// ---------------------------------------------------------------------------------------------------------------
// Small-and-micro enterprise portraits
// ---------------------------------------------------------------------------------------------------------------

/** Annual revenue bands, CNY; `null` means open-ended. */
export const revenueBands = {
  under1m: { min: null, max: 1_000_000 },
  from1to3m: { min: 1_000_000, max: 3_000_000 },
  from3to10m: { min: 3_000_000, max: 10_000_000 },
  from10to30m: { min: 10_000_000, max: 30_000_000 },
  over30m: { min: 30_000_000, max: null },
} as const satisfies Record<string, { min: number | null; max: number | null }>;
export type RevenueBand = keyof typeof revenueBands;
export const revenueBandKeys = Object.keys(revenueBands) as RevenueBand[];

/** Share of panel entities in each revenue band (sums to 1). */
export const revenueBandDistribution: Record<RevenueBand, number> = {
  under1m: 0.46,
  from1to3m: 0.29,
  from3to10m: 0.16,
  from10to30m: 0.07,
  over30m: 0.02,
};

/** Invoice-activity bands, from the number of the last 12 months with at least one invoice issued. */
export type InvoiceBand = 'high' | 'medium' | 'low';

/** Band of an invoice-month count: 11–12 high, 8–10 medium, 0–7 low. */
export function invoiceBandOf(invoiceMonths: number): InvoiceBand {
  if (invoiceMonths >= 11) return 'high';
  if (invoiceMonths >= 8) return 'medium';
  return 'low';
}

/** Credit signals a portrait can carry, with the direction each one points. */
export const creditSignalTone = {
  stableInvoicing: 'positive',
  noEnforcement: 'positive',
  steadyPayroll: 'positive',
  taxGood: 'positive',
  longLease: 'positive',
  invoiceSeasonal: 'neutral',
  addressChange: 'watch',
  contractDispute: 'watch',
  ownerChange: 'watch',
  invoiceDrop: 'watch',
  enforcement: 'watch',
} as const satisfies Record<string, 'positive' | 'neutral' | 'watch'>;
export type CreditSignal = keyof typeof creditSignalTone;
export type SignalTone = (typeof creditSignalTone)[CreditSignal];

/** Legal forms of small-and-micro entities. */
export type LegalForm = 'individual' | 'company' | 'cooperative';

/** One small-and-micro enterprise portrait: the figures; its name and summary are in messages. */
export interface Portrait {
  industry: IndustryKey;
  region: RegionKey;
  legalForm: LegalForm;
  yearsOperating: number;
  stores: number;
  employees: number;
  revenueBand: RevenueBand;
  /** Months of the last 12 with at least one invoice issued. */
  invoiceMonths: number;
  creditSignals: readonly CreditSignal[];
}

export const portraitIds = ['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09', 'p10'] as const;
export type PortraitId = (typeof portraitIds)[number];

export const portraits: Record<PortraitId, Portrait> = {
  p01: {
    industry: 'catering',
    region: 'east',
    legalForm: 'individual',
    yearsOperating: 6,
    stores: 2,
    employees: 9,
    revenueBand: 'from1to3m',
    invoiceMonths: 12,
    creditSignals: ['stableInvoicing', 'noEnforcement', 'steadyPayroll'],
  },
  p02: {
    industry: 'retail',
    region: 'south',
    legalForm: 'individual',
    yearsOperating: 4,
    stores: 1,
    employees: 3,
    revenueBand: 'under1m',
    invoiceMonths: 8,
    creditSignals: ['noEnforcement', 'addressChange'],
  },
  p03: {
    industry: 'logistics',
    region: 'central',
    legalForm: 'company',
    yearsOperating: 7,
    stores: 3,
    employees: 26,
    revenueBand: 'from10to30m',
    invoiceMonths: 12,
    creditSignals: ['taxGood', 'stableInvoicing', 'contractDispute'],
  },
  p04: {
    industry: 'agriculture',
    region: 'southwest',
    legalForm: 'cooperative',
    yearsOperating: 9,
    stores: 1,
    employees: 12,
    revenueBand: 'from3to10m',
    invoiceMonths: 6,
    creditSignals: ['taxGood', 'invoiceSeasonal', 'noEnforcement'],
  },
  p05: {
    industry: 'manufacturing',
    region: 'east',
    legalForm: 'company',
    yearsOperating: 11,
    stores: 1,
    employees: 38,
    revenueBand: 'from10to30m',
    invoiceMonths: 11,
    creditSignals: ['taxGood', 'steadyPayroll', 'invoiceDrop'],
  },
  p06: {
    industry: 'construction',
    region: 'north',
    legalForm: 'company',
    yearsOperating: 5,
    stores: 1,
    employees: 17,
    revenueBand: 'from3to10m',
    invoiceMonths: 9,
    creditSignals: ['enforcement', 'contractDispute', 'ownerChange'],
  },
  p07: {
    industry: 'wholesale',
    region: 'east',
    legalForm: 'company',
    yearsOperating: 8,
    stores: 2,
    employees: 7,
    revenueBand: 'over30m',
    invoiceMonths: 12,
    creditSignals: ['stableInvoicing', 'noEnforcement', 'longLease'],
  },
  p08: {
    industry: 'services',
    region: 'south',
    legalForm: 'individual',
    yearsOperating: 3,
    stores: 1,
    employees: 4,
    revenueBand: 'under1m',
    invoiceMonths: 10,
    creditSignals: ['noEnforcement', 'stableInvoicing'],
  },
  p09: {
    industry: 'catering',
    region: 'northwest',
    legalForm: 'individual',
    yearsOperating: 2,
    stores: 1,
    employees: 5,
    revenueBand: 'under1m',
    invoiceMonths: 5,
    creditSignals: ['ownerChange', 'invoiceDrop'],
  },
  p10: {
    industry: 'services',
    region: 'central',
    legalForm: 'company',
    yearsOperating: 5,
    stores: 4,
    employees: 21,
    revenueBand: 'from1to3m',
    invoiceMonths: 11,
    creditSignals: ['steadyPayroll', 'taxGood', 'addressChange'],
  },
};

/** The portrait shown first on the portrait overview page. */
export const featuredPortraitId: PortraitId = 'p01';

// ---------------------------------------------------------------------------------------------------------------
// Registration status, enterprise age and registered capital (operate and development facets)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Registration status of the panel's entities, as the market-regulation register records it: active (存续 /
 * in business — equal to `industryOverview.entities`), revoked (吊销, licence withdrawn by the regulator) and
 * deregistered (注销, closed by the owners) over the last ten years, and the active entities on the abnormal-
 * operations list (经营异常名录). Two snapshots a year apart show how the mix is changing.
 */
export interface StatusCounts {
  active: number;
  revoked: number;
  deregistered: number;
  /** Active entities on the abnormal-operations list (a subset of `active`). */
  abnormal: number;
}

/** Status counts at `factsAsOf` (lib/facts/as-of.ts) and one year earlier. */
export const registrationStatus: Record<IndustryKey, { now: StatusCounts; yearAgo: StatusCounts }> = {
  catering: {
    now: { active: 312_400, revoked: 21_900, deregistered: 118_700, abnormal: 27_500 },
    yearAgo: { active: 296_100, revoked: 20_300, deregistered: 104_900, abnormal: 25_800 },
  },
  retail: {
    now: { active: 486_900, revoked: 26_800, deregistered: 151_000, abnormal: 35_100 },
    yearAgo: { active: 478_300, revoked: 25_900, deregistered: 139_200, abnormal: 35_900 },
  },
  logistics: {
    now: { active: 98_700, revoked: 5_400, deregistered: 24_600, abnormal: 7_300 },
    yearAgo: { active: 94_100, revoked: 5_100, deregistered: 22_300, abnormal: 6_600 },
  },
  agriculture: {
    now: { active: 143_200, revoked: 11_500, deregistered: 30_100, abnormal: 14_900 },
    yearAgo: { active: 137_800, revoked: 10_600, deregistered: 27_900, abnormal: 15_200 },
  },
  manufacturing: {
    now: { active: 126_500, revoked: 6_300, deregistered: 37_900, abnormal: 6_800 },
    yearAgo: { active: 128_900, revoked: 6_000, deregistered: 33_600, abnormal: 6_100 },
  },
  construction: {
    now: { active: 87_300, revoked: 7_900, deregistered: 29_700, abnormal: 10_200 },
    yearAgo: { active: 93_900, revoked: 6_800, deregistered: 24_500, abnormal: 8_400 },
  },
  wholesale: {
    now: { active: 201_800, revoked: 12_100, deregistered: 66_600, abnormal: 16_500 },
    yearAgo: { active: 199_400, revoked: 11_700, deregistered: 61_200, abnormal: 16_000 },
  },
  services: {
    now: { active: 402_600, revoked: 20_100, deregistered: 132_900, abnormal: 30_600 },
    yearAgo: { active: 367_100, revoked: 18_900, deregistered: 118_400, abnormal: 29_700 },
  },
};

/** Enterprise-age bands (years since registration), in display order. */
export const ageBandKeys = ['under1', 'from1to3', 'from3to5', 'from5to10', 'over10'] as const;
export type AgeBand = (typeof ageBandKeys)[number];
/** Band limits in years; `null` means open-ended. */
export const ageBands: Record<AgeBand, { min: number | null; max: number | null }> = {
  under1: { min: null, max: 1 },
  from1to3: { min: 1, max: 3 },
  from3to5: { min: 3, max: 5 },
  from5to10: { min: 5, max: 10 },
  over10: { min: 10, max: null },
};

/** Registered-capital bands, CNY, in display order. */
export const capitalBandKeys = ['under1m', 'from1to5m', 'from5to10m', 'from10to50m', 'over50m'] as const;
export type CapitalBand = (typeof capitalBandKeys)[number];
/** Band limits, CNY; `null` means open-ended. */
export const capitalBands: Record<CapitalBand, { min: number | null; max: number | null }> = {
  under1m: { min: null, max: 1_000_000 },
  from1to5m: { min: 1_000_000, max: 5_000_000 },
  from5to10m: { min: 5_000_000, max: 10_000_000 },
  from10to50m: { min: 10_000_000, max: 50_000_000 },
  over50m: { min: 50_000_000, max: null },
};

/** Share of each industry's active entities per age band, in whole percent (each row sums to 100). */
export const ageBandMix: Record<IndustryKey, Record<AgeBand, number>> = {
  catering: { under1: 19, from1to3: 31, from3to5: 20, from5to10: 19, over10: 11 },
  retail: { under1: 14, from1to3: 26, from3to5: 21, from5to10: 24, over10: 15 },
  logistics: { under1: 12, from1to3: 24, from3to5: 22, from5to10: 27, over10: 15 },
  agriculture: { under1: 9, from1to3: 19, from3to5: 20, from5to10: 30, over10: 22 },
  manufacturing: { under1: 5, from1to3: 14, from3to5: 17, from5to10: 32, over10: 32 },
  construction: { under1: 6, from1to3: 17, from3to5: 21, from5to10: 33, over10: 23 },
  wholesale: { under1: 10, from1to3: 22, from3to5: 21, from5to10: 28, over10: 19 },
  services: { under1: 21, from1to3: 32, from3to5: 19, from5to10: 18, over10: 10 },
};

/** Share of each industry's active entities per registered-capital band, in whole percent (rows sum to 100). */
export const capitalBandMix: Record<IndustryKey, Record<CapitalBand, number>> = {
  catering: { under1m: 71, from1to5m: 21, from5to10m: 5, from10to50m: 2, over50m: 1 },
  retail: { under1m: 74, from1to5m: 19, from5to10m: 4, from10to50m: 2, over50m: 1 },
  logistics: { under1m: 43, from1to5m: 33, from5to10m: 13, from10to50m: 9, over50m: 2 },
  agriculture: { under1m: 58, from1to5m: 29, from5to10m: 8, from10to50m: 4, over50m: 1 },
  manufacturing: { under1m: 29, from1to5m: 37, from5to10m: 17, from10to50m: 13, over50m: 4 },
  construction: { under1m: 21, from1to5m: 34, from5to10m: 19, from10to50m: 20, over50m: 6 },
  wholesale: { under1m: 52, from1to5m: 30, from5to10m: 10, from10to50m: 6, over50m: 2 },
  services: { under1m: 77, from1to5m: 17, from5to10m: 4, from10to50m: 1, over50m: 1 },
};
