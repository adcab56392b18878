import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { companyField, startUsingPage } from './helpers';

/**
 * The sample registry behind the profile and report pages: any registry company's pages render its own figures in
 * both locales, figures shown on two pages agree, unknown keys are 404, the AI report flow finds a company by its
 * abbreviation and runs to the report, and the registry API answers as documented.
 */

type Entity = {
  ckey: string;
  kycNo: string;
  name: string;
  nameEn: string;
  abbreviation: string;
  uscc: string;
  insuredStaff: number;
};

/** A generated (non-showcase) registry company, read through the API. */
async function registryCompany(request: APIRequestContext, page = 40): Promise<Entity> {
  const list = await (await request.get(`/api/registry/entities?page=${page}&size=1`)).json();
  const res = await request.get(`/api/registry/entities/${list.items[0].ckey}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Entity;
}

/** `data-figure` values on a page: name → value. */
async function figures(page: Page): Promise<Record<string, string>> {
  return page.$$eval('[data-figure]', (els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-figure')!, e.getAttribute('data-value')!])),
  );
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  const prefix = locale === 'en-US' ? '/en-US' : '';

  test(`${locale}: a registry company's profile pages render its own figures`, async ({ page, request }) => {
    const e = await registryCompany(request);
    const name = locale === 'en-US' ? e.nameEn : e.name;
    for (const path of [
      `/company/${e.ckey}`,
      `/customerProfile/${e.ckey}`,
      `/customerProfile2/${e.ckey}`,
      `/dueDiligence/kyc/${e.kycNo}`,
    ]) {
      const res = await page.goto(prefix + path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator('h1')).toContainText(name);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    // The KYC report (loaded last above) states its customer risk rating with the rule version and data date.
    await expect(page.locator('[data-figure="ruleLine"]').first()).toContainText(
      locale === 'en-US' ? 'data as of' : '数据截至',
    );
    await expect(page.locator('[data-figure="recommendation"]').first()).toBeVisible();
    await page.goto(`${prefix}/company/${e.ckey}`);
    await expect(page.getByText(e.uscc).first()).toBeVisible();
    await expect(page.locator('[data-figure="insuredStaff"]')).toHaveAttribute('data-value', String(e.insuredStaff));
  });

  test(`${locale}: every figure shown for a company on two pages is equal`, async ({ page, request }) => {
    const generated = await registryCompany(request, 77);
    for (const [ckey, kycNo] of [
      ['d4e8b6a2c1', 'KYC202611120007'],
      ['a7c3e9f5d2', 'KYC202611180012'],
      [generated.ckey, generated.kycNo],
    ]) {
      const seen: Record<string, { value: string; path: string }> = {};
      let shared = 0;
      for (const path of [
        `/company/${ckey}`,
        `/customerProfile/${ckey}`,
        `/customerProfile2/${ckey}`,
        `/dueDiligence/kyc/${kycNo}`,
      ]) {
        await page.goto(prefix + path);
        for (const [name, value] of Object.entries(await figures(page))) {
          if (seen[name]) {
            shared++;
            expect(value, `${name} on ${path} vs ${seen[name].path}`).toBe(seen[name].value);
          } else seen[name] = { value, path };
        }
      }
      // Score, level, revenue and insured staff each appear on at least two of the pages.
      expect(shared).toBeGreaterThanOrEqual(4);
    }
  });

  test(`${locale}: unknown or malformed registry keys are 404`, async ({ page }) => {
    for (const path of [
      '/company/0000000000',
      '/customerProfile2/abcdefabcd',
      '/dueDiligence/kyc/KYC202611210100',
      '/customerProfile/C9F2A1E7B3',
    ]) {
      const res = await page.goto(prefix + path);
      expect(res?.status(), path).toBe(404);
      await expect(page.locator('h1')).toContainText(locale === 'en-US' ? /page not found/i : '页面未找到');
    }
  });

  test(`${locale}: the AI report picker finds a registry company by its abbreviation and runs the flow to the report`, async ({
    page,
    request,
  }) => {
    const e = await registryCompany(request, 123);
    await page.goto(`${prefix}/AI/reportV1`);
    // Pressing the field (the Select, or its stand-in until the Select has loaded) opens it, focused.
    await companyField(page, '#start').click();
    const field = page.locator('#start').getByRole('combobox');
    await expect(field).toBeFocused();
    await field.fill(e.abbreviation);
    const name = locale === 'en-US' ? e.nameEn : e.name;
    // antd renders the visible options as divs titled with their label (its role=option list is screen-reader only).
    await page.locator(`.ant-select-item-option[title="${name}"]`).click();
    await page
      .locator('#start')
      .getByRole('link', { name: locale === 'en-US' ? /start/i : /开始/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`ckey=${e.ckey}`));
    await expect(page.locator('dd').first()).toHaveText(name);
    await page.getByRole('button', { name: locale === 'en-US' ? /skip/i : /跳过/ }).click();
    await expect(page.locator('h1')).toHaveText(locale === 'en-US' ? 'Company data analysed' : '企业数据分析完成');
    await page
      .getByRole('link', { name: locale === 'en-US' ? 'Generate the report' : '生成报告', exact: true })
      .click();
    await expect(page).toHaveURL(/generateReport/);
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText(e.uscc, { exact: false }).first()).toBeVisible();
  });

  test(`${locale}: the report for an unknown ckey says the company was not found and offers the search`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/AI/reportV1/generateReport?ckey=0000000000&type=overview`);
    await expect(page.locator('main').getByRole('alert')).toContainText(
      locale === 'en-US' ? 'Company not found' : '未找到该企业',
    );
    // The search field (a stand-in until the visitor starts using the page, then antd's Select).
    await expect(page.locator('main [data-stand-in="company-select"]')).toBeVisible();
    await startUsingPage(page);
    await expect(page.locator('main').getByRole('combobox')).toBeVisible();
    // Never another company's report: no report number anywhere on the page.
    await expect(page.getByText(/HX-AI-/)).toHaveCount(0);
  });
}

test('wide tables say they scroll at 390 px, and the page itself does not', async ({ page, request }) => {
  const e = await registryCompany(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/company/d4e8b6a2c1`);
  await expect(page.getByText('表格较宽，可左右滑动查看全部列').first()).toBeVisible();
  const wide = await page.$$eval('.table-wrap', (els) => els.some((el) => el.scrollWidth > el.clientWidth));
  expect(wide).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.goto(`/en-US/company/${e.ckey}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('officer roles are unique on a profile: one legal representative, one general manager, one chairman', async ({
  page,
}) => {
  await page.goto('/company/c9f2a1e7b3');
  const roles = await page.locator('#officers li .muted').allTextContents();
  expect(roles.filter((r) => r.includes('总经理'))).toHaveLength(1);
  expect(roles.filter((r) => r.includes('董事长'))).toHaveLength(1);
});

test('the registry API answers as its OpenAPI document says', async ({ request }) => {
  const doc = await request.get('/api/openapi.json');
  expect(doc.ok()).toBe(true);
  const etag = doc.headers()['etag'];
  expect(etag).toBeTruthy();
  expect((await doc.json()).openapi).toBe('3.1.0');
  expect((await request.get('/api/openapi.json', { headers: { 'If-None-Match': etag } })).status()).toBe(304);

  const search = await request.get(`/api/registry/search?q=${encodeURIComponent('青岑冷链')}`);
  expect(search.headers()['cache-control']).toMatch(/max-age/);
  expect(search.headers()['etag']).toBe(etag);
  expect((await search.json()).results[0]).toMatchObject({ ckey: 'd4e8b6a2c1', matchedOn: 'abbreviation' });
  expect((await request.get('/api/registry/search?q=')).status()).toBe(400);
  const missing = await request.get('/api/registry/entities/0000000000');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error).toBe('notFound');
  expect((await request.get('/api/registry/entities/d4e8b6a2c1/graph?depth=9')).status()).toBe(400);
  expect(await (await request.get('/api/registry/entities/d4e8b6a2c1/ubo')).json()).toEqual([
    expect.objectContaining({ name: '何映川', pct: 85, basis: 'ownership' }),
  ]);
});

test('the sitemap lists no registry company pages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).not.toMatch(/\/company\/|\/customerProfile2?\/[0-9a-f]{10}|\/dueDiligence\/kyc\//);
});
