/**
 * Requests the instance server answers itself, before Next.js (which would answer 500):
 * - `TRACE`/`TRACK` on any path → 405;
 * - a `Next-Router-State-Tree` header that Next's own parser rejects ("The router state header was sent but could
 *   not be parsed") → 400. Checked with that very parser, passed in, so the rule cannot drift from Next's.
 * Page methods (PUT, DELETE, …) are refused by the proxy (lib/security/request-guard.ts), which also covers
 * `next start`.
 */

/**
 * @param {string | undefined} method
 * @param {string | string[] | undefined} routerState the `Next-Router-State-Tree` header (array when repeated)
 * @param {(value: string) => unknown} parse Next's `parseAndValidateFlightRouterState` (throws when invalid)
 * @returns {{ status: 400 | 405, headers: Record<string, string> } | null}
 */
export function refuseRequest(method, routerState, parse) {
  const m = (method ?? '').toUpperCase();
  if (m === 'TRACE' || m === 'TRACK') return { status: 405, headers: { Allow: 'GET, HEAD, OPTIONS' } };
  if (routerState === undefined) return null;
  if (Array.isArray(routerState)) return { status: 400, headers: {} };
  try {
    parse(routerState);
    return null;
  } catch {
    return { status: 400, headers: {} };
  }
}
