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
    // What an auditor needs: the name matched on, the band, the formula and the side-by-side table.
    await expect(hit.getByTestId('hit-matched-on')).toContainText('比对姓名');
    await expect(hit.getByTestId('hit-band')).toHaveText('完全匹配');
    await expect(hit.getByTestId('hit-formula')).toContainText('阈值 70');
    await expect(hit.getByTestId('hit-side-by-side')).toContainText('名单条目');
    // The reviewer's decision and the audit record: a reason is required, then PDF and JSON download.
    const review = page.getByTestId('record-download');
    await review.getByRole('button', { name: '下载记录（PDF）' }).click();
    await expect(review.getByRole('alert')).toHaveText('请先填写复核理由。');
    await review.getByRole('radio', { name: '确认命中' }).check();
    await review.getByLabel('理由').fill('姓名与出生日期均与名单条目一致。');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      review.getByRole('button', { name: '下载记录（PDF）' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('kyc-record.pdf');
    const { readFile } = await import('node:fs/promises');
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      review.getByRole('button', { name: '下载记录（JSON）' }).click(),
    ]);
    const record = JSON.parse(await readFile((await json.path())!, 'utf8'));
    expect(record.inputs.idNumber).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    expect(record.decision).toEqual({ outcome: 'trueMatch', reason: '姓名与出生日期均与名单条目一致。' });
    expect(record.generatedAt).toMatch(/\+08:00$/);
    expect(record.hits[0].components).toHaveLength(2);
  });

  test('a romanised name with a listed person’s ID: both names screened, the difference marked (en-US, 390 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-US/service/kycIndividualDue#try-it');
    // On a phone the consent explanation fills the first screen: scroll on to the form, as a visitor does.
    await page.getByRole('heading', { name: 'Why consent comes first' }).waitFor();
    await page.mouse.wheel(0, 700);
    const form = page.locator('#try-it form');
    await form.getByRole('button').nth(0).click();
    const name = form.getByLabel('Name');
    const given = (await name.inputValue()).split(' ').reverse().join(' ').toUpperCase();
    await name.fill(given);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Check' }).click();
    const hits = page.getByTestId('kyc-screening').locator('li[data-entry]');
    await expect(hits.filter({ hasText: 'registry name of the ID number' }).first()).toBeVisible();
    const entered = hits.filter({ hasText: `Matched on: ${given} (name entered)` }).first();
    await expect(entered.getByTestId('hit-band')).toHaveText('Strong');
    await expect(entered).toContainText('Same spelling (Hanyu Pinyin)');
    // The verdict stays on screen on a phone: band and strength are not pushed out by the table.
    await entered.getByTestId('hit-band').scrollIntoViewIfNeeded();
    await expect(entered.getByTestId('hit-band')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
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

  test('a pasted list of names: each row’s verdict and list flags in view on a phone, hits side by side (zh-CN, 390 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/service/kycIndividualDue#try-it');
    await page.getByRole('button', { name: '姓名名单' }).click();
    const form = page.getByTestId('name-list-form');
    await form.getByRole('button', { name: '填入示例名单' }).click();
    await expect(form).toContainText('已填写 5 个姓名');
    await form.getByRole('button', { name: '筛查名单' }).click();
    await expect(form.getByRole('alert')).toContainText('请先勾选同意');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '筛查名单' }).click();
    const result = page.getByTestId('name-list-result');
    await expect(result.getByRole('heading', { level: 3 })).toHaveText('已筛查 5 个姓名，其中 4 个有命中');
    const first = result.locator('li[data-line="1"]');
    const verdict = first.getByTestId('row-verdict').first();
    await expect(verdict).toContainText('完全匹配 · 100');
    await expect(verdict).toContainText('政要');
    await verdict.scrollIntoViewIfNeeded();
    await expect(verdict).toBeInViewport();
    await expect(first.getByTestId('hit-side-by-side').first()).toContainText('名单条目');
    // The second line is the pinyin given name first, born a year later: the gap is shown, never exact.
    await expect(result.locator('li[data-line="2"]').getByTestId('hit-band').first()).not.toHaveText('完全匹配');
    await expect(result.locator('li[data-line="2"]')).toContainText('出生年份相差 1 年');
    await expect(result.getByTestId('name-list-clean')).toContainText('无命中');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
