import { defineRouting } from 'next-intl/routing';

/**
 * Locale routing, the one place locales are listed (SITE.md §3).
 *
 * - zh-CN is unprefixed and en-US lives under `/en-US`; in next-intl terms zh-CN is the `defaultLocale` of the
 *   `as-needed` prefix strategy. The *detection fallback* of spec §9 ("default locale en-US") is a different
 *   thing and is `fallbackLocale` below, used only by root-path detection in `lib/proxy/locale.ts`.
 * - next-intl's own detection and cookie are off: detection happens only at `/` (our `locale` middleware), and
 *   the cookie is written by the client so prerendered HTML carries no Set-Cookie.
 */
export const routing = defineRouting({
  locales: ['zh-CN', 'en-US'],
  defaultLocale: 'zh-CN',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

/** Locale chosen when neither the cookie nor the browser languages name a supported one (spec §9). */
export const fallbackLocale: Locale = 'en-US';

/** The locale cookie (spec §9): name, lifetime in seconds, path and SameSite. */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;

/** Human labels of the locales, each in its own script (spec §3). Not translated: a language names itself. */
export const localeLabels: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** Type guard for a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** Unprefixed path → the path as a visitor sees it in a locale (`/pricing` → `/en-US/pricing`). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
