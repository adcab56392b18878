import { expect, test } from './fixtures';

/** Entity resolution explained on /service/exactMatch: one query step by step, and list mode with a confusion table. */

test.describe('entity resolution explained (exactMatch)', () => {
  test('traditional characters: the conversion step, the match and why (zh-CN, 1440 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/service/exactMatch#try-it');
    await page.getByLabel('企业名称、简称、拼音、繁体或统一社会信用代码').fill('青岑冷鏈供應鏈有限公司');
    await page.getByRole('button', { name: '识别', exact: true }).click();
    const result = page.getByTestId('matching-result');
    await expect(result.locator('[data-step="simplified"]')).toContainText('青岑冷链供应链有限公司');
    await expect(result.locator('[data-step="simplified"]')).toContainText('有变化');
    await expect(result.getByTestId('matching-decision')).toHaveText('匹配：青岑冷链供应链有限公司');
    await expect(result.locator('[data-ckey="d4e8b6a2c1"]')).toContainText(
      '原因：登记名称“青岑冷链供应链有限公司”，编辑距离 0',
    );
  });

  test('list mode fills the confusion table; a name in no registry is no match (en-US, 390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-US/service/exactMatch#try-it');
    await page.getByRole('button', { name: 'List mode (up to 200 lines)' }).click();
    await page.getByRole('button', { name: 'Fill in a sample list (33 lines, with expected answers)' }).click();
    await page.getByRole('button', { name: 'Resolve', exact: true }).click();
    const table = page.getByTestId('confusion');
    await expect(table.locator('[data-outcome="correctNone"]')).toHaveText('3');
    await expect(table.locator('[data-outcome="wrong"]')).toHaveText('0');
    const correct = Number(await table.locator('[data-outcome="correct"]').textContent());
    expect(correct).toBeGreaterThanOrEqual(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'One query' }).click();
    await page
      .getByLabel('Company name, short name, pinyin, traditional characters or USCC')
      .fill('Harbor Lantern Trading Co., Ltd.');
    await page.getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect(page.getByTestId('matching-decision')).toContainText('No match');
  });

  test('bad input: 201 lines and an empty query get localized 400s', async ({ request }) => {
    const many = await request.post('/api/matching/list', {
      data: { locale: 'zh-CN', lines: Array.from({ length: 201 }, () => '甲') },
    });
    expect(many.status()).toBe(400);
    expect(((await many.json()) as { message: string }).message).toContain('超过上限 200 行');
    const empty = await request.post('/api/matching', { data: { locale: 'en-US', query: '' } });
    expect(empty.status()).toBe(400);
  });
});
