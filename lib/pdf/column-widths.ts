/**
 * Column widths of a PDF table: proportional to each column's weight, except that a column is never narrower than
 * its widest unbreakable token — a date ("2026年4月16日", "2026-04-16"), an amount or a percentage — so wrapping a
 * cell never splits one ("2026年4月16/日"). Pure: the caller passes a text measurer (PDFKit's widthOfString at the
 * table's font size). Units are PDF points.
 */

/** Tokens a line break must not split: dates, times, amounts with their unit, percentages, codes. */
export const unbreakableToken =
  /\d{4}年\d{1,2}月\d{1,2}日|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}:\d{2}(?::\d{2})?|(?:CNY|RMB|¥|\$)\s?[\d,.]+\s?[万亿KMB]?|[+-]?[\d,]+(?:\.\d+)?\s?(?:%|万元|亿元|万|亿|元)?|[0-9A-Z]{18}/g;

/** The widest unbreakable token of `text` as measured, 0 when it has none. */
export function widestToken(text: string, measure: (s: string) => number): number {
  let w = 0;
  for (const m of text.matchAll(unbreakableToken)) w = Math.max(w, measure(m[0]));
  return w;
}

/**
 * Widths for `weights` filling `total`: start proportional; columns whose minimum (`mins`, e.g. widest token plus
 * padding) exceeds their share get the minimum, the others share what is left in proportion. When the minimums alone
 * exceed `total`, they are scaled down to fit (the table never runs off the page).
 */
export function columnWidths(weights: number[], mins: number[], total: number): number[] {
  const widths = new Array<number>(weights.length).fill(0);
  const fixed = new Set<number>();
  for (;;) {
    const freeWeight = weights.reduce((s, w, i) => (fixed.has(i) ? s : s + w), 0);
    const freeSpace = total - [...fixed].reduce((s, i) => s + widths[i], 0);
    let changed = false;
    weights.forEach((w, i) => {
      if (fixed.has(i)) return;
      widths[i] = freeWeight > 0 ? (w / freeWeight) * freeSpace : 0;
      if (widths[i] < mins[i]) {
        widths[i] = mins[i];
        fixed.add(i);
        changed = true;
      }
    });
    if (!changed) break;
    if (fixed.size === weights.length) break;
  }
  const sum = widths.reduce((s, w) => s + w, 0);
  return sum > total ? widths.map((w) => (w / sum) * total) : widths;
}
