/**
 * What Enter opens in the site search when no entry is selected: the best match only when it is one — a registry
 * company matched with confidence (score ≥ `bestMatchMinScore`, e.g. its full name, 字号, USCC or pinyin), else a page
 * whose title contains the query (or the query the title) — and otherwise nothing, so the box shows its results
 * list instead of opening an unrelated page. Pure; items are the search box's list, best first.
 */

/** Company match confidence from which Enter opens the company directly. */
export const bestMatchMinScore = 0.85;

/** The parts of a search entry this decision reads. */
export type MatchCandidate = { type: 'company'; score: number } | { type: 'page'; title: string };

const comparable = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');

/** Index of the entry Enter should open, or -1 to show the results list instead. */
export function bestMatchIndex(query: string, items: readonly MatchCandidate[]): number {
  const q = comparable(query);
  if (!q) return -1;
  const company = items.findIndex((it) => it.type === 'company' && it.score >= bestMatchMinScore);
  if (company >= 0) return company;
  return items.findIndex((it) => {
    if (it.type !== 'page') return false;
    const title = comparable(it.title);
    return title.includes(q) || (q.length >= 2 && q.includes(title) && title.length >= 2);
  });
}
