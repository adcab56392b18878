/**
 * The answer to a target-client query as the page shows it and `GET /api/target-clients` sends it: the total, one
 * page of the ranking (each row with its reasons, its city and province named in the locale) and the segment's
 * portrait. One function for both, so the first answer the service page renders on the server (the default filters,
 * `firstAnswer`) is exactly what the API answers for a query without filters.
 */
import type { Locale } from '@/i18n/routing';
import { cityOf } from '@/lib/registry/vocab';
import { provinceName } from './attributes';
import { firstPageSize } from './filter-values';
import {
  filtersSchema,
  portraitOf,
  rankClients,
  type Filters,
  type Portrait,
  type RankedClient,
  type ScoredClient,
} from './query';

/** One ranked row as shown: the company's attributes, rank (from 1), fit score, reasons, and city/province names. */
export type TargetClientRow = RankedClient & { city: string; provinceName: string };

/** `{ total, page, size, items, portrait }`: `items` is page `page` (from 1) of `size` rows of the ranking. */
export interface TargetClientsAnswer {
  total: number;
  page: number;
  size: number;
  items: TargetClientRow[];
  portrait: Portrait;
}

/** The row as the page and the export show it (names in the locale). */
export function clientRow(c: ScoredClient, rank: number, locale: Locale): TargetClientRow {
  const city = cityOf(c.cityCode);
  return { ...c, rank, city: locale === 'en-US' ? city.en : city.zh, provinceName: provinceName(c.province, locale) };
}

/** The ranking of the companies matching `filters` (one pass over the registry index, ≤ 50 ms), one page of it. */
export function targetClientsAnswer(
  filters: Filters,
  { page, size }: { page: number; size: number },
  locale: Locale,
): TargetClientsAnswer {
  const ranked = rankClients(filters);
  const items = ranked
    .slice((page - 1) * size, page * size)
    .map((c, i) => clientRow(c, (page - 1) * size + i + 1, locale));
  return { total: ranked.length, page, size, items, portrait: portraitOf(ranked) };
}

/**
 * The answer to the default query (no filters: every active or operating company), first page of `firstPageSize`
 * rows: what the service page renders on the server before any script runs.
 */
export function firstAnswer(locale: Locale): TargetClientsAnswer {
  return targetClientsAnswer(filtersSchema.parse({}), { page: 1, size: firstPageSize }, locale);
}
