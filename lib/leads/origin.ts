/**
 * Same-origin check for the demo-request endpoint (cross-site request forgery defence).
 *
 * Browsers send `Origin` on every POST, so:
 * - `Origin` present → its host (host:port) must equal the request's `Host` or `X-Forwarded-Host` (first value),
 *   or the host of one of `allowedOrigins` (the public site URL). `Origin: null` (sandboxed frames, some
 *   redirects) is refused.
 * - `Origin` missing → the request does not come from a browser page (curl, a CRM integration, a test), which
 *   cannot be a forgery vector; it is accepted, unless browser-only signals contradict that: a `Sec-Fetch-Site`
 *   other than `same-origin` / `none`, or a `Referer` from another host. Such clients still pass validation and
 *   the rate limit like everyone else.
 */

export type OriginDecision = { ok: true } | { ok: false; reason: 'crossOrigin' | 'nullOrigin' | 'crossSite' };

/** `host[:port]` lower-cased, without the default port of either scheme. */
function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:(80|443)$/, '');
}

function hostOf(url: string): string | null {
  try {
    return normaliseHost(new URL(url).host);
  } catch {
    return null;
  }
}

/** Decides whether a request may write, from its headers. */
export function checkSameOrigin(headers: Headers, allowedOrigins: readonly string[] = []): OriginDecision {
  const hosts = new Set<string>();
  const host = headers.get('host');
  if (host) hosts.add(normaliseHost(host));
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0];
  if (forwarded) hosts.add(normaliseHost(forwarded));
  for (const allowed of allowedOrigins) {
    const h = hostOf(allowed);
    if (h) hosts.add(h);
  }

  const origin = headers.get('origin');
  if (origin !== null) {
    if (origin.trim() === 'null') return { ok: false, reason: 'nullOrigin' };
    const h = hostOf(origin);
    return h && hosts.has(h) ? { ok: true } : { ok: false, reason: 'crossOrigin' };
  }

  const fetchSite = headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return { ok: false, reason: 'crossSite' };
  const referer = headers.get('referer');
  if (referer) {
    const h = hostOf(referer);
    if (!h || !hosts.has(h)) return { ok: false, reason: 'crossSite' };
  }
  return { ok: true };
}
