import { expect, test } from './fixtures';
import { personUA } from './helpers';

/**
 * "Show the product" (issue 41): the home page and the service, solution and case templates show the product's own
 * output — a risk board, a UBO chain or a screening table of a fictional company, labelled sample data — in their
 * first screen: beside the text at 1440 px, under it and readable (no sideways overflow) at 390 px.
 */
const pages = [
  { path: '/', title: '企业风险看板', badge: '示例数据' },
  { path: '/service/batchPreliminaryScreening', title: '批量筛查结果', badge: '示例数据' },
  { path: '/en-US/solution/leasing', title: 'Beneficial ownership (UBO) chain', badge: 'Sample data' },
  { path: '/en-US/customer/Chongho', title: 'Batch screening results', badge: 'Sample data' },
];

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`the first screen shows the product at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, userAgent: personUA, locale: 'zh-CN' });
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(p.path);
      const figure = page.locator('.hero figure').first();
      await expect(figure, p.path).toBeVisible();
      await expect(figure.locator('figcaption'), p.path).toContainText(p.title);
      await expect(figure.locator('figcaption'), p.path).toContainText(p.badge);
      const box = (await figure.boundingBox())!;
      if (width === 1440) {
        // In the right half of the first screen, whole.
        expect(box.x, p.path).toBeGreaterThan(width / 2 - 40);
        expect(box.y + box.height, p.path).toBeLessThan(height + 40);
      } else {
        // Starts within the first screen and a half; nothing wider than the phone.
        expect(box.y, p.path).toBeLessThan(height * 1.5);
        expect(box.x + box.width, p.path).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(width);
      }
    }
    await context.close();
  });
}
