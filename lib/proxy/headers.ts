/**
 * Request headers the proxy sets for the rest of the app. Incoming values are always replaced or removed, so a
 * client cannot forge them into anything but a 404 for itself.
 */

/** Marks a request that matches no route; next.config.ts rewrites it to the global not-found page. */
export const notFoundHeader = 'x-hx-not-found';

/** The path and query as requested, for the not-found message. */
export const requestPathHeader = 'x-hx-request-path';

/**
 * Response header naming the page's language (`zh-CN` / `en-US`). Baidu reads it instead of hreflang; it replaces
 * the obsolete `<meta http-equiv="content-language">` (Nu Html Checker error). Set by proxy.ts on every response
 * it passes on, pages and the localized 404 alike (redirects have no body and get none).
 */
export const contentLanguageHeader = 'Content-Language';
