import { localizePath, routing } from '@/i18n/routing';
import { redirectRules } from './redirects';
import { allRoutes, concretePaths } from './routes';

/** The current build's identifier (inlined at build time from scripts/build-id.mjs). */
export const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';

/** Every page URL of the site in every locale, as visitors see them (`/pricing`, `/en-US/pricing`, …). */
export function prerenderedPaths(): string[] {
  return routing.locales.flatMap((locale) =>
    allRoutes.flatMap((r) => concretePaths(r).map((p) => localizePath(p, locale))),
  );
}

/**
 * The build meta served at `/builds/meta/<id>.json` (spec §7): the prerendered paths and the route rules — per
 * pattern its middlewares, indexability and parameters, plus the page-jump redirects.
 */
export function buildMeta() {
  return {
    id: buildId,
    locales: routing.locales,
    defaultLocale: routing.defaultLocale,
    prerendered: prerenderedPaths(),
    routeRules: Object.fromEntries(
      allRoutes.map((r) => [
        r.pattern,
        { name: r.name, middlewares: r.middlewares, indexable: r.indexable, params: Object.keys(r.params ?? {}) },
      ]),
    ),
    redirects: redirectRules.map((r) => ({ source: r.source, status: r.status, external: 'url' in r.target })),
  };
}
