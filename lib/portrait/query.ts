/**
 * Target-client discovery over the registry (service marketingPortrait): filters (validated by `filtersSchema`,
 * the same schema that reads the page's URL and the API's query) → the matching companies ranked by a stated fit
 * score with the reasons for each rank, and the segment's portrait (distributions for the charts). The attributes of
 * all 5,200 companies are computed once per process (`clientIndex`); a query filters and scores them in memory
 * (`npm run bench:portrait`: ≤ 50 ms).
 *
 * Fit score (0–100) = 45 × risk score/100 + 25 × scale (log revenue, 1 M → 0 … 1 B → 1) + 15 × stability (age,
 * capped at 15 years) + 15 × qualifications (高新技术 0.4, 专精特新 0.4, 小巨人 0.2, 科技型中小 0.2, capped at 1).
 */
import { z } from 'zod';
import { getRegistry } from '@/lib/registry';
import { registrySeed } from '@/lib/registry/keys';
import { industrySections } from '@/lib/registry/vocab';
import { clientAttributes, headcountBands, revenueBands, tags, type ClientAttributes, type Tag } from './attributes';

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      (v === undefined || v === ''
        ? []
        : Array.isArray(v)
          ? v.flatMap((x) => String(x).split(','))
          : String(v).split(',')
      ).filter(Boolean),
    z.array(item).max(40),
  );
const num = (max: number) => z.coerce.number().int().min(0).max(max).optional();

/** Query filters (URL and API share it): comma-separated lists; empty = any. */
export const filtersSchema = z.object({
  industry: list(z.enum(industrySections)).meta({ description: 'GB/T 4754 sections, e.g. C,I.' }),
  province: list(z.string().regex(/^\d{2}$/)).meta({
    description: 'Province codes (first two digits of GB/T 2260), e.g. 32,33.',
  }),
  headcount: list(z.enum(Object.keys(headcountBands) as [keyof typeof headcountBands])).meta({
    description: 'Headcount bands h1 (<20) … h5 (≥1,000).',
  }),
  revenue: list(z.enum(Object.keys(revenueBands) as [keyof typeof revenueBands])).meta({
    description: 'Revenue bands r1 (<5 M) … r5 (≥500 M CNY).',
  }),
  risk: list(z.enum(['low', 'medium', 'high'])).meta({
    description: 'Risk levels (as the company profile shows them).',
  }),
  tags: list(z.enum(tags)).meta({
    description:
      'All of these qualification tags: hightech 高新技术, srdi 专精特新, littleGiant 小巨人, techSme 科技型中小企业.',
  }),
  ageMin: num(100).meta({ description: 'Minimum age in years.' }),
  ageMax: num(100),
  capitalMin: num(10_000_000).meta({ description: 'Minimum registered capital, 万元 (10,000 CNY).' }),
  capitalMax: num(10_000_000),
  activeOnly: z
    .preprocess((v) => v !== '0' && v !== 'false', z.boolean())
    .meta({ description: 'Only active/operating companies (default true; 0 to include all).' }),
});
export type Filters = z.infer<typeof filtersSchema>;

export const pageSchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** One reason behind a rank: which factor, its points out of its weight, and the value it is read from. */
export interface Reason {
  factor: 'risk' | 'scale' | 'stability' | 'qualifications';
  points: number;
  max: number;
  value: number | string[];
}

export interface RankedClient extends ClientAttributes {
  /** Position in the filtered list, from 1. */
  rank: number;
  score: number;
  reasons: Reason[];
}

export interface Portrait {
  total: number;
  byIndustry: Record<string, number>;
  byProvince: Record<string, number>;
  byHeadcount: Record<string, number>;
  byRevenue: Record<string, number>;
  byRisk: Record<string, number>;
  byTag: Record<string, number>;
  medianAge: number;
  medianRevenue: number;
}

/** A company with its fit score and reasons (independent of the filters, so computed once). */
export type ScoredClient = ClientAttributes & { score: number; reasons: Reason[] };

let index: ScoredClient[] | undefined;

/** Every registry company with its attributes and fit score, best fit first (computed once per process). */
export function clientIndex(): ScoredClient[] {
  index ??= sortByFit(
    getRegistry()
      .enterprises.map((e) => clientAttributes(e, registrySeed))
      .map((a) => ({ ...a, ...fitScore(a) })),
  );
  return index;
}

/** Best fit first; ties: higher revenue, then registry order (the sort is stable). */
function sortByFit<T extends { score: number; revenue: number }>(rows: T[]): T[] {
  return rows.sort((x, y) => y.score - x.score || y.revenue - x.revenue);
}

const tagWeight: Record<Tag, number> = { hightech: 0.4, srdi: 0.4, littleGiant: 0.2, techSme: 0.2 };

/** The fit score of a company and its reasons (see module doc). */
export function fitScore(a: ClientAttributes): { score: number; reasons: Reason[] } {
  const scale = Math.max(0, Math.min(1, (Math.log10(a.revenue) - 6) / 3));
  const stability = Math.min(1, a.age / 15);
  const quals = Math.min(
    1,
    a.tags.reduce((s, t) => s + tagWeight[t], 0),
  );
  const reasons: Reason[] = [
    { factor: 'risk', points: (45 * a.riskScore) / 100, max: 45, value: a.riskScore },
    { factor: 'scale', points: 25 * scale, max: 25, value: a.revenue },
    { factor: 'stability', points: 15 * stability, max: 15, value: a.age },
    { factor: 'qualifications', points: 15 * quals, max: 15, value: a.tags },
  ];
  const score = Math.round(reasons.reduce((s, r) => s + r.points, 0) * 10) / 10;
  return { score, reasons: reasons.map((r) => ({ ...r, points: Math.round(r.points * 10) / 10 })) };
}

/** Whether a company passes the filters. */
export function matches(a: ClientAttributes, f: Filters): boolean {
  if (f.activeOnly && a.status !== 'active' && a.status !== 'operating') return false;
  if (f.industry.length && !f.industry.includes(a.industry as never)) return false;
  if (f.province.length && !f.province.includes(a.province)) return false;
  if (f.headcount.length && !f.headcount.includes(a.headcountBand)) return false;
  if (f.revenue.length && !f.revenue.includes(a.revenueBand)) return false;
  if (f.risk.length && !f.risk.includes(a.risk)) return false;
  if (f.tags.length && !f.tags.every((t) => a.tags.includes(t))) return false;
  if (f.ageMin !== undefined && a.age < f.ageMin) return false;
  if (f.ageMax !== undefined && a.age > f.ageMax) return false;
  if (f.capitalMin !== undefined && a.registeredCapital < f.capitalMin * 10_000) return false;
  if (f.capitalMax !== undefined && a.registeredCapital > f.capitalMax * 10_000) return false;
  return true;
}

const count = (rows: ClientAttributes[], key: (a: ClientAttributes) => string | string[]) => {
  const out: Record<string, number> = {};
  for (const r of rows) for (const k of ([] as string[]).concat(key(r))) out[k] = (out[k] ?? 0) + 1;
  return out;
};
const median = (v: number[]) => {
  if (!v.length) return 0;
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The segment's portrait: distributions of the matching companies. */
export function portraitOf(rows: ClientAttributes[]): Portrait {
  return {
    total: rows.length,
    byIndustry: count(rows, (a) => a.industry),
    byProvince: count(rows, (a) => a.province),
    byHeadcount: count(rows, (a) => a.headcountBand),
    byRevenue: count(rows, (a) => a.revenueBand),
    byRisk: count(rows, (a) => a.risk),
    byTag: count(rows, (a) => a.tags),
    medianAge: median(rows.map((a) => a.age)),
    medianRevenue: median(rows.map((a) => a.revenue)),
  };
}

/**
 * All matching companies, best fit first (ties: higher revenue, then registry order); a company's rank is its
 * position + 1. Filtering the pre-sorted index keeps the order, so a query is one pass over 5,200 rows.
 */
export function rankClients(f: Filters, rows: ScoredClient[] = clientIndex()): ScoredClient[] {
  return rows.filter((a) => matches(a, f));
}
