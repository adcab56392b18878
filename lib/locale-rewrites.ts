import { routing } from '../i18n/routing';
import { endpointPrefixes, jsonEndpointPrefixes } from './endpoints';
import { notFoundHeader } from './proxy/headers';

/**
 * Internal path no route matches. Requests the proxy marked as not found are rewritten here, so Next answers them
 * with the global not-found page (HTTP 404, fully server-rendered). `notFound()` thrown from a page would also give
 * 404, but Next 16 then sends an empty HTML body (vercel/next.js#62228), which crawlers and no-JS visitors can't read.
 */
export const notFoundPath = '/_hx/not-found';

/**
 * Rewrites that send requests marked not-found to the global not-found page, and serve unprefixed URLs from the internal default-locale tree (`/pricing` → `/zh-CN/pricing`).
 * They run inside Next's router (no host in the destination), which keeps them correct whatever address the server
 * is bound to. Paths under a locale prefix, Next's assets, our JSON endpoints, API routes and files are left alone.
 */
export function localeRewrites() {
  const prefixes = routing.locales.join('|');
  // Endpoint segments, plus the percent-encoded spelling of the JSON ones that start with `_` (`%5Fi18n`).
  const encoded = jsonEndpointPrefixes.filter((p) => p.startsWith('_')).map((p) => `%5F${p.slice(1)}`);
  const endpoints = [...endpointPrefixes, ...encoded].map((p) => `${p}/`).join('|');
  return [
    { source: '/:path*', has: [{ type: 'header' as const, key: notFoundHeader }], destination: notFoundPath },
    { source: '/', destination: `/${routing.defaultLocale}` },
    {
      source: `/:path((?!(?:${prefixes})(?:/|$)|${endpoints})(?!.*\\.[^/]+$).+)`,
      destination: `/${routing.defaultLocale}/:path`,
    },
  ];
}
