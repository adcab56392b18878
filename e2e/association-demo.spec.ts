import { expect, test } from './fixtures';

/** Hidden related parties on /service/intelligentAssociation: the sample list's planted relations and circle. */

test.describe('hidden related parties (intelligentAssociation)', () => {
  test('finds the guarantee circle with its guarantees as evidence, and draws the graph (zh-CN, 1440 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/service/intelligentAssociation#try-it');
    await page.getByRole('button', { name: '使用 20 家供应商示例名单' }).click();
    await page.getByRole('button', { name: '查找关联方' }).click();
    const results = page.getByTestId('association-results');
    await expect(results.getByRole('status')).toContainText('已识别 20 家企业');
    const circle = results.getByTestId('association-circles').getByRole('listitem').first();
    await expect(circle).toContainText(/担保圈：.+ → .+ → .+ → .+/);
    await expect(circle).toContainText(/证据：[0-9a-f]{10}\/g\d+, [0-9a-f]{10}\/g\d+, [0-9a-f]{10}\/g\d+/);
    await expect(results.locator('[data-kind="sharedPhone"]').first()).toContainText(/联系电话均为 0000-\d{8}/);
    await expect(results.locator('[data-kind="holding"]').first()).toContainText(/持有 .+ [\d.]+%/);
    await expect(results.getByTestId('association-graph').locator('canvas').first()).toBeVisible();
  });

  test('a pasted pair sharing an address, and fewer than 2 companies is refused (en-US, 390 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-US/service/intelligentAssociation#try-it');
    await page.getByRole('button', { name: 'Use a sample supplier list of 20' }).click();
    // Pasted from a spreadsheet: each line with a column of the client's own after a tab (read by the intake, not sent on).
    const box = page.locator('#try-it textarea');
    const lines = (await box.inputValue()).split('\n').filter(Boolean);
    await box.fill(['Supplier\tBuyer', ...lines.map((l, i) => `${l}\tSample buyer ${i + 1}`)].join('\n'));
    await page.getByRole('button', { name: 'Find related parties' }).click();
    const results = page.getByTestId('association-results');
    await expect(results.getByRole('status')).toContainText('20 companies identified');
    await expect(results.locator('[data-kind="sharedAddress"]').first()).toContainText('Both registered at');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const one = await request.post('/api/association', {
      data: { locale: 'en-US', rows: [{ name: 'Nowhere Imaginary Widgets Co., Ltd.' }] },
    });
    expect(one.status()).toBe(400);
    expect(((await one.json()) as { message: string }).message).toContain('At least 2 companies');
    const many = await request.post('/api/association', {
      data: { locale: 'zh-CN', rows: Array.from({ length: 201 }, () => ({ name: '甲' })) },
    });
    expect(((await many.json()) as { message: string }).message).toContain('超过上限 200 行');
  });
});
