/**
 * Where PDF text may wrap: the break opportunities of the Unicode Line Breaking Algorithm (UAX #14, the `linebreak`
 * package — the same one PDFKit wraps with), so English wraps between words ("Confidence", "Defendant" stay whole)
 * and Chinese between characters. PDFKit splits a word only when it is wider than its box; the table layout
 * (lib/pdf/report.ts) sizes every column to at least its widest unbreakable segment so that never happens.
 */
import LineBreaker from 'linebreak';

/** The unbreakable segments of `text` (each runs from one break opportunity to the next, trailing spaces dropped). */
export function unbreakableSegments(text: string): string[] {
  const out: string[] = [];
  const breaker = new LineBreaker(text);
  let last = 0;
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
    const segment = text.slice(last, bk.position).trimEnd();
    if (segment) out.push(segment);
    last = bk.position;
  }
  return out;
}

/** The width of the widest unbreakable segment of `text`, by `measure` (e.g. PDFKit's widthOfString); 0 for none. */
export function widestSegment(text: string, measure: (s: string) => number): number {
  let w = 0;
  for (const s of unbreakableSegments(text)) w = Math.max(w, measure(s));
  return w;
}
