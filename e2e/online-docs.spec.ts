import { expect, test } from './fixtures';

/**
 * Online documents (/AI/reportV2/onlineDoc) in Chromium: a report saved from the template studio reopens with its
 * content and options, and its share link opens the same document in a browser that has never seen it (the link
 * carries the document: lib/reports/online-docs.ts). Both locales.
 */

test.describe('online documents', () => {
  test('save, reopen with its options, and open the share link in a fresh browser (zh-CN)', async ({
    page,
    browser,
  }) => {
    await page.goto('/AI/reportV2');
    await page.locator('label').filter({ hasText: '供应商准入评估' }).first().click();
    await page.getByRole('textbox', { name: '提示词' }).fill('通俗易懂；4 个要点；不要股东部分');
    await page.getByRole('button', { name: '生成预览' }).click();
    const report = page.locator('article');
    await expect(report).toContainText('简单说：');
    await expect(report).toContainText('要点（4 条）');
    await expect(report.getByRole('heading', { level: 4, name: '股权结构' })).toHaveCount(0);
    await page.getByRole('button', { name: '保存到我的文档' }).click();
    await expect(page.getByText('已保存到我的文档')).toBeVisible();

    await page.goto('/AI/reportV2/onlineDoc');
    const item = page.getByRole('listitem').filter({ hasText: '供应商准入评估' }).first();
    await expect(item).toBeVisible();
    const title = (await item.getByRole('heading', { level: 2 }).innerText()).trim();
    // Share link: from the "more" menu's dialog.
    await item.getByRole('button', { name: `“${title}”的更多操作` }).click();
    await page.getByRole('menuitem', { name: '分享链接' }).click();
    const shareUrl = await page.getByLabel('分享链接').inputValue();
    expect(shareUrl).toMatch(/\/AI\/reportV2\?doc=[A-Za-z0-9_-]+$/);
    await page.getByRole('button', { name: '关闭' }).click();

    // Reopen: the same report, options applied, no prompt needed.
    await item.getByRole('link', { name: title, exact: true }).click();
    await expect(page.locator('article')).toContainText('简单说：');
    await expect(page.locator('article')).toContainText('要点（4 条）');
    await expect(page.getByRole('radio', { name: '通俗', exact: true })).toBeChecked();

    // The share link in a browser context with empty storage shows the same document.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(shareUrl);
    await expect(fresh.locator('article')).toContainText('简单说：');
    await expect(fresh.locator('article')).toContainText('要点（4 条）');
    await expect(fresh.locator('article').getByRole('heading', { level: 4, name: '股权结构' })).toHaveCount(0);
    await other.close();
  });

  test('a saved report is listed, downloads as PDF, and a broken share link says so (en-US)', async ({ page }) => {
    await page.goto('/en-US/AI/reportV2');
    // Without a prompt the report follows the controls alone (the template's default prompt would restate its own).
    await page.getByRole('textbox', { name: 'Prompt' }).fill('');
    await page.getByRole('radio', { name: 'Brief', exact: true }).check();
    await page.getByRole('button', { name: 'Generate preview' }).click();
    await page.getByRole('button', { name: 'Save to my documents' }).click();
    await expect(page.getByText('Saved to my documents')).toBeVisible();
    await page.goto('/en-US/AI/reportV2/onlineDoc');
    const items = page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
    await expect(items).toHaveCount(6);
    const first = items.nth(1);
    const title = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
    const download = page.waitForEvent('download');
    await first.getByRole('link', { name: `Download “${title}”` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    await first.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Brief', exact: true })).toBeChecked();
    await expect(page.locator('article')).toBeVisible();

    await page.goto('/en-US/AI/reportV2?doc=not-a-document');
    await expect(page.getByText('The document in this link could not be read')).toBeVisible();
  });
});

test('a "more" button pressed while its menu is still loading opens the menu', async ({ page }) => {
  await page.goto('/AI/reportV2/onlineDoc');
  await page.waitForLoadState('networkidle');
  const more = page.getByRole('button', { name: /的更多操作$/ }).first();
  await expect(more).toBeVisible();
  // Hold the menu's code while the mouse arrives and presses, release it before the mouse button comes up: the
  // button is re-created inside the menu in between, so the browser fires no click.
  const held: (() => void)[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**', (route) =>
    holding ? held.push(() => void route.continue()) : route.continue(),
  );
  const box = (await more.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.mouse.down();
  holding = false;
  held.forEach((release) => release());
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole('menuitem', { name: '分享链接' })).toBeVisible();
});
