/**
 * Methods a page must refuse before Next.js sees them, with the status a client should get instead of a 500 or the
 * page itself (issue 9's fuzzing found both):
 * - `TRACE`/`TRACK`/`CONNECT` → 405;
 * - anything but `GET`, `HEAD` and `OPTIONS` → 405 with `Allow` (the site has no server actions, so a page never
 *   accepts a body); `OPTIONS` → 204 with `Allow`.
 * A malformed `Next-Router-State-Tree` header cannot be checked here: Next strips the router headers before the
 * proxy runs. The instance server rejects it (server/request-guard.mjs).
 */

export interface GuardAnswer {
  status: 204 | 405;
  headers: Record<string, string>;
}

/** Methods a page answers. */
export const pageMethods = ['GET', 'HEAD', 'OPTIONS'] as const;

/** What to answer a page request with this method instead of running it, or `null` to let it through. */
export function guardPageMethod(method: string): GuardAnswer | null {
  const m = method.toUpperCase();
  if (m === 'GET' || m === 'HEAD') return null;
  const allow = { Allow: pageMethods.join(', ') };
  if (m === 'OPTIONS') return { status: 204, headers: allow };
  return { status: 405, headers: allow };
}
