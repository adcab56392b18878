/**
 * The route table: the one source of truth for every page path of the site (spec §2, `specPatternCount` patterns).
 * The header, footer, sitemap, build meta, proxy and tests read it; nothing else lists paths.
 *
 * Each pattern exists twice: unprefixed for zh-CN and under `/en-US` for en-US (see `i18n/routing.ts`).
 * Patterns use Next.js segment syntax (`/company/[ckey]`); parameters are validated by `params`, and a value
 * that fails validation is "not found" (HTTP 404), as spec §5 requires.
 */
import { caseSlugs, serviceSlugs, solutionSlugs, type CaseSlug, type ServiceSlug, type SolutionSlug } from './catalog';
import { isRegistryCkey, isRegistryKycNo } from './registry/keys';
import { brandNameFormat, brandNames, ckeyFormat, ckeys, kycNoFormat, kycNos } from './sample-data/keys';

/** Names of the route middlewares the proxy knows (SITE.md §4). */
export const middlewareNames = ['locale', 'pageJump'] as const;
export type MiddlewareName = (typeof middlewareNames)[number];

/** Which template renders a route; one template per page type. */
export type Template =
  | 'home'
  | 'pricing'
  | 'app'
  | 'demo'
  | 'selfCheck'
  | 'service'
  | 'solution'
  | 'case'
  | 'company'
  | 'customerProfile'
  | 'customerProfileDashboard'
  | 'aiReport'
  | 'kycReport'
  | 'industryAnalysis'
  | 'smallMicro'
  | 'legal'
  | 'apiDocs'
  | 'hub';

/** Top-level sections, used for navigation, breadcrumbs and the sitemap grouping. */
export type Section =
  'general' | 'services' | 'solutions' | 'customers' | 'profiles' | 'ai' | 'dueDiligence' | 'insights' | 'legal';

/** A route parameter: its format and the values that exist. */
export interface ParamSpec {
  /** Format a value must have before we even look it up. */
  format: RegExp;
  /** The values prerendered at build time (and listed in build meta); without `exists`, the only valid ones. */
  values: readonly string[];
  /**
   * Whether a well-formed value exists, for parameters with too many values to list (the sample registry's
   * 5,200 enterprises: checked without loading the registry, see lib/registry/keys.ts). Such pages render on demand.
   */
  exists?: (value: string) => boolean;
}

export interface RouteDef<N extends string = RouteName> {
  /** Unique, stable name; also the message key of the page (`pages.<name>` or the catalogue entry). */
  name: N;
  /** Path pattern without locale prefix, e.g. `/service/exactMatch` or `/company/[ckey]`. */
  pattern: string;
  template: Template;
  section: Section;
  /** Parameters of the pattern, by name. */
  params?: Record<string, ParamSpec>;
  /** Route middlewares applied by the proxy, in order. */
  middlewares: readonly MiddlewareName[];
  /** Whether search engines may index it (sample and demo-only pages are noindex). */
  indexable: boolean;
  /** Catalogue slug for service / solution / case routes. */
  slug?: ServiceSlug | SolutionSlug | CaseSlug;
  /** The page shows a finished sample report or profile (the demo centre labels it "report", not "interactive"). */
  sampleReport?: true;
}

export const standardMiddlewares: readonly MiddlewareName[] = ['locale', 'pageJump'];

// Showcase keys are prerendered; every other registry enterprise renders on first request and is cached.
const ckey: ParamSpec = { format: ckeyFormat, values: ckeys, exists: isRegistryCkey };
const kycNo: ParamSpec = { format: kycNoFormat, values: kycNos, exists: isRegistryKycNo };
const brandName: ParamSpec = { format: brandNameFormat, values: brandNames };

// Generic in the name so that the table's literal names (template literals for catalogue routes) make up RouteName.
function route<N extends string>(
  name: N,
  pattern: string,
  template: Template,
  section: Section,
  extra: Partial<Pick<RouteDef<N>, 'params' | 'indexable' | 'slug' | 'middlewares' | 'sampleReport'>> = {},
): RouteDef<N> {
  return { name, pattern, template, section, middlewares: standardMiddlewares, indexable: true, ...extra };
}

/** Industry-analysis facets (spec §2); the index page is `/industryAnalysis`. */
export const industryFacets = ['brand', 'trend', 'region', 'operate', 'development'] as const;
export type IndustryFacet = (typeof industryFacets)[number];

/** How many page patterns spec §2 lists: `routes` holds exactly these (tests/unit/routes.test.ts). */
export const specPatternCount = 66;

const specRoutes = [
  route('home', '/', 'home', 'general'),
  route('pricing', '/pricing', 'pricing', 'general'),
  route('app', '/APP', 'app', 'general'),
  route('demo', '/demo', 'demo', 'general'),
  route('selfCheck', '/test', 'selfCheck', 'general', { indexable: false }),

  ...caseSlugs.map((slug) => route(`case.${slug}`, `/customer/${slug}`, 'case', 'customers', { slug })),
  ...solutionSlugs.map((slug) => route(`solution.${slug}`, `/solution/${slug}`, 'solution', 'solutions', { slug })),
  ...serviceSlugs.map((slug) => route(`service.${slug}`, `/service/${slug}`, 'service', 'services', { slug })),

  route('company', '/company/[ckey]', 'company', 'profiles', {
    params: { ckey },
    indexable: false,
    sampleReport: true,
  }),
  route('customerProfileSample', '/customerProfile/test', 'customerProfile', 'profiles', {
    indexable: false,
    sampleReport: true,
  }),
  route('customerProfile', '/customerProfile/[ckey]', 'customerProfile', 'profiles', {
    params: { ckey },
    indexable: false,
    sampleReport: true,
  }),
  route('customerProfileDashboard', '/customerProfile2/[ckey]', 'customerProfileDashboard', 'profiles', {
    params: { ckey },
    indexable: false,
    sampleReport: true,
  }),

  route('aiReportV1', '/AI/reportV1', 'aiReport', 'ai'),
  route('aiReportV1Think', '/AI/reportV1/think', 'aiReport', 'ai', { indexable: false }),
  route('aiReportV1Authorize', '/AI/reportV1/authorize', 'aiReport', 'ai', { indexable: false }),
  route('aiReportV1Generate', '/AI/reportV1/generateReport', 'aiReport', 'ai', {
    indexable: false,
    sampleReport: true,
  }),
  route('aiReportV2', '/AI/reportV2', 'aiReport', 'ai'),
  route('aiReportV2OnlineDoc', '/AI/reportV2/onlineDoc', 'aiReport', 'ai', { indexable: false }),

  route('kycReport', '/dueDiligence/kyc/[kycNo]', 'kycReport', 'dueDiligence', {
    params: { kycNo },
    indexable: false,
    sampleReport: true,
  }),

  route('industryAnalysis', '/industryAnalysis', 'industryAnalysis', 'insights'),
  ...industryFacets.map((facet) =>
    route(`industryAnalysis.${facet}`, `/industryAnalysis/${facet}`, 'industryAnalysis', 'insights'),
  ),

  route('smallMicroBrands', '/smallMicro/brand', 'smallMicro', 'insights'),
  route('smallMicroBrand', '/smallMicro/brand/[brandName]', 'smallMicro', 'insights', {
    params: { brandName },
    indexable: false,
    sampleReport: true,
  }),
  route('smallMicroPortrait', '/smallMicro/portrait', 'smallMicro', 'insights'),
  route('smallMicroPortraitList', '/smallMicro/portrait/list', 'smallMicro', 'insights'),
  route('smallMicroPortraitRandom', '/smallMicro/portrait/random', 'smallMicro', 'insights', { indexable: false }),
];

/**
 * Pages outside spec §2 that the site needs (the section hubs of services, solutions and cases; privacy and cookie
 * notices, SITE.md §5 footer; the API documentation). They follow the
 * same locale rules but are not part of the spec's patterns (`specPatternCount`).
 */
const siteRoutes = [
  // Section hubs (issue 41): the parents of every service, solution and case page, so their breadcrumbs link.
  route('serviceHub', '/service', 'hub', 'services'),
  route('solutionHub', '/solution', 'hub', 'solutions'),
  route('caseHub', '/customer', 'hub', 'customers'),
  route('privacy', '/privacy', 'legal', 'legal'),
  route('cookies', '/cookies', 'legal', 'legal'),
  // The open API's documentation for people: /api/openapi.json rendered, with what the sandbox holds (issue 26).
  route('apiDocs', '/apiDocs', 'apiDocs', 'general'),
];

/** Every route name of the table; a name outside it (`pathFor('typo')`) is a type error. */
export type RouteName = (typeof specRoutes)[number]['name'] | (typeof siteRoutes)[number]['name'];

/** The `specPatternCount` patterns of spec §2. */
export const routes: readonly RouteDef[] = specRoutes;
/** Pages outside spec §2 (see above). */
export const extraRoutes: readonly RouteDef[] = siteRoutes;

export const allRoutes: readonly RouteDef[] = [...routes, ...extraRoutes];

const byName = new Map(allRoutes.map((r) => [r.name, r]));

/** Looks a route up by name; throws on an unknown name so a typo fails the build, not a visitor. */
export function getRoute(name: RouteName): RouteDef {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown route name: ${name}`);
  return found;
}

/** Fills a pattern's parameters, e.g. `pathFor('company', { ckey: 'c9f2a1e7b3' })` → `/company/c9f2a1e7b3`. */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  return getRoute(name).pattern.replace(/\[(\w+)\]/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for route ${name}`);
    return encodeURIComponent(value);
  });
}

/** Every concrete (unprefixed) path of a route: one for a static route, one per valid value for a parameterised one. */
export function concretePaths(r: RouteDef): string[] {
  const entries = Object.entries(r.params ?? {});
  if (entries.length === 0) return [r.pattern];
  // Every parameterised route in the table has exactly one parameter.
  const [key, spec] = entries[0];
  return spec.values.map((v) => pathFor(r.name, { [key]: v }));
}

/** Validates a raw parameter value against a route's spec: format first, then existence. */
export function isValidParam(spec: ParamSpec, value: string): boolean {
  return spec.format.test(value) && (spec.exists ? spec.exists(value) : spec.values.includes(value));
}

/** Decodes a path segment safely; a malformed escape yields null (→ 404, never a 500). */
export function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Static params for a parameterised route, for `generateStaticParams`. */
export function staticParams(name: RouteName): Record<string, string>[] {
  const r = getRoute(name);
  const [key, spec] = Object.entries(r.params ?? {})[0] ?? [];
  if (!key || !spec) return [{}];
  return spec.values.map((v) => ({ [key]: v }));
}

/**
 * Matches an unprefixed pathname against the table. Returns the route and decoded params, or null.
 * Used by the proxy (to apply a route's middlewares) and by build meta; pages rely on Next's own matching.
 */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const r of allRoutes) {
    const parts = r.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const m = /^\[(\w+)\]$/.exec(parts[i]);
      if (m) {
        const decoded = decodeSegment(segments[i]);
        const spec = r.params?.[m[1]];
        ok = decoded !== null && !!spec && isValidParam(spec, decoded);
        if (ok && decoded !== null) params[m[1]] = decoded;
      } else {
        ok = parts[i] === segments[i];
      }
    }
    // First match wins: static routes are listed before parameterised ones of the same shape.
    if (ok) return { route: r, params };
  }
  return null;
}
