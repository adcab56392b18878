/**
 * Share cards (issue 41): one 1200 × 630 PNG per indexable page and locale, the `og:image` / `twitter:image` a link
 * preview shows in DingTalk, Feishu, Slack or LinkedIn. Rendered at build time by `app/og/[locale]/[card]/route.tsx`
 * (prerendered, `dynamicParams = false`) from one template (components/share-card/share-card.tsx) with the page's own
 * title and description from the messages. Pages without a card (noindex samples and demos) get none.
 *
 * Safe in client code (no Node imports).
 */
import type { Locale } from '@/i18n/routing';
import { metaNamespaceOf } from './page-meta';
import { allRoutes, getRoute, type RouteDef, type RouteName } from './routes';

/** The card's pixel size: the size Open Graph consumers (Facebook, LinkedIn, Slack, Feishu) show large. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** First path segment of the cards (an endpoint prefix: lib/endpoints.ts). */
export const shareCardPrefix = 'og';

/** The routes that have a card: every indexable route of the table (none of them takes parameters). */
export function shareCardRoutes(): RouteDef[] {
  return allRoutes.filter((r) => r.indexable && !r.params);
}

/** Whether a route has a card. */
export function hasShareCard(name: RouteName): boolean {
  const r = getRoute(name);
  return r.indexable && !r.params;
}

/** The card's path, e.g. `/og/en-US/service.riskWarning.png`. */
export function shareCardPath(locale: Locale, name: RouteName): string {
  return `/${shareCardPrefix}/${locale}/${name}.png`;
}

/** The route a card file name (`service.riskWarning.png`) stands for, or null when no card has that name. */
export function shareCardRoute(file: string): RouteDef | null {
  const name = file.endsWith('.png') ? file.slice(0, -4) : null;
  return shareCardRoutes().find((r) => r.name === name) ?? null;
}

/** Route names whose page reads its title from a namespace other than its own name. */

/**
 * The message namespace holding a card's `metaTitle` and `metaDescription` — the same one the page's
 * `generateMetadata` reads (tests/unit/share-card.test.ts checks that every card route has both, in both locales).
 */
export function shareCardNamespace(r: RouteDef): string {
  return metaNamespaceOf(r.name);
}
