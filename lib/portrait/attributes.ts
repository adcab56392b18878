/**
 * Target-client attributes of registry companies (service marketingPortrait): qualification tags, headcount and
 * revenue bands, age, province, and the risk level and score the profile shows. Tags are generated with the registry
 * from their own seeded stream (`companyStream(seed, ckey, 'tags')`), so the registry's records are unchanged; the
 * rest is read from the record. Fictional sample data: a tag here is not a real certification of anyone.
 *
 * - 高新技术企业 `hightech`: likelier in manufacturing, IT and R&D (C, I, M), needs ≥ 3 years and ≥ 10 staff;
 * - 科技型中小企业 `techSme`: tech industries, under 500 staff;
 * - 专精特新 `srdi`: manufacturing/IT/R&D with ≥ 20 million revenue and a sound record; `littleGiant`
 *   (专精特新“小巨人”) a smaller subset of those.
 */
import { factsAsOf } from '@/lib/facts/as-of';
import { riskLevelOf, riskScoreOf } from '@/lib/registry/profile';
import type { Enterprise } from '@/lib/registry/types';
import { cities } from '@/lib/registry/vocab';
import { companyStream } from '@/lib/financials/stream';

import { headcountBands, revenueBands, type HeadcountBand, type RevenueBand, type Tag } from './filter-values';

export { headcountBands, revenueBands, tags, type HeadcountBand, type RevenueBand, type Tag } from './filter-values';

export interface ClientAttributes {
  ckey: string;
  name: string;
  nameEn: string;
  uscc: string;
  industry: string;
  cityCode: string;
  /** First two digits of the city code (GB/T 2260 province). */
  province: string;
  status: Enterprise['status'];
  /** Whole years since establishment, as of the registry date. */
  age: number;
  registeredCapital: number;
  employees: number;
  revenue: number;
  headcountBand: HeadcountBand;
  revenueBand: RevenueBand;
  /** The profile's risk score (0–100, higher is sounder) and level. */
  riskScore: number;
  risk: 'low' | 'medium' | 'high';
  tags: Tag[];
}

const band = <K extends string>(bands: Record<K, readonly [number, number]>, v: number): K =>
  (Object.entries(bands) as [K, readonly [number, number]][]).find(([, [lo, hi]]) => v >= lo && v < hi)![0];

/** Whole years between two ISO dates. */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** The attributes of one registry company (pure: record + seed → attributes). */
export function clientAttributes(e: Enterprise, seed: number): ClientAttributes {
  const s = companyStream(seed, e.ckey, 'tags');
  const age = Math.max(0, yearsBetween(e.established, factsAsOf));
  const revenue = Math.max(1_000_000, e.financials.revenue);
  const riskScore = riskScoreOf(e);
  const tech = ['C', 'I', 'M'].includes(e.industry);
  const out: Tag[] = [];
  const u = [s.next(), s.next(), s.next(), s.next()];
  if (u[0] < (tech ? 0.32 : 0.04) && age >= 3 && e.employees >= 10) out.push('hightech');
  const srdi = tech && revenue >= 2e7 && riskScore >= 60 && u[1] < 0.3;
  if (srdi) out.push('srdi');
  if (srdi && u[2] < 0.18) out.push('littleGiant');
  if (tech && e.employees < 500 && u[3] < 0.4) out.push('techSme');
  return {
    ckey: e.ckey,
    name: e.name,
    nameEn: e.nameEn,
    uscc: e.uscc,
    industry: e.industry,
    cityCode: e.cityCode,
    province: e.cityCode.slice(0, 2),
    status: e.status,
    age,
    registeredCapital: e.registeredCapital,
    employees: e.employees,
    revenue,
    headcountBand: band(headcountBands, e.employees),
    revenueBand: band(revenueBands, revenue),
    riskScore,
    risk: riskLevelOf(riskScore),
    tags: out,
  };
}

/** Province name of a province code, from the city vocabulary. */
export function provinceName(code: string, locale: string): string {
  const c = cities.find((x) => x.code.startsWith(code.slice(0, 2)));
  if (!c) return code;
  return locale === 'en-US' ? c.provinceEn : c.provinceZh;
}

/** Provinces of the registry's city vocabulary: code (2 digits) and names, in vocabulary order. */
export const provinces: { code: string; zh: string; en: string }[] = [
  ...new Map(
    cities.map((c) => [c.code.slice(0, 2), { code: c.code.slice(0, 2), zh: c.provinceZh, en: c.provinceEn }]),
  ).values(),
];
