/**
 * The environment self-check (/test) as an IT team uses it: every check fills in after the page loads, the build
 * and the site's endpoints answer, the language cookie is compared with the page, a failing endpoint is shown as
 * failed, and the results can be re-run and copied for support. Words: `messages/<locale>/general.json` →
 * `selfCheck`; the checks: `components/general/self-check.tsx`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';

interface SelfCheckMessages {
  h1: string;
  rows: Record<string, { label: string }>;
  results: {
    checking: string;
    rerun: string;
    copy: string;
    copied: string;
    copyUrl: string;
    status: Record<string, string>;
  };
  values: { cookieMatches: string; cookieDiffers: string; buildCurrent: string };
}
const messages = (locale: string) =>
  (
    JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', locale, 'general.json'), 'utf8')) as {
      selfCheck: SelfCheckMessages;
    }
  ).selfCheck;

/** The results row of a check, by its label. */
const row = (page: Page, label: string) =>
  page.locator('#results tbody tr').filter({ has: page.getByText(label, { exact: true }) });

for (const locale of ['zh-CN', 'en-US'] as const) {
  const m = messages(locale);
  const prefix = locale === 'zh-CN' ? '' : '/en-US';

  test.describe(`/test self-check (${locale})`, () => {
    test('runs every check: page language, build, endpoints answering, nothing left checking', async ({
      page,
      request,
    }) => {
      await page.goto(`${prefix}/test`);
      await expect(page.locator('h1')).toHaveText(m.h1);
      await expect(page.locator('#results table[aria-busy="false"]')).toBeVisible();
      await expect(page.locator('#results tbody')).not.toContainText(m.results.checking);
      expect(await page.locator('#results tbody tr').count()).toBe(Object.keys(m.rows).length);

      await expect(row(page, m.rows.pageLocale.label).locator('td').first()).toHaveText(locale);
      const latest = (await (await request.get('/builds/latest.json')).json()) as { id: string };
      const build = row(page, m.rows.buildId.label);
      await expect(build).toContainText(latest.id);
      await expect(build).toContainText(m.values.buildCurrent);
      for (const key of ['endpointLatest', 'endpointMeta', 'endpointMessages']) {
        const r = row(page, m.rows[key].label);
        await expect(r.locator('td').first()).toContainText('HTTP 200');
        await expect(r.locator('td').last()).toHaveText(m.results.status.ok);
      }
      await expect(row(page, m.rows.browser.label).locator('td').first()).toContainText('Chrome');
    });

    test('compares the language cookie with the page', async ({ page, context, baseURL }) => {
      const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
      await context.addCookies([{ name: 'i18n_redirected', value: other, url: baseURL! }]);
      await page.goto(`${prefix}/test`);
      const cookie = row(page, m.rows.localeCookie.label);
      // The shell rewrites the cookie to the page's language; the check reads it after that, so it matches.
      await expect(cookie.locator('td').first()).toContainText(locale);
      await expect(cookie).toContainText(m.values.cookieMatches);
      await expect(cookie.locator('td').last()).toHaveText(m.results.status.ok);
    });

    test('shows an endpoint that does not answer as failed', async ({ page }) => {
      await page.route('**/_i18n/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await page.goto(`${prefix}/test`);
      const messagesRow = row(page, m.rows.endpointMessages.label);
      await expect(messagesRow.locator('td').first()).toContainText('HTTP 503');
      await expect(messagesRow.locator('td').last()).toHaveText(m.results.status.fail);
    });

    test('re-runs the checks and copies the results for support', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto(`${prefix}/test`);
      const rerun = page.getByRole('button', { name: m.results.rerun });
      await expect(rerun).toBeEnabled();
      let latestRequests = 0;
      page.on('request', (r) => {
        if (r.url().includes('/builds/latest.json')) latestRequests++;
      });
      await rerun.click();
      await expect.poll(() => latestRequests).toBeGreaterThan(0);
      await expect(rerun).toBeEnabled();

      await page.getByRole('button', { name: m.results.copy }).click();
      await expect(page.getByRole('status').filter({ hasText: m.results.copied })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      for (const key of Object.keys(m.rows)) expect(copied).toContain(m.rows[key].label);
      expect(copied).toContain(`${m.results.copyUrl}: ${baseURL}${prefix}/test`);
    });
  });
}
