/**
 * Where each page's search-result title and description live: the message namespace holding its `metaTitle` and
 * `metaDescription`, by route name (lib/routes.ts), and the lengths a search result shows without cutting them.
 * Pages read their metadata through it (`metadataFrom` in lib/seo.ts) and tests/unit/search-snippets.test.ts checks
 * every sitemap page against the limits, so the two cannot drift apart.
 */
import type { Locale } from '@/i18n/routing';
import { catalogCounts } from './catalog';
import { getRoute, type RouteName } from './routes';

/**
 * Longest full `<title>` (the page's title plus the brand suffix) and meta description a search result shows whole, in
 * characters: Baidu and Google cut a Chinese title at about 30 characters and a description at about 80; an English one
 * at about 60 and 160 (roughly the same pixel width).
 */
export const snippetLimits: Record<Locale, { title: number; description: number }> = {
  'zh-CN': { title: 30, description: 80 },
  'en-US': { title: 60, description: 160 },
};

/** The `<title>` template of every page: the page's title, then the brand as its locale writes it (`common.brand.titleSuffix`). */
export function titleTemplate(brandSuffix: string): string {
  return `%s | ${brandSuffix}`;
}

/** A page's full `<title>` as a search result shows it. */
export function fullTitle(title: string, brandSuffix: string): string {
  return titleTemplate(brandSuffix).replace('%s', title);
}

/** Namespaces of the routes that are not catalogue or facet entries (those follow their slug, below). */
const fixedNamespaces: Partial<Record<RouteName, string>> = {
  home: 'home',
  pricing: 'pricing',
  app: 'app',
  demo: 'demo',
  selfCheck: 'selfCheck',
  aiReportV1: 'aiReport.v1',
  aiReportV1Think: 'aiReport.think',
  aiReportV1Authorize: 'aiReport.authorize',
  aiReportV1Generate: 'aiReport.generate',
  aiReportV2: 'aiReport.v2',
  aiReportV2OnlineDoc: 'aiReport.onlineDoc',
  industryAnalysis: 'industryAnalysis.overview',
  smallMicroBrands: 'smallMicro.brands',
  smallMicroPortrait: 'smallMicro.portrait',
  smallMicroPortraitList: 'smallMicro.portraitList',
  smallMicroPortraitRandom: 'smallMicro.portraitRandom',
  privacy: 'privacy',
  cookies: 'cookies',
  apiDocs: 'apiDocs',
  serviceHub: 'hubs.services',
  solutionHub: 'hubs.solutions',
  caseHub: 'hubs.cases',
};

/** Namespace prefixes of catalogue routes: `service.riskWarning` → `services.riskWarning`. */
const catalogueNamespaces: Record<string, string> = {
  service: 'services',
  solution: 'solutions',
  case: 'cases',
  industryAnalysis: 'industryAnalysis',
};

/**
 * The message namespace of a static page's `metaTitle` / `metaDescription`, e.g. `pricing`, `services.riskWarning`,
 * `hubs.services`. Throws for a route whose metadata is built from its parameters (a company, a KYC report, a brand):
 * those pages compose it themselves.
 */
export function metaNamespaceOf(name: RouteName): string {
  const fixed = fixedNamespaces[name];
  if (fixed) return fixed;
  const [kind, slug] = name.split('.');
  const prefix = slug ? catalogueNamespaces[kind] : undefined;
  if (!prefix || getRoute(name).params) throw new Error(`No metadata namespace for route ${name}`);
  return `${prefix}.${slug}`;
}

/** ICU arguments of a page's title and description: a hub's `{count}` of entries (lib/catalog.ts), else none. */
export function metaValuesOf(name: RouteName): Record<string, number> | undefined {
  const hubs: Partial<Record<RouteName, number>> = {
    serviceHub: catalogCounts.services,
    solutionHub: catalogCounts.solutions,
    caseHub: catalogCounts.cases,
  };
  return hubs[name] === undefined ? undefined : { count: hubs[name] };
}
