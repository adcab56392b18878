import { describe, expect, it, vi } from 'vitest';

// The helpers call next-intl's setRequestLocale and Next's notFound(); outside a request they are stand-ins.
vi.mock('next-intl/server', () => ({ setRequestLocale: vi.fn() }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const { matchPageParams, resolveLocale, resolveRouteParams } = await import('@/lib/route-params');
const { brandNames, ckeys, kycNos } = await import('@/lib/sample-data/keys');

describe('route parameters are validated by the route table', () => {
  it('accepts the values the table knows, decoded and with their route', () => {
    expect(matchPageParams('/[locale]/service/[slug]', { locale: 'en-US', slug: 'exactMatch' })).toMatchObject({
      locale: 'en-US',
      slug: 'exactMatch',
      route: { name: 'service.exactMatch' },
    });
    expect(matchPageParams('/[locale]/industryAnalysis/[facet]', { locale: 'zh-CN', facet: 'trend' })?.route.name).toBe(
      'industryAnalysis.trend',
    );
    expect(matchPageParams('/[locale]/company/[ckey]', { locale: 'zh-CN', ckey: ckeys[0] })?.route.name).toBe(
      'company',
    );
    expect(matchPageParams('/[locale]/dueDiligence/kyc/[kycNo]', { locale: 'zh-CN', kycNo: kycNos[1] })?.kycNo).toBe(
      kycNos[1],
    );
    // Next passes the segment URL-encoded; the page gets the decoded brand name.
    expect(
      matchPageParams('/[locale]/smallMicro/brand/[brandName]', {
        locale: 'zh-CN',
        brandName: encodeURIComponent(brandNames[0]),
      })?.brandName,
    ).toBe(brandNames[0]);
  });

  it('refuses unknown locales, unknown or malformed values and other routes of the same shape', () => {
    expect(matchPageParams('/[locale]/service/[slug]', { locale: 'fr-FR', slug: 'exactMatch' })).toBeNull();
    expect(matchPageParams('/[locale]/service/[slug]', { locale: 'zh-CN', slug: 'exactmatch' })).toBeNull();
    expect(matchPageParams('/[locale]/solution/[slug]', { locale: 'zh-CN', slug: 'exactMatch' })).toBeNull();
    expect(matchPageParams('/[locale]/company/[ckey]', { locale: 'zh-CN', ckey: 'zzzzzzzzzz' })).toBeNull();
    expect(
      matchPageParams('/[locale]/smallMicro/brand/[brandName]', { locale: 'zh-CN', brandName: '%E0%A4%A' }),
    ).toBeNull();
    // `/customerProfile/test` is its own static page, not a ckey.
    expect(matchPageParams('/[locale]/customerProfile/[ckey]', { locale: 'zh-CN', ckey: 'test' })).toBeNull();
  });

  it('answers 404 from the page on an invalid value or locale', async () => {
    await expect(
      resolveRouteParams('/[locale]/customer/[slug]', Promise.resolve({ locale: 'zh-CN', slug: 'nope' })),
    ).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(resolveLocale(Promise.resolve({ locale: 'de' }))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(resolveLocale(Promise.resolve({ locale: 'en-US' }))).resolves.toBe('en-US');
  });
});
