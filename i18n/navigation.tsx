'use client';

import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { createContext, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import { isLocale, localizePath, routing, type Locale } from './routing';

/**
 * Locale-aware navigation for client and server components: `Link`, `usePathname`, `useRouter`, `getPathname`.
 * Paths are written unprefixed (`/pricing`) and shown in the page's locale (`/en-US/pricing`), as next-intl's
 * `createNavigation` does for the `as-needed` prefix (i18n/routing.ts).
 *
 * Written on Next's own `next/link` and `next/navigation` rather than next-intl's navigation: that pulled next-intl's
 * client runtime, and with it the ICU message formatter (intl-messageformat, ~9 KiB gzip), into the JavaScript every
 * page loads first, because the header and footer links are on every page (issue 28). The page's locale comes from
 * the shell (`LocaleProvider`, rendered by SiteShell — also on the global 404 page, which has no `[locale]`
 * segment), else from the `[locale]` route parameter.
 */

/** A link target: an unprefixed path (with query and hash), or a pathname with a query object. */
export type Href =
  | string
  | {
      pathname: string;
      query?: Record<string, string | number | boolean | readonly string[] | null | undefined>;
      hash?: string;
    };

const LocaleContext = createContext<Locale | null>(null);

/** Provides the page's locale to `Link`, `usePathname`, `useRouter` and `useSiteLocale` below it. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's locale: the shell's, else the route's `[locale]` parameter, else the default locale. */
export function useSiteLocale(): Locale {
  const fromShell = useContext(LocaleContext);
  const params = useParams<{ locale?: string }>();
  if (fromShell) return fromShell;
  return isLocale(params?.locale) ? params.locale : routing.defaultLocale;
}

/**
 * The path of `href` as shown in `locale`: site paths (starting with one `/`) get the locale's prefix, a query object
 * is serialised (repeated keys for arrays, empty values left out); other hrefs (`#book`, `mailto:`, absolute URLs)
 * are returned as they are.
 */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  if (typeof href === 'string')
    return href.startsWith('/') && !href.startsWith('//') ? localizePath(href, locale) : href;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const search = params.toString();
  const hash = href.hash ? (href.hash.startsWith('#') ? href.hash : `#${href.hash}`) : '';
  return `${localizePath(href.pathname, locale)}${search ? `?${search}` : ''}${hash}`;
}

/**
 * The site's link: Next's `Link` to the path in the page's locale, prefetching on intent rather than on visibility.
 * Its default is `prefetch={false}`, so a link scrolled into view fetches nothing; the shell's intent listener
 * (components/shell/runtime/use-intent-prefetch.ts) prefetches the page on hover, touch start or focus. Pass
 * `prefetch` explicitly to override.
 */
export function Link({
  href,
  prefetch = false,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }) {
  const locale = useSiteLocale();
  return <NextLink prefetch={prefetch} href={getPathname({ href, locale })} {...props} />;
}

/** The current path without the locale prefix (`/en-US/pricing` → `/pricing`), as the route table writes paths. */
export function usePathname(): string {
  const pathname = useNextPathname() ?? '/';
  for (const locale of routing.locales) {
    // zh-CN pages are served unprefixed but routed internally under /zh-CN (lib/locale-rewrites.ts).
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

type NavigateOptions = { scroll?: boolean; locale?: Locale };

/** Next's router whose `push`, `replace` and `prefetch` take unprefixed hrefs (and an optional other `locale`). */
export function useRouter() {
  const router = useNextRouter();
  const current = useSiteLocale();
  return useMemo(() => {
    const target = (href: Href, options?: NavigateOptions) => getPathname({ href, locale: options?.locale ?? current });
    return {
      ...router,
      push: (href: Href, options?: NavigateOptions) => router.push(target(href, options), { scroll: options?.scroll }),
      replace: (href: Href, options?: NavigateOptions) =>
        router.replace(target(href, options), { scroll: options?.scroll }),
      prefetch: (href: Href, options?: { locale?: Locale }) => router.prefetch(target(href, options)),
    };
  }, [router, current]);
}
