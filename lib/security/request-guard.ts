/**
 * Methods a page must refuse before Next.js sees them, with the status a client should get instead of a 500 or the
 * page itself (issue 9's fuzzing found both):
 * - `TRACE`/`TRACK`/`CONNECT` → 405;
 * - anything but `GET`, `HEAD` and `OPTIONS` → 405 with `Allow`; `OPTIONS` → 204 with `Allow`. The exception is
 *   `POST` to a page with a server-rendered form (`formPages`: the booking form on /demo, the correction request on
 *   company pages, issue 28), which Next hands to the form's Server Action.
 * A malformed `Next-Router-State-Tree` header cannot be checked here: Next strips the router headers before the
 * proxy runs. The instance server rejects it (server/request-guard.mjs).
 */

export interface GuardAnswer {
  status: 204 | 405;
  headers: Record<string, string>;
}

/** Methods a page answers. */
export const pageMethods = ['GET', 'HEAD', 'OPTIONS'] as const;

/** Route names (lib/routes.ts) whose page posts a form to a Server Action, and so takes `POST`. */
export const formPages: readonly string[] = ['demo', 'company'];

/**
 * What to answer a page request with this method instead of running it, or `null` to let it through. `route` is
 * the matched route's name (none for an unknown path).
 */
export function guardPageMethod(method: string, route?: string): GuardAnswer | null {
  const m = method.toUpperCase();
  if (m === 'GET' || m === 'HEAD') return null;
  if (m === 'POST' && route && formPages.includes(route)) return null;
  const allow = {
    Allow: route && formPages.includes(route) ? [...pageMethods, 'POST'].join(', ') : pageMethods.join(', '),
  };
  if (m === 'OPTIONS') return { status: 204, headers: allow };
  return { status: 405, headers: allow };
}
