import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, localeCookie, routing } from '@/i18n/routing';
import { assertKnownMiddlewares, resolveMiddlewares, runMiddlewares } from '@/lib/proxy/compose';
import { contentLanguageHeader, notFoundHeader, requestPathHeader } from '@/lib/proxy/headers';
import type { ProxyContext } from '@/lib/proxy/types';
import { allRoutes, matchRoute, standardMiddlewares } from '@/lib/routes';
import { loadCspManifest } from '@/lib/security/csp-manifest';
import { internalPagePath, pagePolicy } from '@/lib/security/page-policy';
import { guardFormPost } from '@/lib/security/form-post-guard';
import { guardPageMethod } from '@/lib/security/request-guard';

/**
 * The proxy (Next 16's name for middleware): works out the locale from the URL prefix and runs the route's named
 * middlewares (`locale`, `pageJump`; lib/proxy/*). Unprefixed paths reach the internal `/zh-CN/...` tree through
 * the rewrites in next.config.ts, not through a proxy rewrite: a proxy rewrite's URL carries the host, and Next 16
 * normalises loopback hosts to `localhost` there but not in its router, so on a server bound to 127.0.0.1 the
 * rewrite is taken for an external one and proxied (loop / 500). See docs/decisions/0007-proxy-without-rewrites.md.
 */

// An unknown middleware name in the route table stops the server at start rather than being skipped.
assertKnownMiddlewares(allRoutes.map((r) => r.middlewares));

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  const prefixed = isLocale(first);
  const locale = prefixed ? first : routing.defaultLocale;
  const unprefixed = prefixed ? pathname.slice(first.length + 1) || '/' : pathname;
  const forwardedProto = request.headers.get('x-forwarded-proto');

  const ctx: ProxyContext = {
    pathname: unprefixed,
    search,
    locale,
    prefixed,
    method: request.method,
    headers: request.headers,
    secure: (forwardedProto ?? request.nextUrl.protocol.replace(':', '')) === 'https',
    cookieLocale: request.cookies.get(localeCookie.name)?.value,
  };

  const route = matchRoute(unprefixed)?.route;
  // Methods a page does not take get a 405 here, not a 500 or the page (POST only where a form posts to its page).
  const refused = guardPageMethod(request.method, route?.name);
  if (refused) return new NextResponse(null, { status: refused.status, headers: refused.headers });
  // A form page's POST: another origin (403), an action this build does not have or an unreadable form (400) are
  // answered here rather than by Next's 500 (lib/security/form-post-guard.ts).
  if (request.method.toUpperCase() === 'POST') {
    const answer = await guardFormPost(request, locale);
    if (answer) return answer;
  }
  // A path no route matches gets the standard middlewares, so `/contact` can still be redirected and unknown paths 404.
  const decision = runMiddlewares(resolveMiddlewares(route?.middlewares ?? standardMiddlewares), ctx);

  let response: NextResponse;
  if (decision.redirect) {
    // Next turns a same-host Location back into a relative one, so redirects stay on whatever host the visitor used.
    response = NextResponse.redirect(new URL(decision.redirect, request.url), decision.status ?? 307);
    if (decision.setCookie) response.headers.append('Set-Cookie', decision.setCookie);
  } else {
    const headers = new Headers(request.headers);
    // next-intl reads the locale from this header where a page has not set it.
    headers.set('X-NEXT-INTL-LOCALE', locale);
    headers.delete(notFoundHeader);
    if (!route) {
      // No route matches, or a parameter failed validation: next.config.ts routes the request to the global
      // not-found page, which needs the locale and the path as requested.
      headers.set(notFoundHeader, '1');
      headers.set(requestPathHeader, pathname + search);
    }
    // CSP: the prerendered page's hashes, or a per-request nonce that Next reads from the request header (also for a
    // form's POST: the page rendered with the form's answer is not the prerendered one).
    const prerendered = route && request.method.toUpperCase() !== 'POST';
    const csp = pagePolicy(
      prerendered ? internalPagePath(locale, unprefixed) : '',
      loadCspManifest(),
      process.env.NODE_ENV === 'production',
    );
    headers.delete('Content-Security-Policy');
    if (csp?.nonce) headers.set('Content-Security-Policy', csp.policy);
    response = NextResponse.next({ request: { headers } });
    response.headers.set(contentLanguageHeader, locale);
    if (csp) response.headers.set('Content-Security-Policy', csp.policy);
    // Rendered per request, so possibly streamed: nginx must pass it on as it comes, not buffer it.
    if (csp?.nonce) response.headers.set('X-Accel-Buffering', 'no');
  }
  for (const [name, value] of Object.entries(decision.headers ?? {})) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything except the endpoint prefixes (lib/endpoints.ts; Next reads this literal at build time, so a unit
  // test checks it against that list) and exactly the site's metadata files (app/robots.ts, app/sitemap.ts,
  // app/icon.svg, app/manifest.ts and the brand icons of lib/brand-icon.ts): each name is anchored with `$`, so a
  // path that merely starts with one (`/robots.txtx`, `/sitemap.xml%09`, `/icon.svg/x`) goes through the proxy and
  // gets the site's 404 rather than reaching next-intl without a locale (500). Other paths with a dot go through the
  // proxy too.
  matcher: [
    '/((?!api/|_next/|_i18n/|builds/|og/|static/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$|favicon\\.ico$|apple-touch-icon\\.png$|icon-512\\.png$|manifest\\.webmanifest$).*)',
  ],
};
