import type { MetadataRoute } from 'next';
import { localizePath, routing } from '@/i18n/routing';
import { alternateUrls } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site-config';
import { allRoutes, concretePaths } from '@/lib/routes';

/**
 * sitemap.xml: every indexable page of the route table in both locales, each with its hreflang alternates
 * (zh-CN, en-US, x-default). Sample and demo-only pages are left out, as they are noindex.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes
    .filter((r) => r.indexable)
    .flatMap((r) => concretePaths(r))
    .flatMap((path) =>
      routing.locales.map((locale) => ({
        url: absoluteUrl(localizePath(path, locale)),
        changeFrequency: 'weekly' as const,
        priority: path === '/' ? 1 : 0.7,
        alternates: { languages: alternateUrls(path) },
      })),
    );
}
