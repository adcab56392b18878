/**
 * The site's non-page paths, listed once. The proxy leaves them alone (its `config.matcher` must be a literal for
 * Next to read at build time; `tests/unit/endpoints.test.ts` checks that literal against this list), the locale
 * rewrites never prefix them, robots.txt keeps crawlers out of the JSON ones, and the self-check probes them.
 * Safe in client code (no imports).
 */

/** JSON endpoints' first path segments: API routes, build metadata, message bundles. Not for crawlers. */
export const jsonEndpointPrefixes = ['api', 'builds', '_i18n'] as const;

/**
 * Every first path segment that is never a page: the JSON endpoints, Next's own assets and the share cards
 * (`/og/<locale>/<route>.png`, lib/share-card.ts; crawlers may fetch them).
 */
export const endpointPrefixes = [...jsonEndpointPrefixes, '_next', 'og'] as const;

/** The newest build's id (`GET /builds/latest.json`, app/builds/latest.json). */
export const latestBuildPath = '/builds/latest.json';

/** Route rules and prerendered paths of a build (`GET /builds/meta/<id>.json`). */
export function buildMetaPath(buildId: string): string {
  return `/builds/meta/${encodeURIComponent(buildId)}.json`;
}

/** A locale's client messages (`GET /_i18n/<locale>/messages.json`). */
export function messagesPath(locale: string): string {
  return `/_i18n/${locale}/messages.json`;
}
