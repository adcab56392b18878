/**
 * The one client for registry look-ups (GET /api/registry/search): the header search, the graph's "how are these two
 * related?" picker, the AI report picker and the demo centre all call it, so they find the same companies with the
 * same match reasons (entity resolution: names, former names, 字号, pinyin, initials, traditional characters,
 * English names, USCC — lib/registry/matcher.ts).
 */
import type { MatchedOn } from '@/lib/registry/matcher';

/** One company found: registry key, names in both languages, USCC and what in the query matched. */
export interface RegistryHit {
  ckey: string;
  name: string;
  nameEn: string;
  uscc: string;
  /** Match confidence 0–1. */
  score: number;
  matchedOn: MatchedOn;
}

/**
 * Companies matching `query` (trimmed and cut to 100 characters; empty → []), best first, at most `limit` (1–50).
 * Throws on a network error or a non-2xx answer; an aborted request rejects with an AbortError.
 */
export async function searchRegistry(
  query: string,
  { limit = 8, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<RegistryHit[]> {
  const q = query.trim().slice(0, 100);
  if (!q) return [];
  const res = await fetch(`/api/registry/search?q=${encodeURIComponent(q)}&limit=${limit}`, { signal });
  if (!res.ok) throw new Error(`registry search: ${res.status}`);
  const body = (await res.json()) as { results: RegistryHit[] };
  return body.results;
}
