/**
 * The target-client filters' vocabulary and URL form, with no server dependencies (the page's client code reads and
 * writes the URL with these; the server validates the same query with `filtersSchema` in query.ts).
 */

export const tags = ['hightech', 'srdi', 'littleGiant', 'techSme'] as const;
export type Tag = (typeof tags)[number];
export const riskLevels = ['low', 'medium', 'high'] as const;

/** Headcount bands (staff): [min, max) — `h1` < 20 … `h5` ≥ 1,000. */
export const headcountBands = {
  h1: [0, 20],
  h2: [20, 100],
  h3: [100, 300],
  h4: [300, 1000],
  h5: [1000, Infinity],
} as const;
/** Revenue bands (2025 revenue, yuan): `r1` < 5 M … `r5` ≥ 500 M. */
export const revenueBands = {
  r1: [0, 5e6],
  r2: [5e6, 2e7],
  r3: [2e7, 1e8],
  r4: [1e8, 5e8],
  r5: [5e8, Infinity],
} as const;
export type HeadcountBand = keyof typeof headcountBands;
export type RevenueBand = keyof typeof revenueBands;

/** Rows per page of the ranked list on the service page (the first page is rendered on the server). */
export const firstPageSize = 10;

export const listKeys = ['industry', 'province', 'headcount', 'revenue', 'risk', 'tags'] as const;
export const numberKeys = ['ageMin', 'ageMax', 'capitalMin', 'capitalMax'] as const;
export type ListKey = (typeof listKeys)[number];
export type NumberKey = (typeof numberKeys)[number];

/** Filters as the page holds them: lists of values (empty = any), optional numbers, and whether only active companies count. */
export type FilterState = Record<ListKey, string[]> & Partial<Record<NumberKey, number>> & { activeOnly: boolean };

export const emptyFilters: FilterState = {
  industry: [],
  province: [],
  headcount: [],
  revenue: [],
  risk: [],
  tags: [],
  activeOnly: true,
};

/** Filters as URL query (only what is set), for shareable links, the API and the export. */
export function filtersToQuery(f: Partial<FilterState>): string {
  const q = new URLSearchParams();
  for (const k of listKeys) if (f[k]?.length) q.set(k, f[k].join(','));
  for (const k of numberKeys) if (f[k] !== undefined) q.set(k, String(f[k]));
  if (f.activeOnly === false) q.set('activeOnly', '0');
  return q.toString();
}

/** Filters from a URL query, as given (the API checks values and names any it rejects). */
export function filtersFromQuery(search: string): FilterState {
  const q = new URLSearchParams(search);
  const out: FilterState = { ...emptyFilters };
  for (const k of listKeys)
    out[k] = (q.get(k) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  for (const k of numberKeys) {
    const v = q.get(k);
    if (v !== null && v !== '' && Number.isFinite(Number(v))) out[k] = Number(v);
  }
  out.activeOnly = !['0', 'false'].includes(q.get('activeOnly') ?? '');
  return out;
}
