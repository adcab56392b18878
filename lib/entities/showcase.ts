/**
 * A real, small entity source over the 3 showcase companies of `lib/sample-data/` (names from
 * `messages/<locale>/sampleData.json`, figures from `companies.ts`). It implements the `EntitySource` interface
 * with genuine matching — exact name, English name, abbreviation, USCC and edit-distance similarity — so the
 * screening and statement modules are exercised end to end until the sample registry (issue 10) replaces it.
 */
import { distance } from 'fastest-levenshtein';
import { companies } from '@/lib/sample-data/companies';
import { ckeys } from '@/lib/sample-data/keys';
import enSample from '@/messages/en-US/sampleData.json';
import zhSample from '@/messages/zh-CN/sampleData.json';
import { coreName, normalizeName, normalizeUscc } from './normalize';
import type { EntityMatch, EntityRiskProfile, EntitySource, MatchedOn, RelatedParty, SourceRef } from './types';

interface Indexed {
  base: Omit<EntityMatch, 'score' | 'matchedOn'>;
  keys: { value: string; on: MatchedOn; score: number }[];
  cores: string[];
}

type Texts = Record<string, { name: string; shortName: string; shareholders: Record<string, string> }>;
const zh = zhSample.sampleData.companies as Texts;
const en = enSample.sampleData.companies as Texts;

/** Minimum similarity (1 − edit distance / length of the longer core name) for a fuzzy candidate. */
const fuzzyFloor = 0.6;

function buildIndex(): Indexed[] {
  return ckeys.map((ckey) => {
    const c = companies[ckey];
    const base = { ckey, name: zh[ckey].name, nameEn: en[ckey].name, uscc: c.uscc, status: 'active' as const };
    return {
      base,
      keys: [
        { value: normalizeName(zh[ckey].name), on: 'name', score: 1 },
        { value: c.uscc, on: 'uscc', score: 1 },
        { value: normalizeName(en[ckey].name), on: 'english', score: 0.98 },
        { value: coreName(en[ckey].name), on: 'english', score: 0.95 },
        { value: normalizeName(zh[ckey].shortName), on: 'abbreviation', score: 0.92 },
        { value: normalizeName(en[ckey].shortName), on: 'english', score: 0.9 },
      ],
      cores: [coreName(zh[ckey].name), normalizeName(zh[ckey].shortName)],
    };
  });
}

let index: Indexed[] | null = null;

/** Resolves a query against the showcase companies (see `EntityResolver`). */
export function resolveShowcase(query: string, limit: number): EntityMatch[] {
  index ??= buildIndex();
  const q = normalizeName(String(query ?? '').slice(0, 200));
  const uscc = normalizeUscc(String(query ?? ''));
  if (!q || limit < 1) return [];
  const qCore = coreName(String(query));
  const out: EntityMatch[] = [];
  for (const e of index) {
    let best: { score: number; on: MatchedOn } | null = null;
    for (const k of e.keys) {
      const hit = k.on === 'uscc' ? uscc === k.value : q === k.value;
      if (hit && (!best || k.score > best.score)) best = { score: k.score, on: k.on };
    }
    if (!best && qCore) {
      for (const core of e.cores) {
        const sim = 1 - distance(qCore, core) / Math.max(qCore.length, core.length);
        // A query that contains the 字号 (e.g. "苏州澄湖微动") counts as an abbreviation hit.
        const contains = core.length >= 2 && qCore.includes(core) ? 0.88 : 0;
        const score = Math.max(contains, sim >= fuzzyFloor ? Math.round(sim * 0.9 * 1000) / 1000 : 0);
        if (score > 0 && (!best || score > best.score)) best = { score, on: contains >= score ? 'abbreviation' : 'fuzzy' };
      }
    }
    if (best) out.push({ ...e.base, score: best.score, matchedOn: best.on });
  }
  return out.sort((a, b) => b.score - a.score).slice(0, limit);
}

const ref = (section: SourceRef['section'], recordId: string): SourceRef => ({ section, recordId });

/** Risk counts of a showcase company from its judicial records, risk signals and news (see `EntityRiskLookup`). */
export function showcaseRisk(ckey: string): EntityRiskProfile | null {
  const c = (companies as Record<string, (typeof companies)[keyof typeof companies]>)[ckey];
  if (!c) return null;
  return {
    status: 'active',
    dishonest: [],
    enforcement: c.judicial.filter((j) => j.kind === 'enforcement').map((j) => ref('enforcement', `${ckey}/${j.id}`)),
    litigation: c.judicial.filter((j) => j.kind !== 'enforcement').map((j) => ref('judicial', `${ckey}/${j.id}`)),
    penalties: c.risks.filter((r) => r.category === 'adminPenalty').map((r) => ref('penalties', `${ckey}/${r.id}`)),
    negativeNews: c.news.filter((n) => n.sentiment === 'negative').map((n) => ref('news', `${ckey}/${n.id}`)),
  };
}

/** The showcase company's direct shareholders as its ownership graph (see `OwnershipLookup`). */
export function showcaseOwnership(ckey: string): RelatedParty[] {
  const c = (companies as Record<string, (typeof companies)[keyof typeof companies]>)[ckey];
  if (!c) return [];
  return c.shareholders.map((s) => ({
    name: zh[ckey].shareholders[s.id],
    nameEn: en[ckey].shareholders[s.id],
    relation: 'shareholder',
    pct: s.sharePct,
    source: ref('shareholders', `${ckey}/${s.id}`),
  }));
}

/** The showcase entity source: resolver, risk lookup and ownership lookup over the 3 showcase companies. */
export const showcaseSource: EntitySource = { resolve: resolveShowcase, risk: showcaseRisk, ownership: showcaseOwnership };
