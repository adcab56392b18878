/**
 * Chooses a page's Content-Security-Policy (the proxy calls this for every page request):
 * - a page the build prerendered → its hash policy from the CSP manifest (same for every request, cacheable);
 * - any other page (rendered per request, e.g. the 404 page or routes rendered on demand) → a fresh nonce, which
 *   the proxy also puts on the *request* as `Content-Security-Policy` so Next stamps it on its scripts.
 * Outside production (`next dev` needs eval) no policy is set.
 */
import { buildCsp, createNonce } from './csp';
import type { CspManifest } from './csp-manifest';

export interface PagePolicy {
  /** Response header value. */
  policy: string;
  /** Set when the page renders per request: forward the policy on the request so Next uses the nonce. */
  nonce?: string;
}

/** Internal page path (`/zh-CN/pricing`, `/en-US`) of a locale and an unprefixed pathname. */
export function internalPagePath(locale: string, unprefixed: string): string {
  // The prerender manifest lists paths decoded (`/zh-CN/smallMicro/brand/青禾茶舍`), requests arrive encoded.
  let path = unprefixed;
  try {
    path = decodeURIComponent(unprefixed);
  } catch {
    // a malformed escape matches no prerendered page: the page gets a nonce policy
  }
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The policy for one page request; `null` when CSP is off (not production). */
export function pagePolicy(
  internalPath: string,
  manifest: CspManifest | null,
  production: boolean,
  nonce: () => string = createNonce,
): PagePolicy | null {
  if (!production) return null;
  const hashes = manifest?.pages[internalPath];
  if (hashes) return { policy: buildCsp({ hashes }) };
  const value = nonce();
  return { policy: buildCsp({ nonce: value }), nonce: value };
}
