import { expect, test } from './fixtures';
import { personUA } from './helpers';
import { specPatternCount } from '../lib/routes';

test.describe('runtime endpoints', () => {
  test('latest build: id and timestamp, never cached', async ({ request }) => {
    const before = Date.now();
    const res = await request.get(`/builds/latest.json?t=${before}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-store');
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'timestamp']);
    expect(typeof body.id).toBe('string');
    expect(body.id.length).toBeGreaterThan(3);
    expect(body.timestamp).toBeGreaterThanOrEqual(before - 5000);
  });

  test('build meta: prerendered paths and route rules of the running build; unknown id → 404', async ({ request }) => {
    const { id } = await (await request.get('/builds/latest.json')).json();
    const res = await request.get(`/builds/meta/${id}.json`);
    expect(res.status()).toBe(200);
    const meta = await res.json();
    expect(meta.id).toBe(id);
    expect(meta.prerendered).toContain('/en-US/pricing');
    expect(meta.prerendered).toContain('/');
    expect(meta.routeRules['/company/[ckey]']).toMatchObject({
      middlewares: ['locale', 'pageJump'],
      indexable: false,
      params: ['ckey'],
    });
    expect(Object.keys(meta.routeRules).length).toBeGreaterThanOrEqual(specPatternCount);
    for (const bad of ['not-a-build.json', `${id}`, `${id}.txt`, '..%2F..%2Fpackage.json']) {
      expect((await request.get(`/builds/meta/${bad}`)).status(), bad).toBe(404);
    }
  });

  test('locale messages: JSON, cacheable for 24 h; unknown locale → 404', async ({ request }) => {
    for (const locale of ['zh-CN', 'en-US']) {
      const res = await request.get(`/_i18n/${locale}/messages.json`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/json');
      expect(res.headers()['cache-control']).toBe('public, max-age=86400');
      const body = await res.json();
      expect(body.common.notFound.title).toBe(locale === 'zh-CN' ? '页面未找到' : 'Page Not Found');
    }
    for (const bad of ['fr', 'zh-cn', '..']) {
      expect((await request.get(`/_i18n/${bad}/messages.json`)).status(), bad).toBe(404);
    }
  });

  test('page-jump redirects', async ({ request }) => {
    const get = (path: string) => request.get(path, { headers: { 'user-agent': personUA }, maxRedirects: 0 });
    const cases: [string, number, string][] = [
      ['/app', 308, '/APP'],
      ['/en-US/App', 308, '/en-US/APP'],
      ['/contact', 308, '/demo'],
      ['/en-US/contact?src=mail', 308, '/en-US/demo?src=mail'],
      ['/AI', 307, '/AI/reportV2'],
      ['/en-US/AI', 307, '/en-US/AI/reportV2'],
      ['/service/exactmatch', 308, '/service/exactMatch'],
    ];
    for (const [path, status, location] of cases) {
      const res = await get(path);
      expect(res.status(), path).toBe(status);
      expect(res.headers()['location'], path).toBe(location);
    }
    // The test build configures no app-download channel (.env.example leaves them empty): no redirect to a
    // placeholder store page, the paths are simply not found (lib/app-downloads.ts; configured channels are
    // covered by tests/unit/app-downloads.test.ts and page-jump.test.ts).
    for (const path of ['/APP/download/ios', '/en-US/APP/download/android', '/APP/download/android/huawei']) {
      expect((await get(path)).status(), path).toBe(404);
    }
  });

  test('/APP shows no download button without a configured URL, and says how to get the app', async ({ request }) => {
    for (const path of ['/APP', '/en-US/APP']) {
      const html = await (await request.get(path, { headers: { 'user-agent': personUA } })).text();
      expect(html, path).not.toContain('/APP/download/');
      expect(html, path).not.toContain('id0000000000');
      expect(html, path).toContain('data-testid="app-download-unavailable"');
    }
  });
});
