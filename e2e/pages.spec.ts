import { expect, test } from './fixtures';
import { localizePath, routing } from '@/i18n/routing';
import { allRoutes, concretePaths } from '@/lib/routes';
import { langOf, personUA, titleOf } from './helpers';

/** Every concrete page of the route table, grouped per route so failures name the route. */
const pages = allRoutes.flatMap((route) => concretePaths(route).map((path) => ({ route: route.name, path })));

test.describe('every page of the route table answers in both locales', () => {
  for (const { route, path } of pages) {
    test(`${route} ${decodeURIComponent(path)}`, async ({ request }) => {
      const titles: string[] = [];
      for (const locale of routing.locales) {
        const url = localizePath(path, locale);
        const res = await request.get(url, {
          headers: { 'user-agent': personUA, cookie: `i18n_redirected=${locale}` },
          maxRedirects: 0,
        });
        expect(res.status(), url).toBe(200);
        const html = await res.text();
        expect(langOf(html), url).toBe(locale);
        const title = titleOf(html);
        expect(title.length, `${url} has a title`).toBeGreaterThan(3);
        expect(/<h1[\s>]/.test(html), `${url} has an h1`).toBe(true);
        titles.push(title);
      }
      // Titles are written per locale: the zh-CN one has Chinese, the en-US one differs from it.
      expect(titles[0]).toMatch(/\p{Script=Han}/u);
      expect(titles[1]).not.toBe(titles[0]);
    });
  }
});

const notFound: [string, string][] = [
  ['/no-such-page', '页面未找到：/no-such-page'],
  ['/en-US/no-such-page?x=1&y=2', 'Page not found: /en-US/no-such-page?x=1&amp;y=2'],
  ['/service/unknownService', '页面未找到：/service/unknownService'],
  ['/en-US/solution/spaceship', 'Page not found: /en-US/solution/spaceship'],
  ['/company/zzz', '页面未找到：/company/zzz'],
  ['/company/ffffffffff', '页面未找到：/company/ffffffffff'],
  ['/en-US/customerProfile2/%3Cscript%3E', 'Page not found: /en-US/customerProfile2/&lt;script&gt;'],
  ['/dueDiligence/kyc/KYC999', '页面未找到：/dueDiligence/kyc/KYC999'],
  ['/en-US/dueDiligence/kyc/KYC209901010001', 'Page not found: /en-US/dueDiligence/kyc/KYC209901010001'],
  ['/smallMicro/brand/%E4%B8%8D%E5%AD%98%E5%9C%A8', '页面未找到：/smallMicro/brand/不存在'],
  ['/smallMicro/brand/%E0%A4%A', '页面未找到：/smallMicro/brand/%E0%A4%A'],
  ['/industryAnalysis/weather', '页面未找到：/industryAnalysis/weather'],
  ['/fr/pricing', '页面未找到：/fr/pricing'],
];

test.describe('unknown paths and invalid parameters', () => {
  for (const [path, message] of notFound) {
    test(`${path} → 404`, async ({ request }) => {
      const res = await request.get(path, { headers: { 'user-agent': personUA }, maxRedirects: 0 });
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).toContain(path.startsWith('/en-US') ? 'Page Not Found' : '页面未找到');
      // Inside the site shell: header and footer are there.
      expect(html).toContain('site-header');
      expect(html).toContain('site-footer');
    });
  }

  test('paths that merely start with a metadata file name get the site 404, the files themselves stay', async ({
    request,
  }) => {
    for (const path of ['/robots.txtx', '/sitemap.xml%09', '/favicon.icox', '/icon.svgx', '/robots.txt/x']) {
      const res = await request.get(path, { headers: { 'user-agent': personUA }, maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('页面未找到');
      expect(html, path).toContain('site-header');
    }
    for (const [path, type] of [
      ['/robots.txt', 'text/plain'],
      ['/sitemap.xml', 'xml'],
      ['/icon.svg', 'image/svg+xml'],
      ['/favicon.ico', 'image/x-icon'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toContain(type);
    }
  });

  test('the requested path is shown escaped, never as markup', async ({ request }) => {
    const res = await request.get('/en-US/%3Cimg%20src=x%20onerror=alert(1)%3E', {
      headers: { 'user-agent': personUA },
    });
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('<img src=x onerror=alert(1)>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
