import type { MiddlewareName } from '@/lib/routes';
import { localeMiddleware } from './locale';
import { createPageJump } from './page-jump';
import type { ProxyContext, ProxyDecision, RouteMiddleware } from './types';

/** The named route middlewares (spec §2: "locale handling and page jump"). */
export const middlewareRegistry: Record<MiddlewareName, RouteMiddleware> = {
  locale: localeMiddleware,
  pageJump: createPageJump(),
};

/**
 * Resolves middleware names to functions, in order.
 * @throws Error `Unknown route middleware: <name>` for a name that is not registered (spec §8).
 */
export function resolveMiddlewares(
  names: readonly string[],
  registry: Record<string, RouteMiddleware> = middlewareRegistry,
): RouteMiddleware[] {
  return names.map((name) => {
    const fn = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
    if (!fn) throw new Error(`Unknown route middleware: ${name}`);
    return fn;
  });
}

/**
 * Runs middlewares in order. The first one that redirects ends the chain; headers from every middleware that ran
 * are merged into the decision.
 */
export function runMiddlewares(chain: RouteMiddleware[], ctx: ProxyContext): ProxyDecision {
  const headers: Record<string, string> = {};
  for (const mw of chain) {
    const decision = mw(ctx);
    if (!decision) continue;
    Object.assign(headers, decision.headers);
    if (decision.redirect) return { ...decision, headers };
  }
  return { headers };
}

/** Names every middleware the route table uses exist — checked when the proxy module loads. */
export function assertKnownMiddlewares(lists: readonly (readonly string[])[]): void {
  for (const list of lists) resolveMiddlewares(list);
}
