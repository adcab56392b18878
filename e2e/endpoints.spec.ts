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

/**
 * Issue 42 against the production instance server: what Next.js answered with a 500 or HTML now gets its 4xx in
 * JSON (each shape once; the stack test sends them all straight to an instance and through nginx).
 */
test('API and form-post refusals: JSON 4xx in the asked language, never 5xx or HTML', async ({ request, baseURL }) => {
  const json = async (res: Awaited<ReturnType<typeof request.get>>) => {
    expect(res.headers()['content-type']).toBe('application/json; charset=utf-8');
    return (await res.json()) as { error: string; message: string };
  };
  // An unknown path under /api: JSON 404 in the query's language, also with a multipart type and a non-multipart body.
  const unknown = await request.get('/api/nothing?locale=en-US');
  expect(unknown.status()).toBe(404);
  expect((await json(unknown)).message).toMatch(/^There is no endpoint at this address/);
  const multipart = await request.post('/api/demo-requests/x', {
    headers: { 'content-type': 'multipart/form-data; boundary=zz' },
    data: 'hello',
  });
  expect(multipart.status()).toBe(404);
  // A method an endpoint does not take: 405 with Allow, JSON.
  const wrong = await request.get('/api/matching', { headers: { 'accept-language': 'en-US' } });
  expect(wrong.status()).toBe(405);
  expect(wrong.headers()['allow']).toBe('OPTIONS, POST');
  expect((await json(wrong)).error).toBe('methodNotAllowed');
  // One content-type rule: application/jsonx is refused, in the body's language.
  const jsonx = await request.post('/api/decision-flow', {
    headers: { 'content-type': 'application/jsonx' },
    data: JSON.stringify({ ckey: 'c9f2a1e7b3', locale: 'en-US' }),
  });
  expect(jsonx.status()).toBe(415);
  expect((await json(jsonx)).message).toBe('Wrong request format: send the body as application/json in UTF-8.');
  // Server Action posts: another origin 403, an action this build does not have 400, an unreadable form 400.
  const cross = await request.post('/en-US/demo', {
    headers: { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=zz' },
    data: '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--zz--\r\n',
  });
  expect(cross.status()).toBe(403);
  expect((await json(cross)).message).toBe('This request was refused: it did not come from this site’s own pages.');
  const action = await request.post('/en-US/demo', {
    headers: { origin: baseURL!, 'next-action': '7f' + '0'.repeat(40), 'content-type': 'text/plain;charset=UTF-8' },
    data: '[]',
  });
  expect(action.status()).toBe(400);
  const garbage = await request.post('/demo', {
    headers: { origin: baseURL!, 'content-type': 'multipart/form-data; boundary=zz' },
    data: 'garbage',
  });
  expect(garbage.status()).toBe(400);
});
