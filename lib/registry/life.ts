/**
 * Dates within a company's life (issue 38: a registry coherent in time). The generator draws a record's date in a
 * fixed window (e.g. 2023-01-01 to the status date) as it always has — the same draws, so every company after it is
 * unchanged — and these pure functions move it to the same relative place between the company's founding and its
 * last day (the status date of a revoked or deregistered company, else the snapshot). Dates are ISO `YYYY-MM-DD`.
 */

const day = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Moves an ISO date from its place in [from, to] to the same relative place in [lo, hi] (whole days; `hi` when empty). */
export function placeIn(date: string, from: string, to: string, lo: string, hi: string): string {
  const a = Date.parse(from);
  const b = Date.parse(to);
  const t = a >= b ? 1 : Math.min(1, Math.max(0, (Date.parse(date) - a) / (b - a)));
  const l = Date.parse(lo);
  const h = Date.parse(hi);
  if (l >= h) return hi;
  return isoDate(new Date(l + Math.round((t * (h - l)) / day) * day));
}

/**
 * Moves an ISO date drawn in [from, to] to the same relative position in [max(from, floor), ceil]: the registry's
 * records keep the faker draws they always had, yet fall within the company's life (founding `floor` to `ceil`, its
 * status date or the snapshot). A window that is empty gives `ceil`. A date whose window does not change stays.
 */
export function placeInLife(date: string, from: string, to: string, floor: string, ceil: string): string {
  return placeIn(date, from, to, from > floor ? from : floor, ceil);
}

/** The ISO date six months before `date`. */
export function sixMonthsBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 6);
  return isoDate(d);
}
