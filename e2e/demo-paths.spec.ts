import { expect, test } from './fixtures';

/** Demo paths by institution type on /demo (components/general/demo-paths.tsx), server-rendered, both locales. */

const services = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('demo-path')
    .locator('> li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-service')));

test('zh-CN: /demo?path=leasing lists the leasing demos in lifecycle order, each linking to its live demo', async ({
  page,
}) => {
  const response = await page.goto('/demo?path=leasing');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-path="leasing"]')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('demo-path')).toHaveAttribute('data-institution', 'leasing');
  expect(await services(page)).toEqual([
    'kycDueDiligence',
    'marketingPortrait',
    'financeDueDiligence',
    'remoteDueDiligence',
    'riskWarning',
    'publicOpinionWarning',
  ]);
  const first = page.getByTestId('demo-path').locator('> li').first();
  await expect(first).toContainText('贷前');
  await expect(first).toContainText('企业 KYC 尽调');
  await expect(first).toContainText('打开 KYC 报告');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/service/kycDueDiligence#try-it');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/service\/kycDueDiligence#try-it$/);
  await expect(page.locator('#try-it [data-guide="kyc"]')).toBeVisible();
});

test('en-US: the institution links switch the path on the server (factoring → microfinance)', async ({ page }) => {
  await page.goto('/en-US/demo?path=factoring');
  expect(await services(page)).toEqual([
    'exactMatch',
    'kycDueDiligence',
    'intelligentAssociation',
    'waterDueDiligence',
    'riskWarning',
    'publicOpinionWarning',
  ]);
  await expect(page.getByTestId('demo-path').locator('> li').nth(3)).toContainText('Analyse a sample statement');
  await page.getByRole('navigation', { name: 'Institution type' }).getByRole('link', { name: 'Microfinance' }).click();
  await expect(page).toHaveURL(/\/en-US\/demo\?path=microfinance#paths$/, { timeout: 20_000 });
  await expect(page.getByTestId('demo-path')).toHaveAttribute('data-institution', 'microfinance');
  expect(await services(page)).toEqual([
    'batchPreliminaryScreening',
    'kycIndividualDue',
    'waterDueDiligence',
    'decisionMap',
    'riskWarning',
  ]);
});

test('an unknown institution gets a clear message and the first path, never an error', async ({ page }) => {
  const response = await page.goto('/en-US/demo?path=%3Cscript%3E');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('demo-paths').getByRole('alert')).toContainText('There is no demo path for “<script>”');
  await expect(page.getByTestId('demo-path')).toHaveAttribute('data-institution', 'bank');
  await page.goto('/demo');
  await expect(page.getByTestId('demo-paths').getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('demo-path')).toHaveAttribute('data-institution', 'bank');
});

test('390 px, both locales: the institution types are one sideways-scrolling row with the current one in view, the page no wider than the phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [prefix, label] of [
    ['', '机构类型'],
    ['/en-US', 'Institution type'],
  ] as const) {
    await page.goto(`${prefix}/demo?path=pawn`);
    const row = page.getByRole('navigation', { name: label }).locator('ul');
    const box = (await row.boundingBox())!;
    // One row of 44 px links (eight rows when they wrapped), which scrolls sideways.
    expect(box.height).toBeLessThan(64);
    const { scrollWidth, clientWidth } = await row.evaluate((e) => ({
      scrollWidth: e.scrollWidth,
      clientWidth: e.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The current institution (the last one) is scrolled into the row's view on load, without script.
    const current = (await page.locator('[data-path="pawn"]').boundingBox())!;
    expect(current.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(current.x + current.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every institution stays a link that works.
    await expect(row.getByRole('link')).toHaveCount(8);
  }
});
