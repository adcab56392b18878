import { localizePath } from '@/i18n/routing';
import { allRoutes, pathFor } from '@/lib/routes';
import { externalHostAllowList, redirectRules, type RedirectRule } from '@/lib/redirects';
import type { ProxyContext, ProxyDecision } from './types';

/**
 * Checks an external target: an absolute `https:` URL whose host is on the allow-list.
 * @throws Error naming the rule when it is not — so a bad rule stops the server at start, never redirects.
 */
export function assertAllowedExternal(url: string, allowList: readonly string[] = externalHostAllowList): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`pageJump: external target is not an absolute URL: ${url}`);
  }
  if (parsed.protocol !== 'https:') throw new Error(`pageJump: external target must use https: ${url}`);
  if (!allowList.includes(parsed.hostname)) throw new Error(`pageJump: host not on the allow-list: ${parsed.hostname}`);
  return parsed;
}

/** Validates a whole rule table (internal targets must name a route, external ones must be allowed). */
export function validateRules(
  rules: readonly RedirectRule[],
  allowList: readonly string[] = externalHostAllowList,
): void {
  for (const rule of rules) {
    if ('url' in rule.target) assertAllowedExternal(rule.target.url, allowList);
    else pathFor(rule.target.route, rule.target.params);
  }
}

/**
 * Static routes by lower-cased path, so `/service/exactmatch` can be sent to `/service/exactMatch` — the generic form
 * of the table's case-insensitive aliases.
 */
const staticRoutesByLowerPath = new Map(
  allRoutes.filter((r) => !r.params).map((r) => [r.pattern.toLowerCase(), r.pattern] as const),
);
const staticPaths = new Set(staticRoutesByLowerPath.values());

/** Finds the rule for an unprefixed pathname; exact-case matches first. */
export function findRule(pathname: string, rules: readonly RedirectRule[] = redirectRules): RedirectRule | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    rules.find((r) => r.source === normalized) ??
    rules.find(
      (r) => r.caseInsensitive && r.source.toLowerCase() === normalized.toLowerCase() && !staticPaths.has(normalized),
    )
  );
}

/**
 * Creates the `pageJump` route middleware over a rule table. Rules are validated when it is created.
 * Returns a redirect decision for a matching source, otherwise nothing (the request goes on).
 */
export function createPageJump(
  rules: readonly RedirectRule[] = redirectRules,
  allowList: readonly string[] = externalHostAllowList,
) {
  validateRules(rules, allowList);
  return function pageJump(ctx: ProxyContext): ProxyDecision | undefined {
    const rule = findRule(ctx.pathname, rules);
    if (rule) {
      const location =
        'url' in rule.target
          ? assertAllowedExternal(rule.target.url, allowList).toString()
          : localizePath(pathFor(rule.target.route, rule.target.params), ctx.locale) + ctx.search;
      return { redirect: location, status: rule.status };
    }
    if (!staticPaths.has(ctx.pathname)) {
      const canonical = staticRoutesByLowerPath.get(ctx.pathname.toLowerCase());
      if (canonical) return { redirect: localizePath(canonical, ctx.locale) + ctx.search, status: 308 };
    }
    return undefined;
  };
}
