import { expect, test } from './fixtures';
import { demoReady, visibleDifference } from './helpers';

/** Inputs read right (issue 27 item 4): statement layouts and court deductions; pasted screening lists, every line accounted for. */

test.describe('statement layouts', () => {
  test('a 借贷标志 + 交易金额 export reads debits as money out and flags the court deduction (zh-CN)', async ({
    page,
  }) => {
    await page.goto('/service/waterDueDiligence#try-it');
    await demoReady(page);
    const csv = [
      '交易日期,借贷标志,交易金额,余额,对方户名,摘要',
      '2026-05-06,贷,50000.00,150000.00,甲客户有限公司,货款',
      '2026-05-07,借,20000.00,130000.00,乙供应商有限公司,材料款',
      '2026-05-08,借,1660000.00,-1530000.00,某市人民法院,法院扣划',
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: '流水.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: '开始分析', exact: true }).click();
    const result = page.locator('article');
    await expect(result).toContainText('余额连续性核对通过');
    await expect(result).toContainText('法院扣划 / 司法扣款');
    await expect(result).toContainText('最大客户为甲客户有限公司');
    await expect(result).not.toContainText('最大客户为某市人民法院');
  });

  test('an unsigned amount column without a flag: the mapping step asks for the debit/credit column (en-US)', async ({
    page,
  }) => {
    await page.goto('/en-US/service/waterDueDiligence#try-it');
    await demoReady(page);
    const csv = [
      'Date,Mark,Amount,Counterparty',
      '2026-05-04,C,1000.00,Alpha Trading',
      '2026-05-05,D,400.00,Beta Foods',
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Confirm the columns' })).toBeVisible();
    await page.getByLabel(/Debit\/credit flag/).selectOption({ label: 'Mark' });
    await page.getByRole('button', { name: 'Analyse with these columns' }).click();
    await expect(page.locator('article')).toContainText('the largest is Alpha Trading');
  });
});

test.describe('screening paste', () => {
  test('every pasted line is screened or accounted for; name+USCC lines split; duplicates and status words shown (zh-CN)', async ({
    page,
  }) => {
    await page.goto('/service/batchPreliminaryScreening#try-it');
    await demoReady(page);
    const text = [
      '澄湖微动精密制造有限公司 910032050000000198',
      '青岑冷链供应链有限公司,91004201000000027M',
      '',
      'Chenghu Microdrive Precision Manufacturing Co., Ltd.',
      '泉州汐屿远航信息技术有限公司\t91003505102534089P',
    ].join('\n');
    await page.locator('#try-it textarea').fill(text);
    await page.getByRole('button', { name: '开始筛查' }).click();
    const result = page.getByTestId('screening-result');
    await expect(result.getByRole('button', { name: /4\s*筛查总数/ })).toBeVisible();
    await expect(page.getByTestId('screening-lines')).toHaveText('共读取 5 行：待筛查 4 家；空行 1 行。');
    await expect(result).toContainText('与第 1 行重复');
    await expect(result).toContainText('登记状态：注销');
    await expect(result.getByRole('button', { name: /0\s*未匹配/ })).toBeVisible();
  });
});

test.describe('relationship graph', () => {
  test('the same graph draws the same way on every load; expanding from the table keeps focus on the status line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const shot = async () => {
      await page.goto('/company/a7c3e9f5d2');
      const box = page.getByTestId('graph-canvas-box');
      await box.scrollIntoViewIfNeeded();
      await expect(box).toHaveAttribute('data-loaded', 'true');
      await expect(page.getByTestId('graph-canvas').locator('canvas').first()).toBeAttached();
      // The drawing once it has settled: two shots 250 ms apart that do not differ (on a loaded machine a fixed wait
      // once caught a frame before the last one). Two loads that settle differently still fail below.
      let last = await page.getByTestId('graph-canvas').screenshot();
      for (let i = 0; i < 20; i++) {
        await page.waitForTimeout(250);
        const next = await page.getByTestId('graph-canvas').screenshot();
        if (visibleDifference(last, next) === 0) return next;
        last = next;
      }
      return last;
    };
    const a = await shot();
    const b = await shot();
    expect(visibleDifference(a, b)).toBe(0);
    const expand = page.locator('#relations tbody button').first();
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('graph-status')).not.toBeEmpty();
    await expect(page.getByTestId('graph-status')).toBeFocused();
  });

  test('on a phone the list comes first and the graph opens full screen; Escape returns to the button (en-US)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en-US/company/a7c3e9f5d2');
    await expect(page.getByTestId('graph-canvas-box')).toBeHidden();
    const open = page.getByTestId('graph-fullscreen');
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const dialog = page.getByRole('dialog', { name: /Ownership and relationship graph/ });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await expect(page.getByTestId('graph-canvas').locator('canvas').first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Close full screen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('header search Enter', () => {
  test('an unknown name shows the results, never an unrelated page; a confident match opens its company', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pricing');
    const input = page.getByTestId('header-search').getByRole('combobox');
    await input.fill('无名之辈贸易有限公司');
    // Enter straight away: it waits for this text's results, then keeps the visitor on the page.
    await input.press('Enter');
    await expect(input).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/pricing$/);
    await input.fill('启屿新材');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/company\/a7c3e9f5d2$/, { timeout: 15_000 });
  });
});

test.describe('promises kept', () => {
  test('a template report for a registry company outside the showcase (zh-CN)', async ({ page }) => {
    await page.goto('/AI/reportV2?template=creditMemo&ckey=410b14133c');
    await page.getByRole('button', { name: '生成预览' }).click();
    await expect(page.locator('article').first()).toContainText('无锡泊岸匠心新材料科技有限公司', { timeout: 20_000 });
  });

  test('the authorised credit report has the account-flow section its consent covers (en-US)', async ({ page }) => {
    await page.goto('/en-US/AI/reportV1/generateReport?ckey=410b14133c&type=credit&auth=1');
    await expect(page.getByRole('heading', { name: 'Corporate account flows' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Monthly settlement flows/ })).toBeVisible();
  });

  test('/demo no longer claims the demos work offline, in either locale', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.locator('main')).not.toContainText('断网');
    await page.goto('/en-US/demo');
    await expect(page.locator('main')).not.toContainText(/offline/i);
  });
});
