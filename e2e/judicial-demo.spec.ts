import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** Litigation search on /service/judicialDueDiligence: company, person, shared names, PDF, bad input. */

test.describe('litigation search (judicialDueDiligence)', () => {
  test('a company: summary with open exposure, every row cited, PDF; then a person and their companies (zh-CN, 1440 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/service/judicialDueDiligence#try-it');
    const examples = page
      .locator('form')
      .filter({ hasText: '示例：' })
      .getByRole('button')
      .filter({ hasNotText: '查询' });
    await examples.first().click();
    const result = page.getByTestId('judicial-result');
    await expect(result.getByTestId('exposure').first()).toHaveText(/¥/);
    // The example company has a dishonest-debtor entry and a consumption restriction, each citing its record.
    await expect(result.locator('tr[data-type="dishonest"]').first()).toContainText(/[0-9a-f]{10}\/d\d/);
    await expect(result.locator('tr[data-type="restriction"]').first()).toContainText(/[0-9a-f]{10}\/c\d/);
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: '导出 PDF（逐行注明来源）' }).click();
    expect(
      readFileSync((await (await download).path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await examples.nth(1).click();
    await expect(result).toContainText('法定代表人');
    await expect(result).toContainText(/以其本人为对象的限制消费令：[1-9]/);
  });

  test('a shared name asks which person, then shows their roles (en-US, 390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-US/service/judicialDueDiligence#try-it');
    const examples = page
      .locator('form')
      .filter({ hasText: 'Examples:' })
      .getByRole('button')
      .filter({ hasNotText: 'Search' });
    await examples.nth(2).click();
    const candidates = page.getByTestId('judicial-candidates');
    await expect(candidates).toContainText('matches several people of the same name');
    await candidates.getByRole('button').first().click();
    await expect(page.getByTestId('judicial-result')).toContainText('Roles in the sample registry');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('nothing found and empty input get clear localized answers', async ({ page }) => {
    await page.goto('/en-US/service/judicialDueDiligence#try-it');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('#try-it').getByRole('alert')).toContainText('Enter a company name');
    await page.getByLabel('Company name, USCC or person’s name').fill('Zzyzx Imaginary Holdings');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('#try-it').getByRole('alert')).toContainText(
      'The sample registry holds no company or person matching',
    );
  });
});
