/**
 * Every antd popup of the site opens inside the viewport, with `prefers-reduced-motion: reduce` and without it
 * (issue 7, item 2: with reduced motion the company select opened at x = −14,400 and the onlineDoc menu at
 * x = 15,635). Desktop and phone widths. Button names come from the message files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { companyField } from './helpers';

const reports = JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', 'zh-CN', 'reports.json'), 'utf8')) as {
  aiReport: { onlineDoc: { actions: Record<string, string> }; authorize: { confirmButton: string } };
};
const actions = reports.aiReport.onlineDoc.actions;

/** Waits until the popup is shown and settled, then asserts its box lies within the viewport. */
async function expectInViewport(page: Page, popup: Locator, what: string) {
  await expect(popup, `${what} is shown`).toBeVisible();
  const viewport = page.viewportSize()!;
  await expect
    .poll(
      async () => {
        const box = await popup.boundingBox();
        if (!box) return 'no box';
        const inside =
          box.x >= -1 &&
          box.y >= -1 &&
          box.x + box.width <= viewport.width + 1 &&
          box.y + box.height <= viewport.height + 1;
        return inside
          ? 'inside'
          : `at x=${Math.round(box.x)} y=${Math.round(box.y)} w=${Math.round(box.width)} h=${Math.round(box.height)}`;
      },
      { message: `${what} opens inside the ${viewport.width}×${viewport.height} viewport`, timeout: 5_000 },
    )
    .toBe('inside');
}

/** The one visible popup of a kind (antd keeps closed ones in the DOM, hidden). */
const shown = (page: Page, selector: string) =>
  page
    .locator(`${selector}:not(.ant-select-dropdown-hidden):not(.ant-dropdown-hidden):not(.ant-popover-hidden)`)
    .last();

async function closeWithEscape(page: Page, popup: Locator) {
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`antd popups, reduced motion ${reducedMotion}, ${viewport.width} px`, () => {
      test.use({ reducedMotion, viewport });

      test('company selects on /AI/reportV1 and /AI/reportV2', async ({ page }) => {
        for (const url of ['/AI/reportV1', '/AI/reportV2']) {
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          // The Select loads on first use; pressing its stand-in (the same box) before then loads it and opens it.
          const select = companyField(page);
          await select.scrollIntoViewIfNeeded();
          await select.click();
          const dropdown = shown(page, '.ant-select-dropdown');
          await expectInViewport(page, dropdown, `company select on ${url}`);
          await closeWithEscape(page, dropdown);
        }
      });

      test('menu, delete confirmation and dialogs on /AI/reportV2/onlineDoc', async ({ page }) => {
        await page.goto('/AI/reportV2/onlineDoc');
        await page.waitForLoadState('networkidle');
        const more = page.locator(`button[title="${actions.moreShort}"]`).first();
        await more.scrollIntoViewIfNeeded();
        await more.click();
        const menu = shown(page, '.ant-dropdown');
        await expectInViewport(page, menu, '"more" menu');
        await closeWithEscape(page, menu);

        const remove = page.locator(`button[title="${actions.deleteShort}"]`).first();
        await remove.click();
        const confirm = shown(page, '.ant-popover');
        await expectInViewport(page, confirm, 'delete confirmation');
        await closeWithEscape(page, confirm);

        for (const item of [actions.rename, actions.share]) {
          await more.click();
          await shown(page, '.ant-dropdown').getByRole('menuitem', { name: item }).click();
          const dialog = page.locator('.ant-modal').filter({ visible: true }).last();
          await expectInViewport(page, dialog, `${item} dialog`);
          await closeWithEscape(page, dialog);
        }
      });

      test('authorisation dialog on /AI/reportV1/authorize', async ({ page }) => {
        await page.goto('/AI/reportV1/authorize?ckey=c9f2a1e7b3&type=credit');
        await page.getByRole('button', { name: reports.aiReport.authorize.confirmButton }).click();
        const dialog = page.locator('.ant-modal').filter({ visible: true }).last();
        await expectInViewport(page, dialog, 'authorisation dialog');
      });
    });
  }
}
