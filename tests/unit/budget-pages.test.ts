import { describe, expect, it } from 'vitest';
import {
  budgetPages,
  demoBudgetKiB,
  marketingBudgetKiB,
  pagesOf,
  productBudgetKiB,
  selfCheckBudgetKiB,
  serviceBudgetKiB,
  // @ts-expect-error -- a plain ES module of the budget scripts, without type declarations
} from '../../scripts/lib/budget-pages.mjs';
import { serviceSlugs } from '@/lib/catalog';
import { allRoutes, matchRoute } from '@/lib/routes';

interface BudgetPage {
  template: string;
  route: string;
  path: string;
  budget: number;
  lighthouse?: boolean;
  set: string;
}
const pages = budgetPages as BudgetPage[];

describe('performance budget pages (npm run budget:js, npm run lighthouse)', () => {
  it('cover every page type of the route table, and every non-catalogue route', () => {
    const templates = new Set(allRoutes.map((r) => r.template));
    for (const t of templates)
      expect(
        pages.some((p) => p.template === t),
        `template ${t}: add a page of it to scripts/lib/budget-pages.mjs`,
      ).toBe(true);
    for (const r of allRoutes.filter((route) => !route.slug))
      expect(
        pages.some((p) => p.route === r.name),
        `route ${r.name}: add its path to scripts/lib/budget-pages.mjs`,
      ).toBe(true);
  });

  it('name real routes: each path is served by the route it claims, with that route’s template', () => {
    for (const p of pages) {
      const route = allRoutes.find((r) => r.name === p.route);
      expect(route, p.route).toBeDefined();
      expect(route!.template).toBe(p.template);
      const match = matchRoute(p.path.split('?')[0]);
      expect(match?.route.name, p.path).toBe(p.route);
    }
  });

  it('give Lighthouse one URL per page type, and every page the marketing or the product budget (issue 28: 150 and 200 KiB)', () => {
    const lighthouseTemplates = new Set(pages.filter((p) => p.lighthouse).map((p) => p.template));
    expect([...lighthouseTemplates].sort()).toEqual([...new Set(allRoutes.map((r) => r.template))].sort());
    expect([marketingBudgetKiB, productBudgetKiB]).toEqual([150, 200]);
    // /demo and /test carry no message formatter (their texts come from the server) and keep the marketing pages' 150.
    const own: Record<string, number> = {
      demo: demoBudgetKiB,
      selfCheck: selfCheckBudgetKiB,
      service: serviceBudgetKiB,
    };
    expect([demoBudgetKiB, selfCheckBudgetKiB]).toEqual([150, 150]);
    // Service pages load no demo's code first (issue 41: ≤ 150 KiB; decision 0046).
    expect(serviceBudgetKiB).toBe(150);
    for (const p of pages)
      expect(p.template in own ? [own[p.template]] : [marketingBudgetKiB, productBudgetKiB]).toContain(p.budget);
    for (const p of pages.filter((pg) => pg.set !== 'marketing' && !(pg.template in own)))
      expect(p.budget).toBe(productBudgetKiB);
  });

  it('measure every service page, each under the service budget (issue 28: each loads only its own demo)', () => {
    expect(serviceBudgetKiB).toBeLessThan(productBudgetKiB);
    const measured = pages.filter((p) => p.template === 'service').map((p) => p.path);
    const missing = serviceSlugs.map((slug) => `/service/${slug}`).filter((p) => !measured.includes(p));
    expect(
      missing,
      "add { set: 'products', template: 'service', route: 'service.<slug>', path: '/service/<slug>', budget: sv } to scripts/lib/budget-pages.mjs",
    ).toEqual([]);
    expect(measured.sort(), 'a service page in scripts/lib/budget-pages.mjs that lib/catalog.ts no longer has').toEqual(
      serviceSlugs.map((slug) => `/service/${slug}`).sort(),
    );
  });

  it('select sets by name and reject unknown ones', () => {
    expect((pagesOf('profiles') as BudgetPage[]).every((p) => p.set === 'profiles')).toBe(true);
    expect(pagesOf('all')).toHaveLength(pages.length);
    expect(() => pagesOf('nope')).toThrow(/Unknown page set/);
  });
});
