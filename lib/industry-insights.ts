/**
 * Derived figures for the insights pages (issue 7, item 5), computed from the fictional sample data in
 * lib/sample-data/industry.ts and lib/sample-data/regions.ts. Pure functions, unit-tested
 * (tests/unit/industry-insights.test.ts); the pages only format what these return.
 */
import {
  ageBandKeys,
  ageBandMix,
  capitalBandKeys,
  capitalBandMix,
  creditSignalTone,
  industryKeys,
  industryOverview,
  regionKeys,
  regionStats,
  registrationStatus,
  type AgeBand,
  type CapitalBand,
  type IndustryKey,
  type Portrait,
  type RegionKey,
  type StatusCounts,
} from './sample-data/industry';
import { provinces, type ProvinceFigures } from './sample-data/regions';
import type { RiskLevel } from './sample-data/companies';

// ---------------------------------------------------------------------------------------------------------------
// Portrait risk level (small-and-micro portrait list)
// ---------------------------------------------------------------------------------------------------------------

/** The risk levels of the portrait filter, lowest first. */
export const riskLevels = ['low', 'medium', 'high'] as const satisfies readonly RiskLevel[];
export type { RiskLevel };

/**
 * A portrait's risk level, from its credit signals: high with an enforcement record or two or more "watch"
 * signals, medium with one, low with none. (The same rule is stated on the page, so a reader can check it.)
 */
export function portraitRiskLevel(p: Pick<Portrait, 'creditSignals'>): RiskLevel {
  const watch = p.creditSignals.filter((s) => creditSignalTone[s] === 'watch').length;
  if (p.creditSignals.includes('enforcement') || watch >= 2) return 'high';
  return watch === 1 ? 'medium' : 'low';
}

/** Filters of the portrait list; an empty string means "all". */
export interface PortraitFilter {
  industry: IndustryKey | '';
  region: RegionKey | '';
  risk: RiskLevel | '';
}

/** Whether a portrait (its industry, region and risk level) passes every set filter. */
export function matchesPortraitFilter(
  p: { industry: IndustryKey; region: RegionKey; risk: RiskLevel },
  filter: PortraitFilter,
): boolean {
  return (
    (!filter.industry || p.industry === filter.industry) &&
    (!filter.region || p.region === filter.region) &&
    (!filter.risk || p.risk === filter.risk)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Registration status (operate facet)
// ---------------------------------------------------------------------------------------------------------------

export const statusKeys = ['active', 'revoked', 'deregistered'] as const;
export type StatusKey = (typeof statusKeys)[number];

/** Shares of a status snapshot: active / revoked / deregistered of all three (sum 1), abnormal of active. */
export function statusShares(c: StatusCounts): Record<StatusKey, number> & { abnormalOfActive: number; total: number } {
  const total = c.active + c.revoked + c.deregistered;
  return {
    active: c.active / total,
    revoked: c.revoked / total,
    deregistered: c.deregistered / total,
    abnormalOfActive: c.abnormal / c.active,
    total,
  };
}

/** One industry's status mix now, and the change of each share over the year in percentage points (0.012 = +1.2 pp). */
export function statusMix(industry: IndustryKey) {
  const { now, yearAgo } = registrationStatus[industry];
  const a = statusShares(now);
  const b = statusShares(yearAgo);
  return {
    counts: now,
    shares: a,
    change: {
      active: a.active - b.active,
      revoked: a.revoked - b.revoked,
      deregistered: a.deregistered - b.deregistered,
      abnormalOfActive: a.abnormalOfActive - b.abnormalOfActive,
    },
    /** Entities that left the register in the year (deregistered + revoked growth). */
    exits: now.deregistered - yearAgo.deregistered + (now.revoked - yearAgo.revoked),
  };
}

/** The panel's status counts over all industries. */
export function panelStatus(): StatusCounts {
  const sum = (k: keyof StatusCounts) => industryKeys.reduce((acc, i) => acc + registrationStatus[i].now[k], 0);
  return {
    active: sum('active'),
    revoked: sum('revoked'),
    deregistered: sum('deregistered'),
    abnormal: sum('abnormal'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Age and registered capital (development facet)
// ---------------------------------------------------------------------------------------------------------------

/** Splits a total by whole-percent shares so the parts add up exactly (largest remainder). */
export function splitByPercent<K extends string>(
  total: number,
  percents: Record<K, number>,
  keys: readonly K[],
): Record<K, number> {
  return splitByShares(
    total,
    keys.map((k) => percents[k] / 100),
    keys,
  );
}

/** Splits a whole number by fractional shares (summing to at most 1) so the parts add up to round(total × Σshares). */
export function splitByShares<K extends string>(
  total: number,
  shares: readonly number[],
  keys: readonly K[],
): Record<K, number> {
  const exact = shares.map((s) => total * s);
  const floors = exact.map(Math.floor);
  let left = Math.round(exact.reduce((a, b) => a + b, 0)) - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => [v - floors[i], i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return Object.fromEntries(keys.map((k, i) => [k, floors[i]])) as Record<K, number>;
}

/** Development stage of an industry from its age mix: emerging (≥ 45 % under 3 years), mature (≥ 45 % over 5 years), else growing. */
export type DevelopmentStage = 'emerging' | 'growing' | 'mature';
export function developmentStage(mix: Record<AgeBand, number>): DevelopmentStage {
  const young = mix.under1 + mix.from1to3;
  const old = mix.from5to10 + mix.over10;
  if (young >= 45) return 'emerging';
  if (old >= 45) return 'mature';
  return 'growing';
}

/** One industry's entities per age band and per registered-capital band (counts add up to its active entities). */
export function developmentBands(industry: IndustryKey): {
  age: Record<AgeBand, number>;
  capital: Record<CapitalBand, number>;
  stage: DevelopmentStage;
} {
  const total = industryOverview[industry].entities;
  return {
    age: splitByPercent(total, ageBandMix[industry], ageBandKeys),
    capital: splitByPercent(total, capitalBandMix[industry], capitalBandKeys),
    stage: developmentStage(ageBandMix[industry]),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Provinces and cities (region facet)
// ---------------------------------------------------------------------------------------------------------------

export interface PlaceStats {
  id: string;
  entities: number;
  newYoY: number;
  riskRate: number;
}

export interface ProvinceStats extends PlaceStats {
  region: RegionKey;
  /** Listed cities, then (when they do not cover the province) the rest as `id: 'other'`. */
  cities: PlaceStats[];
  /** Whether the province is a municipality (its only city is itself). */
  municipality: boolean;
}

function provinceStats(p: ProvinceFigures, entities: number): ProvinceStats {
  const listed = p.cities.map(([id]) => id);
  const shares = p.cities.map(([, share]) => share);
  const covered = shares.reduce((a, b) => a + b, 0);
  const rest = covered < 0.999;
  const counts = splitByShares(
    entities,
    rest ? [...shares, 1 - covered] : shares,
    rest ? [...listed, 'other'] : listed,
  );
  const cities: PlaceStats[] = p.cities.map(([id, , newYoY, riskRate]) => ({
    id,
    entities: counts[id],
    newYoY,
    riskRate,
  }));
  // The rest of the province as one row, at the province's own rates.
  if (rest) cities.push({ id: 'other', entities: counts.other, newYoY: p.newYoY, riskRate: p.riskRate });
  return {
    id: p.id,
    region: p.region,
    entities,
    newYoY: p.newYoY,
    riskRate: p.riskRate,
    cities,
    municipality: p.cities.length === 1 && p.cities[0][0] === p.id,
  };
}

/** Every province of the panel with its cities; provinces add up to their region's entities, cities to their province. */
export function provinceBreakdown(): ProvinceStats[] {
  return regionKeys.flatMap((region) => {
    const list = provinces.filter((p) => p.region === region);
    const counts = splitByShares(
      regionStats[region].entities,
      list.map((p) => p.share),
      list.map((p) => p.id),
    );
    return list.map((p) => provinceStats(p, counts[p.id]));
  });
}
