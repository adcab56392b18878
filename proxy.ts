import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { isLocale, localeCookie, routing } from '@/i18n/routing';
import { assertKnownMiddlewares, resolveMiddlewares, runMiddlewares } from '@/lib/proxy/compose';
import { requestPathHeader, rewriteTarget } from '@/lib/proxy/request-url';
import type { ProxyContext } from '@/lib/proxy/types';
import { allRoutes, matchRoute, type MiddlewareName } from '@/lib/routes';

/**
 * The proxy (Next 16's name for middleware): works out the locale from the URL prefix, runs the route's named
 * middlewares (`locale`, `pageJump`; lib/proxy/*), and hands everything else to next-intl, which rewrites unprefixed
 * paths to the internal `/zh-CN/...` tree.
 */

/** Middlewares of paths that match no route (so `/contact` can still be redirected, and unknown paths 404). */
const defaultMiddlewares: readonly MiddlewareName[] = ['locale', 'pageJump'];

// An unknown middleware name in the route table stops the server at start rather than being skipped.
assertKnownMiddlewares(allRoutes.map((r) => r.middlewares));

const intlMiddleware = createIntlMiddleware(routing);

export default function proxy(request: NextRequest) {
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
  const decision = runMiddlewares(resolveMiddlewares(route?.middlewares ?? defaultMiddlewares), ctx);

  let response: NextResponse;
  if (decision.redirect) {
    // A relative Location keeps redirects on whatever host and port the visitor used.
    response = new NextResponse(null, { status: decision.status ?? 307, headers: { Location: decision.redirect } });
    if (decision.setCookie) response.headers.append('Set-Cookie', decision.setCookie);
  } else {
    // Pages read the requested path (for the not-found message) from this header.
    const headers = new Headers(request.headers);
    headers.set(requestPathHeader, pathname + search);
    response = rewriteTarget(intlMiddleware(new NextRequest(request, { headers })), request);
  }
  for (const [name, value] of Object.entries(decision.headers ?? {})) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything except Next's assets, our JSON endpoints, API routes and files with an extension.
  matcher: ['/((?!api/|_next/|_i18n/|builds/|_vercel|.*\\..*).*)'],
};
