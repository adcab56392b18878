import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type Locale } from '@/i18n/routing';
import type { CaseSlug, ServiceSlug, SolutionSlug } from './catalog';
import { allRoutes, decodeSegment, matchRoute, type IndustryFacet, type RouteDef } from './routes';
import type { BrandName } from './sample-data/keys';

/**
 * One way for every page under `app/[locale]` to read its route parameters: the locale narrowed with next-intl's
 * `hasLocale`, and each `[param]` segment checked against the route table (lib/routes.ts): the concrete path must
 * match a table route, which validates the value by the route's `params` spec (format, then existence) or, for the
 * catalogue and facet templates, by the table listing that very path. Anything else is "not found" (HTTP 404).
 */

/**
 * The dynamic page patterns of `app/[locale]` (as Next's generated `PageProps` names them) and the types of their
 * parameters once the table has validated them. A new `[param]` page adds its pattern here.
 */
export interface PageParamTypes {
  '/[locale]/company/[ckey]': { ckey: string };
  '/[locale]/customerProfile/[ckey]': { ckey: string };
  '/[locale]/customerProfile2/[ckey]': { ckey: string };
  '/[locale]/dueDiligence/kyc/[kycNo]': { kycNo: string };
  '/[locale]/smallMicro/brand/[brandName]': { brandName: BrandName };
  '/[locale]/industryAnalysis/[facet]': { facet: IndustryFacet };
  '/[locale]/service/[slug]': { slug: ServiceSlug };
  '/[locale]/solution/[slug]': { slug: SolutionSlug };
  '/[locale]/customer/[slug]': { slug: CaseSlug };
}

export type ParamPattern = keyof PageParamTypes;

/** A page's parameters after validation: the locale, the matched table route and the typed values. */
export type ResolvedParams<P extends ParamPattern> = PageParamTypes[P] & { locale: Locale; route: RouteDef };

/** The locale of a `[locale]` segment, or null when it is not one of `routing.locales`. */
export function parseLocale(raw: string): Locale | null {
  return hasLocale(routing.locales, raw) ? raw : null;
}

/**
 * Checks a dynamic page's raw parameters (as Next passes them: still URL-encoded) against the route table.
 * Returns the decoded, typed values and the matched route, or null when the locale or any value is invalid.
 *
 * @param pattern the page's pattern, e.g. `/[locale]/company/[ckey]`
 * @param values  the awaited `params` of the page
 */
export function matchPageParams<P extends ParamPattern>(
  pattern: P,
  values: { locale: string } & Record<string, string>,
): ResolvedParams<P> | null {
  const locale = parseLocale(values.locale);
  if (!locale) return null;
  const unprefixed = pattern.replace(/^\/\[locale\]/, '');
  const segments = unprefixed.split('/');
  // The parameter name of each `[name]` segment (undefined for a literal segment).
  const names = segments.map((s) => /^\[(\w+)\]$/.exec(s)?.[1]);
  const path = names.map((name, i) => (name ? values[name] : segments[i])).join('/');
  const match = matchRoute(path);
  if (!match) return null;
  // A page whose pattern is itself in the table (`/company/[ckey]`) accepts only that route, not a static sibling
  // such as `/customerProfile/test`; the catalogue and facet pages accept the static routes the table lists by path.
  if (allRoutes.some((r) => r.pattern === unprefixed) && match.route.pattern !== unprefixed) return null;
  const decoded: Record<string, string> = {};
  for (const name of names) {
    if (!name) continue;
    // Table routes with a `params` spec return the decoded value; catalogue and facet routes are listed by path.
    const value = match.params[name] ?? decodeSegment(values[name]);
    if (value === null) return null;
    decoded[name] = value;
  }
  // The table has just validated every value, so they have the types PageParamTypes declares for this pattern.
  return { ...(decoded as PageParamTypes[P]), locale, route: match.route };
}

/**
 * `matchPageParams` for the page render: answers 404 (`notFound()`) on an invalid locale or value, and sets the
 * request locale for next-intl's static rendering.
 */
export async function resolveRouteParams<P extends ParamPattern>(
  pattern: P,
  params: Promise<{ locale: string } & Record<string, string>>,
): Promise<ResolvedParams<P>> {
  const resolved = matchPageParams(pattern, await params);
  if (!resolved) notFound();
  setRequestLocale(resolved.locale);
  return resolved;
}

/**
 * The locale of a page or layout without other parameters, narrowed with `hasLocale` (an unknown locale answers
 * 404) and set as the request locale, so the segment can be prerendered and cached.
 */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = parseLocale((await params).locale);
  if (!locale) notFound();
  setRequestLocale(locale);
  return locale;
}
