import type { Metadata } from 'next';
import { localizePath, routing, type Locale } from '@/i18n/routing';
import { absoluteUrl, brand } from './site-config';
import { getRoute, pathFor } from './routes';

/** Open Graph locale codes of our locales. */
const ogLocale: Record<Locale, string> = { 'zh-CN': 'zh_CN', 'en-US': 'en_US' };

/** Absolute URLs of one page in every locale plus x-default (zh-CN, the unprefixed one). */
export function alternateUrls(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = absoluteUrl(localizePath(path, l));
  languages['x-default'] = absoluteUrl(localizePath(path, routing.defaultLocale));
  return languages;
}

/**
 * Builds a page's metadata from the route table: title, description, canonical, hreflang alternates
 * (zh-CN, en-US, x-default), Open Graph and `noindex` for sample and demo-only routes. (The root layout adds
 * `<meta http-equiv="content-language">`, which Baidu reads instead of hreflang.)
 *
 * @param locale   the page's locale
 * @param routeName a name from lib/routes.ts; throws on an unknown name
 * @param params   values for the route's parameters, if any
 * @param title    page title without the brand (the root layout's template appends it)
 * @param description meta description in the page's locale
 */
export function pageMetadata({
  locale,
  routeName,
  params,
  title,
  description,
}: {
  locale: Locale;
  routeName: string;
  params?: Record<string, string>;
  title: string;
  description: string;
}): Metadata {
  const route = getRoute(routeName);
  const path = pathFor(routeName, params);
  const url = absoluteUrl(localizePath(path, locale));
  return {
    title,
    description,
    alternates: { canonical: url, languages: alternateUrls(path) },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: brand.display,
      locale: ogLocale[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
    },
    robots: route.indexable ? { index: true, follow: true } : { index: false, follow: true },
  };
}
