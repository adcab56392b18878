import type { Metadata } from 'next';
import type { NestedKeyOf, NestedValueOf } from 'next-intl';
import type { Messages } from '@/i18n/messages';
import { translator } from '@/i18n/translator';
import { localizePath, routing, type Locale } from '@/i18n/routing';
import { absoluteUrl, brand } from './site-config';
import { hasShareCard, shareCardPath, shareCardSize } from './share-card';
import { matchPageParams, parseLocale, type ParamPattern } from './route-params';
import { getRoute, pathFor, type RouteName } from './routes';
import { metaNamespaceOf, metaValuesOf } from './page-meta';

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
 * (zh-CN, en-US, x-default), Open Graph and Twitter card (with the page's share card, lib/share-card.ts, when it is
 * indexable) and `noindex` for sample and demo-only routes. (The proxy sends the
 * `Content-Language` HTTP header, which Baidu reads instead of hreflang; the `<meta http-equiv>` form is obsolete.)
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
  routeName: RouteName;
  params?: Record<string, string>;
  title: string;
  description: string;
}): Metadata {
  const route = getRoute(routeName);
  const path = pathFor(routeName, params);
  const url = absoluteUrl(localizePath(path, locale));
  // Indexable pages have a share card (lib/share-card.ts); the alt says what the picture shows.
  const images = hasShareCard(routeName)
    ? [{ url: absoluteUrl(shareCardPath(locale, routeName)), ...shareCardSize, alt: `${title} — ${brand.display}` }]
    : undefined;
  return {
    title,
    description,
    alternates: { canonical: url, languages: alternateUrls(path) },
    openGraph: {
      // A case study is an article (its Article markup: components/catalog/case-page.tsx); every other page a website.
      type: route.template === 'case' ? 'article' : 'website',
      url,
      title,
      description,
      siteName: brand.display,
      locale: ogLocale[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
      ...(images ? { images } : {}),
    },
    twitter: images
      ? { card: 'summary_large_image', title, description, images }
      : { card: 'summary', title, description },
    robots: route.indexable ? { index: true, follow: true } : { index: false, follow: true },
  };
}

/** A message namespace that holds a page's `metaTitle` (and, by convention, `metaDescription`). */
export type MetaNamespace = {
  [N in NestedKeyOf<Messages>]: NestedValueOf<Messages, N> extends { metaTitle: string } ? N : never;
}[NestedKeyOf<Messages>];

/** The message keys of a page's title and description, relative to its namespace. */
export interface MetaKeys {
  title: string;
  description: string;
}

const defaultMetaKeys: MetaKeys = { title: 'metaTitle', description: 'metaDescription' };

/**
 * `pageMetadata` with the title and description read from the messages: `<namespace>.metaTitle` and
 * `<namespace>.metaDescription` (or `keys`), formatted with `values` (e.g. `{ name }` for a sample company).
 *
 * @param locale    the page's locale (the `[locale]` segment)
 * @param routeName a name from lib/routes.ts
 * @param namespace the message namespace of the page, e.g. `pricing` or `aiReport.think`
 * @param params    values for the route's parameters, if any
 * @param values    ICU arguments for the title and description
 * @param keys      other keys than `metaTitle` / `metaDescription` inside the namespace
 */
export async function translatedMetadata({
  locale,
  routeName,
  namespace,
  params,
  values,
  keys = defaultMetaKeys,
}: {
  locale: Locale;
  routeName: RouteName;
  namespace: MetaNamespace;
  params?: Record<string, string>;
  values?: Record<string, string | number>;
  keys?: MetaKeys;
}): Promise<Metadata> {
  const t = translator(locale);
  return pageMetadata({
    locale,
    routeName,
    params,
    title: t(`${namespace}.${keys.title}`, values),
    description: t(`${namespace}.${keys.description}`, values),
  });
}

/**
 * The `generateMetadata` of a page without parameters: title and description from the route's message namespace
 * (`metaNamespaceOf` in lib/page-meta.ts, or `namespace`), URLs from `routeName`. Usage in a page:
 * `export const generateMetadata = metadataFrom('pricing');`
 * An unknown locale yields empty metadata (the page itself answers 404).
 *
 * @param namespace another namespace than the route's own, e.g. for a sample variant of a page
 * @param keys other keys than `metaTitle` / `metaDescription`
 */
export function metadataFrom(routeName: RouteName, namespace?: MetaNamespace, keys?: MetaKeys) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = parseLocale((await params).locale);
    if (!locale) return {};
    return translatedMetadata({
      locale,
      routeName,
      namespace: namespace ?? (metaNamespaceOf(routeName) as MetaNamespace),
      values: metaValuesOf(routeName),
      keys,
    });
  };
}

/**
 * The `generateMetadata` of a `[param]` page whose table route is a catalogue or facet page
 * (`/service/[slug]` → route `service.<slug>`): the parameters are checked like the page checks them
 * (lib/route-params.ts), and the matched route's namespace (`services.<slug>`, `metaNamespaceOf`) holds the title
 * and description. An invalid value yields empty metadata (the page itself answers 404).
 *
 * @param pattern the page's pattern, e.g. `/[locale]/service/[slug]`
 */
export function metadataFromParams<P extends ParamPattern>(pattern: P) {
  return async ({ params }: { params: Promise<{ locale: string } & Record<string, string>> }): Promise<Metadata> => {
    const resolved = matchPageParams(pattern, await params);
    if (!resolved) return {};
    return translatedMetadata({
      locale: resolved.locale,
      routeName: resolved.route.name,
      namespace: metaNamespaceOf(resolved.route.name) as MetaNamespace,
    });
  };
}
