/**
 * Resolution of a watchlist (portfolio monitoring, related parties) to registry enterprises: each line through the
 * screening demos' row resolver (`resolveRow`: its USCC when it resolves, else its name; registry matcher), confirmed
 * when the score is ≥ `screeningThresholds.confident` (0.85). No risk records are read, and a line repeated in the
 * list is resolved once (a 5,000-line loan book resolves in well under a second; `npm run bench:risk-demos`).
 */
import { entitySource, type EntityMatch } from '@/lib/entities';
import { getRegistry } from '@/lib/registry';
import type { Enterprise } from '@/lib/registry/types';
import { resolveRow, screeningThresholds } from '@/lib/screening';

/** One watchlist line as typed: a name and/or a USCC (each ≤ 200 characters; validated by the caller's schema). */
export interface WatchlistRow {
  name?: string;
  uscc?: string;
}

/** A registry company a line may mean: the visitor can accept it (the line is then monitored by its USCC). */
export interface WatchlistCandidate {
  ckey: string;
  name: string;
  uscc: string;
  /** Match confidence 0–1. */
  score: number;
}

/**
 * A line that was not confirmed: its 1-based row, the text typed, the nearest candidate's name when there is one,
 * and up to three candidates (score ≥ `candidateFloor`) to accept.
 */
export interface UnmatchedRow {
  row: number;
  input: string;
  candidate: string | null;
  candidates: WatchlistCandidate[];
}

/** Lowest score a candidate is offered at: below it the names share little more than a city or an industry word. */
export const candidateFloor = 0.5;

/** Resolves a watchlist: confirmed lines with their enterprise (rows 1-based, list order) and lines not confirmed. Empty lines are skipped. */
export function resolveWatchlist(rows: readonly WatchlistRow[]): {
  found: { row: number; e: Enterprise }[];
  unmatched: UnmatchedRow[];
} {
  const registry = getRegistry();
  const found: { row: number; e: Enterprise }[] = [];
  const unmatched: UnmatchedRow[] = [];
  const seen = new Map<string, EntityMatch | undefined>();
  rows.forEach((input, i) => {
    const text = [input.name, input.uscc].filter((v) => v && v.trim()).join(' · ');
    if (!text) return;
    const key = `${(input.name ?? '').trim()}\u0000${(input.uscc ?? '').trim()}`;
    let match = seen.get(key);
    if (!seen.has(key)) seen.set(key, (match = resolveRow(input, entitySource)));
    const e = match ? registry.byCkey.get(match.ckey) : undefined;
    if (e && match!.score >= screeningThresholds.confident) found.push({ row: i + 1, e });
    else {
      const name = (input.name ?? '').trim();
      const candidates = (name ? entitySource.resolve(name, 3) : match ? [match] : [])
        .filter((m) => m.score >= candidateFloor)
        .map((m) => ({ ckey: m.ckey, name: m.name, uscc: m.uscc, score: m.score }));
      unmatched.push({
        row: i + 1,
        input: text,
        candidate: match && match.score >= screeningThresholds.candidateMin ? match.name : null,
        candidates,
      });
    }
  });
  return { found, unmatched };
}
