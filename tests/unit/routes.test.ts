import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { prerenderedPaths } from '@/lib/build-meta';
import { brandNames, ckeys, kycNos } from '@/lib/sample-data/keys';
import { concretePaths, getRoute, matchRoute, middlewareNames, pathFor, routes, specPatternCount } from '@/lib/routes';

describe('route table', () => {
  it('holds the patterns of spec §2, each unique', () => {
    expect(routes).toHaveLength(specPatternCount);
    expect(new Set(routes.map((r) => r.pattern)).size).toBe(specPatternCount);
    expect(new Set(routes.map((r) => r.name)).size).toBe(specPatternCount);
  });

  it('gives 132 page patterns across both locales and every concrete page in both', () => {
    expect(routes.length * routing.locales.length).toBe(specPatternCount * 2);
    const paths = prerenderedPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/en-US');
    expect(paths).toContain('/en-US/service/kycDueDiligence');
    expect(paths).toContain(`/smallMicro/brand/${encodeURIComponent('青禾茶舍')}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names only known middlewares', () => {
    for (const r of routes) for (const m of r.middlewares) expect(middlewareNames).toContain(m);
  });

  it('has at least 3 sample values per parameter, one brand in Chinese characters', () => {
    expect(ckeys.length).toBeGreaterThanOrEqual(3);
    expect(kycNos.length).toBeGreaterThanOrEqual(3);
    expect(brandNames.some((b) => /\p{Script=Han}/u.test(b))).toBe(true);
  });

  it('matches static routes before parameterised ones and validates parameters', () => {
    expect(matchRoute('/customerProfile/test')?.route.name).toBe('customerProfileSample');
    expect(matchRoute(`/customerProfile/${ckeys[0]}`)?.route.name).toBe('customerProfile');
    expect(matchRoute('/company/NOT-A-KEY')).toBeNull();
    expect(matchRoute('/company/ffffffffff')).toBeNull();
    expect(matchRoute('/dueDiligence/kyc/KYC000000000000')).toBeNull();
    expect(matchRoute(`/smallMicro/brand/${encodeURIComponent('青禾茶舍')}`)?.params.brandName).toBe('青禾茶舍');
    expect(matchRoute('/smallMicro/brand/%E0%A4%A')).toBeNull();
    expect(matchRoute('/nope')).toBeNull();
  });

  it('fills patterns and refuses unknown names or missing parameters', () => {
    expect(pathFor('company', { ckey: ckeys[0] })).toBe(`/company/${ckeys[0]}`);
    expect(() => pathFor('company')).toThrow(/Missing parameter/);
    // @ts-expect-error -- a name outside the table is a type error (RouteName); at run time it still throws
    expect(() => getRoute('nope')).toThrow(/Unknown route/);
    // @ts-expect-error -- a typo in a route name fails `tsc`, not only the prerender
    expect(() => pathFor('pricnig')).toThrow(/Unknown route/);
    expect(concretePaths(getRoute('pricing'))).toEqual(['/pricing']);
  });

  it('keeps sample and demo-only pages out of the index', () => {
    for (const name of ['company', 'customerProfileSample', 'kycReport', 'selfCheck'] as const)
      expect(getRoute(name).indexable).toBe(false);
    for (const name of ['home', 'pricing', 'service.exactMatch', 'solution.bank', 'case.Txd'] as const)
      expect(getRoute(name).indexable).toBe(true);
  });
});
