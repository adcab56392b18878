import { expect, test } from './fixtures';
import { googlebotUA, baiduspiderUA, langOf, personUA } from './helpers';

type Case = { name: string; headers: Record<string, string>; redirect: boolean };

const matrix: Case[] = [
  { name: 'no cookie, no Accept-Language → fallback en-US', headers: {}, redirect: true },
  { name: 'cookie zh-CN', headers: { cookie: 'i18n_redirected=zh-CN', 'accept-language': 'en-US' }, redirect: false },
  { name: 'cookie en-US', headers: { cookie: 'i18n_redirected=en-US', 'accept-language': 'zh-CN' }, redirect: true },
  {
    name: 'invalid cookie is ignored (Chinese browser)',
    headers: { cookie: 'i18n_redirected=xx-YY', 'accept-language': 'zh-CN' },
    redirect: false,
  },
  {
    name: 'invalid cookie is ignored (no languages)',
    headers: { cookie: 'i18n_redirected=%3Cscript%3E' },
    redirect: true,
  },
  { name: 'Accept-Language zh-TW', headers: { 'accept-language': 'zh-TW' }, redirect: false },
  { name: 'Accept-Language en-GB', headers: { 'accept-language': 'en-GB' }, redirect: true },
  { name: 'Accept-Language fr', headers: { 'accept-language': 'fr' }, redirect: true },
  { name: 'Accept-Language zh;q=0.1, en;q=0.9', headers: { 'accept-language': 'zh;q=0.1, en;q=0.9' }, redirect: true },
];

test.describe('locale detection at /', () => {
  for (const c of matrix) {
    test(c.name, async ({ request }) => {
      const res = await request.get('/?utm_source=test', {
        headers: { 'user-agent': personUA, ...c.headers },
        maxRedirects: 0,
      });
      // The answer varies on the cookie and languages, the 200 too (Next's own Vary values kept, server/root-page-headers.mjs),
      // and no shared cache may keep it for everyone (issue 41: it was s-maxage=31536000).
      const vary = (res.headers()['vary'] ?? '').split(',').map((v) => v.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(['cookie', 'accept-language']));
      expect(res.headers()['cache-control']).not.toMatch(/s-maxage|public/);
      if (c.redirect) {
        expect(res.status()).toBe(307);
        expect(res.headers()['location']).toBe('/en-US?utm_source=test');
        expect(res.headers()['set-cookie']).toBe('i18n_redirected=en-US; Path=/; Max-Age=31536000; SameSite=Lax');
      } else {
        expect(res.status()).toBe(200);
        expect(langOf(await res.text())).toBe('zh-CN');
      }
    });
  }

  for (const [bot, ua] of [
    ['Googlebot', googlebotUA],
    ['Baiduspider', baiduspiderUA],
  ]) {
    test(`${bot} is never redirected`, async ({ request }) => {
      const res = await request.get('/', {
        headers: { 'user-agent': ua, 'accept-language': 'en-US' },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(200);
      expect(res.headers()['set-cookie']).toBeUndefined();
    });
  }

  test('non-root paths never redirect, whatever the cookie or languages say', async ({ request }) => {
    for (const [path, lang] of [
      ['/pricing', 'zh-CN'],
      ['/en-US/pricing', 'en-US'],
      ['/service/exactMatch', 'zh-CN'],
    ] as const) {
      for (const headers of [
        { cookie: 'i18n_redirected=en-US', 'accept-language': 'en' },
        { cookie: 'i18n_redirected=zh-CN', 'accept-language': 'zh' },
      ]) {
        const res = await request.get(path, { headers: { 'user-agent': personUA, ...headers }, maxRedirects: 0 });
        expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(langOf(await res.text())).toBe(lang);
      }
    }
  });

  test('/zh-CN/... is sent to the unprefixed URL', async ({ request }) => {
    const res = await request.get('/zh-CN/pricing?plan=pro', { headers: { 'user-agent': personUA }, maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toBe('/pricing?plan=pro');
    const home = await request.get('/zh-CN', { headers: { 'user-agent': personUA }, maxRedirects: 0 });
    expect(home.headers()['location']).toBe('/');
  });

  test('prerendered pages carry no Set-Cookie', async ({ request }) => {
    const res = await request.get('/en-US/pricing', { headers: { 'user-agent': personUA } });
    expect(res.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('in the browser', () => {
  test('visiting an en-US page saves the choice in the cookie', async ({ page, context }) => {
    await page.goto('/en-US/pricing');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value)
      .toBe('en-US');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')!;
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    // The choice is honoured on the next visit to /.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en-US$/);
  });

  test('an invalid cookie is replaced by the page locale', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'klingon', url: baseURL! }]);
    await page.goto('/pricing');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value)
      .toBe('zh-CN');
  });

  test('the language switcher keeps path, query and hash', async ({ page }) => {
    await page.goto('/service/exactMatch?ref=mail#faq');
    await page.getByTestId('language-switcher').first().click();
    await expect(page).toHaveURL(/\/en-US\/service\/exactMatch\?ref=mail#faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.getByTestId('language-switcher').first().click();
    await expect(page).toHaveURL(/\/service\/exactMatch\?ref=mail#faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});
