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

/** A line that was not confirmed: its 1-based row, the text typed, and the nearest candidate's name when there is one. */
export interface UnmatchedRow {
  row: number;
  input: string;
  candidate: string | null;
}

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
    else
      unmatched.push({
        row: i + 1,
        input: text,
        candidate: match && match.score >= screeningThresholds.candidateMin ? match.name : null,
      });
  });
  return { found, unmatched };
}
