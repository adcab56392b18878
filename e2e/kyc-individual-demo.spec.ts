import { expect, test } from './fixtures';

/** Individual KYC on /service/kycIndividualDue: consent first, identity, roles, PEP hit with its strength, bad numbers. */

test.describe('individual KYC (kycIndividualDue)', () => {
  test('consent, then a sample person: identity checks and a PEP / sanctions hit with its strength (zh-CN, 1440 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/service/kycIndividualDue#try-it');
    await expect(page.getByText('《个人信息保护法》第十三条、第二十九条', { exact: false })).toBeVisible();
    const form = page.locator('#try-it form');
    await form.getByRole('button').nth(0).click(); // the first sample person (listed on the fictional watchlist)
    await form.getByRole('button', { name: '开始核验' }).click();
    await expect(form.getByRole('alert')).toContainText('请先勾选同意');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '开始核验' }).click();
    const result = page.getByTestId('kyc-result');
    await expect(result).toContainText('校验位（GB 11643）正确');
    await expect(result.getByTestId('kyc-name')).toHaveText('姓名与登记一致');
    await expect(result).toContainText(/年满 \d+ 岁/);
    const hit = result.getByTestId('kyc-screening').locator('li[data-entry]').first();
    await expect(hit).toContainText(/匹配强度 (9\d|100)/);
    await expect(hit).toContainText('姓名完全一致');
  });

  test('malformed, real-looking and unknown numbers get clear localized answers (en-US, 390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-US/service/kycIndividualDue#try-it');
    // On a phone the consent explanation fills the first screen: scroll on to the form, as a visitor does.
    await page.getByRole('heading', { name: 'Why consent comes first' }).waitFor();
    await page.mouse.wheel(0, 700);
    const form = page.locator('#try-it form');
    await form.getByRole('checkbox').check();
    await form.getByLabel('Name').fill('Zhang San');
    const id = form.getByLabel('Resident ID number (18 characters)');
    for (const [number, message] of [
      ['12345', 'The ID number is malformed'],
      ['110105194912310021', 'check character is wrong'],
      ['11010519491231002X', 'This looks like a real ID number'],
    ] as const) {
      await id.fill(number);
      await form.getByRole('button', { name: 'Check' }).click();
      await expect(form.getByRole('alert')).toContainText(message);
    }
    await form.getByRole('button').nth(1).click(); // a sample person whose company is restricted
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('kyc-result')).toContainText(/Consumption restrictions naming them: [1-9]/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
