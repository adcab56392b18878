import { expect, test } from './fixtures';

/**
 * The target-client demo's first load (issue 23's Lighthouse budget): the default query's answer — total, ranked
 * first page, segment portrait — is in the service page's HTML before any script runs, a plain visit asks the API
 * nothing, the bar drawings (recharts) arrive only when the visitor scrolls to them, and a link with filters opens
 * with them applied. (The filter → ranked list → URL round trip is in live-demos.spec.ts.)
 */

/** Text as React writes it into HTML. */
const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

for (const locale of ['zh-CN', 'en-US'] as const) {
  const prefix = locale === 'en-US' ? '/en-US' : '';
  const L = <T>(zh: T, en: T) => (locale === 'en-US' ? en : zh);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);

  test(`${locale}: target clients: the first answer is in the HTML; a plain visit fetches nothing; charts draw when scrolled to`, async ({
    page,
    request,
  }) => {
    const api = await (await request.get(`/api/target-clients?size=10&locale=${locale}`)).json();
    const res = await request.get(`${prefix}/service/marketingPortrait`);
    expect(res.status()).toBe(200);
    const body = await res.text();
    const first = api.items[0];
    expect(body).toContain(L(`符合条件的企业：${count(api.total)} 家`, `Matching companies: ${count(api.total)}`));
    expect(body).toContain(`data-ckey="${first.ckey}"`);
    expect(body).toContain(html(L(first.name, first.nameEn)));
    // Ten rows, each with its reasons; the portrait's titles and data tables.
    expect(body.match(/data-ckey="/g)).toHaveLength(10);
    expect(body).toContain(L('排名依据', 'Why it ranks here'));
    expect(body).toContain(L(`客群画像（${count(api.total)} 家）`, `Segment portrait (${count(api.total)} companies)`));
    expect(body.match(/data-chart="/g)).toHaveLength(5);
    expect(body).toContain(L('风险等级分布', 'Risk level'));
    expect(body).not.toContain('recharts-wrapper');

    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/target-clients')) calls.push(r.url());
    });
    await page.goto(`${prefix}/service/marketingPortrait#try-it`);
    const total = page.getByTestId('portrait-total');
    await expect(total).toHaveText(
      L(`符合条件的企业：${count(api.total)} 家`, `Matching companies: ${count(api.total)}`),
    );
    await expect(page.getByTestId('portrait-list').locator('> li').first()).toHaveAttribute('data-ckey', first.ckey);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    // The drawings wait for the visitor: none while the page's top is on screen, each once its figure comes near.
    const drawings = page.locator('[data-tour="portrait-charts"] .recharts-wrapper');
    await expect(drawings).toHaveCount(0);
    await page.locator('[data-chart="industry"]').scrollIntoViewIfNeeded();
    await expect(drawings.first()).toBeVisible();
    await page.locator('[data-chart="tags"]').scrollIntoViewIfNeeded();
    await expect(drawings).toHaveCount(5);
    await expect(page.locator('[data-chart="risk"] .recharts-bar-rectangle')).not.toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test(`${locale}: target clients: a link with filters opens with them applied`, async ({ page, request }) => {
    const api = await (await request.get(`/api/target-clients?risk=low&tags=hightech&size=10&locale=${locale}`)).json();
    expect(api.total).toBeGreaterThan(0);
    const all = await (await request.get(`/api/target-clients?size=1&locale=${locale}`)).json();
    expect(api.total).toBeLessThan(all.total);
    await page.goto(`${prefix}/service/marketingPortrait?risk=low&tags=hightech#try-it`);
    await expect(page.getByTestId('portrait-total')).toHaveText(
      L(`符合条件的企业：${count(api.total)} 家`, `Matching companies: ${count(api.total)}`),
    );
    await expect(page.getByTestId('portrait-list').locator('> li').first()).toHaveAttribute(
      'data-ckey',
      api.items[0].ckey,
    );
    await expect(page.locator('[data-filter="risk"] input:checked')).toHaveCount(1);
    await expect(page.locator('[data-filter="tags"] input:checked')).toHaveCount(1);
    await expect(page.locator('[data-tour="portrait-charts"] h3')).toContainText(count(api.total));
    expect(new URL(page.url()).search).toBe('?risk=low&tags=hightech');
    expect(new URL(page.url()).hash).toBe('#try-it');
  });
}
