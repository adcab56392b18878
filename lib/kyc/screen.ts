/**
 * Fuzzy screening of a person against the fictional PEP / sanctions list (`lib/registry/watchlist.ts`), shown as
 * screening vendors show it: each hit with a match strength 0–100 and the match types behind it — exact name, name
 * variation (Chinese name within edit distance, `fastest-levenshtein`), phonetic (same pinyin), and year of birth
 * (match / mismatch). Strength = name similarity (best of Chinese and pinyin) ± birth-year evidence; hits ≥ 70 shown.
 */
import { distance } from 'fastest-levenshtein';
import { latinKey } from '@/lib/registry/matcher';
import type { WatchlistEntry } from '@/lib/registry/watchlist';

export type MatchType = 'exactName' | 'nameVariation' | 'phonetic' | 'birthYearMatch' | 'birthYearMismatch';

export interface ScreeningHit {
  entry: Omit<WatchlistEntry, 'personId'>;
  /** 0–100. */
  strength: number;
  matchTypes: MatchType[];
}

/** Hits from this strength up are reported. */
export const hitThreshold = 70;

const sim = (a: string, b: string) => {
  const len = Math.max([...a].length, [...b].length);
  return len ? 1 - distance(a, b) / len : 0;
};

const entryKeys = new WeakMap<WatchlistEntry, string>();
/** An entry's pinyin key, normalised once per entry (screening runs over every key person of 5,200 companies). */
const entryKey = (e: WatchlistEntry) => {
  let k = entryKeys.get(e);
  if (k === undefined) entryKeys.set(e, (k = latinKey(e.nameEn)));
  return k;
};

/** Screens a subject (Chinese name, pinyin name, birth year) against the list; strongest first. */
export function screenPerson(
  subject: { name: string; nameEn: string; birthYear: number },
  list: readonly WatchlistEntry[],
): ScreeningHit[] {
  const hits: ScreeningHit[] = [];
  const py = latinKey(subject.nameEn);
  for (const e of list) {
    const types: MatchType[] = [];
    const zh = sim(subject.name, e.name);
    const en = sim(py, entryKey(e));
    if (zh === 1) types.push('exactName');
    else if (zh >= 0.6) types.push('nameVariation');
    if (en === 1 && zh < 1) types.push('phonetic');
    let score = Math.max(zh, en * 0.95);
    if (score < 0.6) continue;
    const gap = Math.abs(e.birthYear - subject.birthYear);
    if (gap === 0) {
      types.push('birthYearMatch');
      score += 0.1;
    } else if (gap > 2) {
      types.push('birthYearMismatch');
      score -= 0.25;
    }
    const strength = Math.max(0, Math.min(100, Math.round(score * 100)));
    if (strength >= hitThreshold)
      hits.push({
        entry: { id: e.id, name: e.name, nameEn: e.nameEn, list: e.list, category: e.category, birthYear: e.birthYear },
        strength,
        matchTypes: types,
      });
  }
  return hits.sort((a, b) => b.strength - a.strength || a.entry.id.localeCompare(b.entry.id));
}
