/**
 * The correction request on a company page works without JavaScript (issue 28): the disclosure opens natively, the
 * form posts to its Server Action, and the page comes back with the request's reference — or, for an invalid post,
 * with the errors tied to their fields and what was typed. Stores one request per locale (playwright.config.ts runs
 * the server on a throwaway LEADS_SQLITE_PATH with a high rate limit).
 */
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

for (const prefix of ['', '/en-US']) {
  test(`correction request without JavaScript (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${prefix}/company/a7c3e9f5d2`);
    const box = page.getByTestId('correction');
    await box.locator('summary').click();
    await box.getByRole('combobox').selectOption('shareholders');
    await box.locator('textarea').fill(`e2e-nojs: 第二大股东持股比例应为 20%`);
    await box.locator('#correction-name').fill('E2E Tester');
    // An address the browser's type=email accepts and the server refuses: the page comes back with the error.
    await box.locator('#correction-email').fill('e2e@example');
    await box.getByRole('checkbox').check();
    await box.getByRole('button', { name: prefix ? 'Send correction' : '提交纠错' }).click();
    await expect(page.locator('#correction-email')).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
    await expect(page.locator('#correction-name')).toHaveValue('E2E Tester');
    await expect(page.locator('#correction-field')).toHaveValue('shareholders');

    await page.locator('#correction-email').fill('e2e@example.com');
    await page.getByRole('button', { name: prefix ? 'Send correction' : '提交纠错' }).click();
    await expect(page.getByTestId('correction-success')).toContainText(/[0-9A-F]{8}/, { timeout: 15_000 });
  });
}
