import { expect, test } from './fixtures';

/** Company news on /service/publicOpinionWarning: items with topic and sentiment, alerts, filters, classification. */

test.describe('company news (publicOpinionWarning)', () => {
  test('a company with negative news: N-01 fires, filters narrow the list (zh-CN, 1440 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/service/publicOpinionWarning#try-it');
    await page.locator('#try-it form').first().getByRole('button').filter({ hasNotText: '查看舆情' }).first().click();
    const results = page.getByTestId('news-results');
    await expect(results.getByTestId('news-alerts').locator('[data-rule="N-01"]')).toContainText(
      /依据：[0-9a-f]{10}\/[a-z]\d+/,
    );
    await results.locator('select').nth(1).selectOption('negative'); // the sentiment filter (topic is the first)
    const items = results.locator('li[data-sentiment]');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    for (const s of await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-sentiment'))))
      expect(s).toBe('negative');
    await expect(items.first()).toContainText(/报道记录 [0-9a-f]{10}\//);
  });

  test('classifies a typed headline, and says when a company is unknown (en-US, 390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-US/service/publicOpinionWarning#try-it');
    await page
      .getByLabel('A news headline (Chinese or English)')
      .fill('Court freezes equity held by a shareholder of Acme');
    await page.getByRole('button', { name: 'Classify' }).click();
    await expect(page.getByTestId('news-classified')).toHaveText('Topic: Equity freeze · sentiment: Negative');
    await page.getByLabel('Company name, short name or USCC').fill('Zzyzx Imaginary Holdings');
    await page.getByRole('button', { name: 'Show news' }).click();
    await expect(page.locator('#try-it').getByRole('alert')).toContainText(
      'The sample registry holds no company matching',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
