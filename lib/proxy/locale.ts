import { isbot } from 'isbot';
import { fallbackLocale, isLocale, localeCookie, localizePath, routing, type Locale } from '@/i18n/routing';
import { matchAcceptLanguage } from '@/i18n/accept-language';
import type { ProxyContext, ProxyDecision } from './types';

/** Root-path locale: a valid cookie first, then the browser languages, then the fallback (en-US). */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return matchAcceptLanguage(acceptLanguage) ?? fallbackLocale;
}

/** The exact Set-Cookie value that saves a locale choice (spec §9). */
export function localeCookieHeader(locale: Locale, secure: boolean): string {
  const parts = [
    `${localeCookie.name}=${locale}`,
    `Path=${localeCookie.path}`,
    `Max-Age=${localeCookie.maxAgeSeconds}`,
    `SameSite=${localeCookie.sameSite}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * A full-page request: a browser navigation or a plain HTTP client, not a Next.js RSC/prefetch request made by the
 * client router (those must never be redirected to another locale mid-navigation).
 */
export function isFullPageRequest(method: string, headers: Headers): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (headers.get('rsc') || headers.get('next-router-prefetch') || headers.get('next-router-state-tree')) return false;
  const mode = headers.get('sec-fetch-mode');
  return !mode || mode === 'navigate';
}

/** Vary header of responses to `/`, whose content depends on these request headers. */
const rootVary = { Vary: 'Cookie, Accept-Language' };

/**
 * The `locale` route middleware (SITE.md §3):
 * - `/zh-CN/...` is sent permanently to the unprefixed URL (one URL per page);
 * - a full-page request to `/` by a person is sent to `/en-US` (307, query kept, cookie saved) when detection says
 *   en-US; crawlers are never redirected;
 * - every other path: the prefix alone decides, nothing happens here.
 */
export function localeMiddleware(ctx: ProxyContext): ProxyDecision | undefined {
  if (ctx.prefixed && ctx.locale === routing.defaultLocale) {
    return { redirect: localizePath(ctx.pathname, ctx.locale) + ctx.search, status: 308 };
  }
  if (ctx.pathname !== '/' || ctx.prefixed || !isFullPageRequest(ctx.method, ctx.headers)) return undefined;
  if (isbot(ctx.headers.get('user-agent') ?? '')) return { headers: rootVary };
  const locale = detectLocale(ctx.cookieLocale, ctx.headers.get('accept-language'));
  if (locale === routing.defaultLocale) return { headers: rootVary };
  return {
    redirect: localizePath('/', locale) + ctx.search,
    status: 307,
    setCookie: localeCookieHeader(locale, ctx.secure),
    headers: rootVary,
  };
}
