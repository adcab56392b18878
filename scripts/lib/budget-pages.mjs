/**
 * The pages the performance budgets measure (scripts/js-budget.mjs, scripts/lighthouse.mjs): at least one URL per
 * page type of the route table (lib/routes.ts `Template`), plus the variants that ship different code — the service
 * pages with a "try it" demo, each industry-analysis facet, the AI report steps, and for each registry page both a
 * showcase key (prerendered) and a registry key (rendered on demand). tests/unit/budget-pages.test.ts checks that
 * every template and every route of the table is covered, so a new page type cannot slip past the budget.
 *
 * Each entry: `template` (the route table's Template), `route` (the route name), `path` (zh-CN, unprefixed; the
 * scripts add `/en-US` for the other locale), `budget` (first-load JavaScript, KiB gzip): 150 for the marketing
 * pages (issue 28; measured 145.8 once the shell stopped loading next-intl's client runtime, see docs/performance.md),
 * `demoBudgetKiB` for /demo, `selfCheckBudgetKiB` for /test, 200 for product, profile and report pages (issue 28), and `lighthouse: true` for the one
 * URL per page type that `npm run lighthouse` loads by default.
 */

/** KiB gzip: marketing pages (issue 3: 220; issue 28: 150). */
export const marketingBudgetKiB = 150;
/** KiB gzip: product, profile and report pages (issue 10 item 6, issue 12 item 5, issue 11 item 4). */
export const productBudgetKiB = 200;
/**
 * KiB gzip: the 13 service pages (issue 28; back to 150 in issue 41). No demo's code is in a service page's first
 * load (components/try-it/demo-island.tsx): the six server-rendered demos hydrate on approach and the seven others
 * render a placeholder until then (decision 0046): 148.8 for every service page. Before: 149.2–150.0 for the demos
 * loaded on approach; 157.4–162.3 for the server-rendered ones, whose chunk and next-intl's client runtime Next
 * preloaded (164.6–169.6 while that runtime carried the ICU parser; 177.8–178.1 when every service page carried all
 * 13 demos); the budget had been raised to 163 for them.
 */
export const serviceBudgetKiB = 150;
/** KiB gzip: /demo (issue 28: 163.7 with next-intl's client runtime for the booking form; 148.8 once its texts come from the server as props). */
export const demoBudgetKiB = 150;
/** KiB gzip: /test (issue 28: 160.7 with next-intl's client runtime for the self-check; 148.6 once its texts come from the server as props). */
export const selfCheckBudgetKiB = 150;

const m = marketingBudgetKiB;
const p = productBudgetKiB;
const sv = serviceBudgetKiB;

/** A registry company rendered on demand (not one of the three showcase keys) and its KYC report number. */
export const registryCkey = '788e8c8a3d';
export const registryKycNo = 'KYC202611200101';

/** @type {{ template: string, route: string, path: string, budget: number, lighthouse?: boolean, set: 'marketing' | 'products' | 'profiles' }[]} */
export const budgetPages = [
  // Marketing pages (issue 3).
  { set: 'marketing', template: 'home', route: 'home', path: '/', budget: m, lighthouse: true },
  {
    set: 'marketing',
    template: 'solution',
    route: 'solution.leasing',
    path: '/solution/leasing',
    budget: m,
    lighthouse: true,
  },
  { set: 'marketing', template: 'case', route: 'case.SpdBank', path: '/customer/SpdBank', budget: m, lighthouse: true },
  { set: 'marketing', template: 'pricing', route: 'pricing', path: '/pricing', budget: m, lighthouse: true },
  { set: 'marketing', template: 'app', route: 'app', path: '/APP', budget: m, lighthouse: true },
  { set: 'marketing', template: 'legal', route: 'privacy', path: '/privacy', budget: m, lighthouse: true },
  { set: 'marketing', template: 'legal', route: 'cookies', path: '/cookies', budget: m },
  { set: 'marketing', template: 'apiDocs', route: 'apiDocs', path: '/apiDocs', budget: m, lighthouse: true },
  { set: 'marketing', template: 'hub', route: 'serviceHub', path: '/service', budget: m, lighthouse: true },
  { set: 'marketing', template: 'hub', route: 'solutionHub', path: '/solution', budget: m },
  { set: 'marketing', template: 'hub', route: 'caseHub', path: '/customer', budget: m },

  // Product pages: the demo centre, the self-check, the service pages with a "try it" demo, insights.
  // /demo carries the booking form (server-rendered, enhanced) and the live demos' listing: 185.6 KiB at the end of
  // issues 22–27, 163.7 after issue 28's cut (the listing no longer imports the demos), 148.8 once the booking form's texts
  // come from the server as props (no next-intl client runtime); 150 keeps it there.
  { set: 'products', template: 'demo', route: 'demo', path: '/demo', budget: demoBudgetKiB, lighthouse: true },
  {
    set: 'products',
    template: 'selfCheck',
    route: 'selfCheck',
    path: '/test',
    budget: selfCheckBudgetKiB,
    lighthouse: true,
  },
  // Every service page has a live demo (issues 22–23): all are product pages (issue 28: marketing means services
  // without one); each loads only its own demo's island (`serviceBudgetKiB`).
  {
    set: 'products',
    template: 'service',
    route: 'service.kycDueDiligence',
    path: '/service/kycDueDiligence',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.batchPreliminaryScreening',
    path: '/service/batchPreliminaryScreening',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.waterDueDiligence',
    path: '/service/waterDueDiligence',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.intelligentAssociation',
    path: '/service/intelligentAssociation',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.riskWarning',
    path: '/service/riskWarning',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.judicialDueDiligence',
    path: '/service/judicialDueDiligence',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.exactMatch',
    path: '/service/exactMatch',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.kycIndividualDue',
    path: '/service/kycIndividualDue',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.publicOpinionWarning',
    path: '/service/publicOpinionWarning',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.marketingPortrait',
    path: '/service/marketingPortrait',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.financeDueDiligence',
    path: '/service/financeDueDiligence',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.decisionMap',
    path: '/service/decisionMap',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'service',
    route: 'service.remoteDueDiligence',
    path: '/service/remoteDueDiligence',
    budget: sv,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'industryAnalysis',
    route: 'industryAnalysis',
    path: '/industryAnalysis',
    budget: p,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'industryAnalysis',
    route: 'industryAnalysis.brand',
    path: '/industryAnalysis/brand',
    budget: p,
  },
  {
    set: 'products',
    template: 'industryAnalysis',
    route: 'industryAnalysis.trend',
    path: '/industryAnalysis/trend',
    budget: p,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'industryAnalysis',
    route: 'industryAnalysis.region',
    path: '/industryAnalysis/region',
    budget: p,
  },
  {
    set: 'products',
    template: 'industryAnalysis',
    route: 'industryAnalysis.operate',
    path: '/industryAnalysis/operate',
    budget: p,
  },
  {
    set: 'products',
    template: 'industryAnalysis',
    route: 'industryAnalysis.development',
    path: '/industryAnalysis/development',
    budget: p,
  },
  { set: 'products', template: 'smallMicro', route: 'smallMicroBrands', path: '/smallMicro/brand', budget: p },
  {
    set: 'products',
    template: 'smallMicro',
    route: 'smallMicroBrand',
    path: '/smallMicro/brand/BrightLoaf',
    budget: p,
  },
  {
    set: 'products',
    template: 'smallMicro',
    route: 'smallMicroPortrait',
    path: '/smallMicro/portrait',
    budget: p,
    lighthouse: true,
  },
  {
    set: 'products',
    template: 'smallMicro',
    route: 'smallMicroPortraitList',
    path: '/smallMicro/portrait/list',
    budget: p,
  },
  {
    set: 'products',
    template: 'smallMicro',
    route: 'smallMicroPortraitRandom',
    path: '/smallMicro/portrait/random',
    budget: p,
  },

  // Profile and report pages (issue 10): a showcase key and a registry key each.
  { set: 'profiles', template: 'company', route: 'company', path: '/company/c9f2a1e7b3', budget: p },
  {
    set: 'profiles',
    template: 'company',
    route: 'company',
    path: `/company/${registryCkey}`,
    budget: p,
    lighthouse: true,
  },
  {
    set: 'profiles',
    template: 'customerProfile',
    route: 'customerProfileSample',
    path: '/customerProfile/test',
    budget: p,
  },
  {
    set: 'profiles',
    template: 'customerProfile',
    route: 'customerProfile',
    path: '/customerProfile/d4e8b6a2c1',
    budget: p,
  },
  {
    set: 'profiles',
    template: 'customerProfile',
    route: 'customerProfile',
    path: `/customerProfile/${registryCkey}`,
    budget: p,
    lighthouse: true,
  },
  {
    set: 'profiles',
    template: 'customerProfileDashboard',
    route: 'customerProfileDashboard',
    path: '/customerProfile2/a7c3e9f5d2',
    budget: p,
  },
  {
    set: 'profiles',
    template: 'customerProfileDashboard',
    route: 'customerProfileDashboard',
    path: `/customerProfile2/${registryCkey}`,
    budget: p,
    lighthouse: true,
  },
  { set: 'profiles', template: 'kycReport', route: 'kycReport', path: '/dueDiligence/kyc/KYC202611120007', budget: p },
  {
    set: 'profiles',
    template: 'kycReport',
    route: 'kycReport',
    path: `/dueDiligence/kyc/${registryKycNo}`,
    budget: p,
    lighthouse: true,
  },
  { set: 'profiles', template: 'aiReport', route: 'aiReportV1', path: '/AI/reportV1', budget: p, lighthouse: true },
  {
    set: 'profiles',
    template: 'aiReport',
    route: 'aiReportV1Think',
    path: `/AI/reportV1/think?ckey=${registryCkey}&type=risk`,
    budget: p,
    lighthouse: true,
  },
  {
    set: 'profiles',
    template: 'aiReport',
    route: 'aiReportV1Authorize',
    path: `/AI/reportV1/authorize?ckey=${registryCkey}&type=credit`,
    budget: p,
    lighthouse: true,
  },
  {
    set: 'profiles',
    template: 'aiReport',
    route: 'aiReportV1Generate',
    path: `/AI/reportV1/generateReport?ckey=${registryCkey}&type=risk`,
    budget: p,
    lighthouse: true,
  },
  { set: 'profiles', template: 'aiReport', route: 'aiReportV2', path: '/AI/reportV2', budget: p, lighthouse: true },
  {
    set: 'profiles',
    template: 'aiReport',
    route: 'aiReportV2OnlineDoc',
    path: '/AI/reportV2/onlineDoc',
    budget: p,
    lighthouse: true,
  },
];

/** The en-US form of a zh-CN path. */
export const enPath = (path) => (path === '/' ? '/en-US' : `/en-US${path}`);

/**
 * The pages of a set: `all` (default), `marketing`, `products`, `profiles`, or a comma-separated list of them.
 */
export function pagesOf(set = 'all') {
  if (set === 'all') return budgetPages;
  const sets = set.split(',').map((s) => s.trim());
  const unknown = sets.filter((s) => !['marketing', 'products', 'profiles'].includes(s));
  if (unknown.length)
    throw new Error(`Unknown page set: ${unknown.join(', ')} (use all, marketing, products, profiles)`);
  return budgetPages.filter((pg) => sets.includes(pg.set));
}
