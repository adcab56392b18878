/**
 * The one date every statement about a registry company is "as of" (the sample registry's snapshot date), and the
 * look-back windows measured from it. Every fact in `lib/facts` is computed against this constant; pages and PDFs
 * print it next to what they state.
 */

/** ISO date of the registry snapshot: every count, window, trend and grade is as of this day. */
export const factsAsOf = '2026-11-20';

/** Look-back windows (months before `factsAsOf`) of the windowed facts. */
export const factWindows = {
  /** Court cases "in the last 12 months". */
  litigationMonths: 12,
  /** News "in the last 6 months". */
  newsMonths: 6,
} as const;

/**
 * The first day inside a window of `months` months ending on `asOf` (inclusive), e.g. 12 months to 2026-11-20 →
 * 2025-11-21. Dates are ISO `YYYY-MM-DD`, compared as strings.
 */
export function windowStart(months: number, asOf: string = factsAsOf): string {
  const d = new Date(`${asOf}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Whether an ISO date lies in the window of `months` months ending on `asOf` (both ends inclusive). */
export function inWindow(date: string, months: number, asOf: string = factsAsOf): boolean {
  return date >= windowStart(months, asOf) && date <= asOf;
}
