import type { Locale } from '@/i18n/routing';

/** What a route middleware sees of a request. */
export interface ProxyContext {
  /** Pathname without the locale prefix, e.g. `/pricing` for `/en-US/pricing`. */
  pathname: string;
  /** Query string including `?`, or ''. */
  search: string;
  /** Locale named by the URL prefix (zh-CN when unprefixed). */
  locale: Locale;
  /** Whether the URL carried an explicit locale prefix. */
  prefixed: boolean;
  method: string;
  headers: Headers;
  /** Whether the site is served over https (directly or behind a proxy): cookies get `Secure`. */
  secure: boolean;
  /** Value of the locale cookie, if any (unvalidated). */
  cookieLocale: string | undefined;
}

/** A middleware's answer: redirect (relative or absolute Location) and/or headers to add to the final response. */
export interface ProxyDecision {
  redirect?: string;
  status?: 301 | 302 | 307 | 308;
  /** Set-Cookie header value to send with the redirect. */
  setCookie?: string;
  /** Headers such as Vary to add to whatever response is finally sent. */
  headers?: Record<string, string>;
}

export type RouteMiddleware = (ctx: ProxyContext) => ProxyDecision | undefined;
