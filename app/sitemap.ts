import type { MetadataRoute } from 'next';
import { localizePath, routing } from '@/i18n/routing';
import { readContentDates } from '@/lib/content-dates';
import { alternateUrls } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site-config';
import { allRoutes, concretePaths } from '@/lib/routes';

/**
 * sitemap.xml: every indexable page of the route table in both locales, each with its hreflang alternates
 * (zh-CN, en-US, x-default) and `lastmod`, the date its content last changed (lib/content-dates.ts, computed once by
 * the build from git). Sample and demo-only pages are left out, as they are noindex.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const dates = readContentDates();
  return allRoutes
    .filter((r) => r.indexable)
    .flatMap((r) => concretePaths(r).map((path) => ({ route: r.name, path })))
    .flatMap(({ route, path }) =>
      routing.locales.map((locale) => {
        const lastModified = dates[locale]?.[route];
        return {
          url: absoluteUrl(localizePath(path, locale)),
          ...(lastModified ? { lastModified } : {}),
          changeFrequency: 'weekly' as const,
          priority: path === '/' ? 1 : 0.7,
          alternates: { languages: alternateUrls(path) },
        };
      }),
    );
}
