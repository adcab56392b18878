import type { Page } from '@playwright/test';
import { allRoutes, concretePaths } from '../lib/routes';
import { expect, test } from './fixtures';
import { windowsUA } from './helpers';

/**
 * The rep's Windows laptop (issue 41): at 125 % and 150 % display scaling the site zooms the body by the inverse of the
 * scale (use-windows-scaling.ts), and every position-dependent effect must still work. Scrolling one page of each
 * template to its end leaves no element transparent: the scroll reveal shows every section (it measured positions
 * without the zoom and left the closing sections at opacity 0), and the back-to-top button, placed at the footer's
 * measured position, stays clear of the footer.
 */

/** One page per template of the route table: its first route's first page. */
const templates = [
  ...new Map(allRoutes.toReversed().map((r) => [r.template, concretePaths(r)[0]])).entries(),
].reverse();

/** Scrolls to the end as a reader does (most of a screen at a time). */
async function scrollToEnd(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 300; i++) {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.7);
      await new Promise((r) => setTimeout(r, 70));
      if (window.scrollY === before) break;
    }
  });
}

/** Elements drawn with a box but fully transparent (what the reader sees as a gap). */
function transparentElements(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((el) => {
      const style = getComputedStyle(el);
      if (style.opacity !== '0' || style.visibility === 'hidden') return [];
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const label = el.id ? `#${el.id}` : (el.querySelector('h2')?.textContent ?? el.className.toString());
      return [`${el.tagName.toLowerCase()} ${label}`.slice(0, 100)];
    }),
  );
}

for (const { width, height, scale } of [
  { width: 1093, height: 614, scale: 1.25 },
  { width: 1280, height: 720, scale: 1.5 },
]) {
  test.describe(`Windows at ${scale * 100} % (${width} × ${height})`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: scale, userAgent: windowsUA });

    for (const [template, path] of templates) {
      test(`${template} ${path}: every element visible after scrolling to the end`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('body')).toHaveAttribute(
          'data-hx-zoom',
          String(Math.round((1 / scale) * 10000) / 10000),
        );
        await scrollToEnd(page);
        // Every section revealed once the reader has reached the end: read every 100 ms for up to 2 s (scrollreveal's
        // transition takes 600 ms; an element being revealed is no longer at opacity 0), not once after a fixed wait.
        await expect
          .poll(() => transparentElements(page), {
            timeout: 2000,
            intervals: [100],
            message: 'elements left transparent',
          })
          .toEqual([]);
        // The back-to-top button (shown while scrolling up on screens this narrow) never covers the footer.
        await page.mouse.wheel(0, -300);
        const button = page.locator('.back-to-top');
        if (await button.isVisible()) {
          const [b, footer] = await Promise.all([
            button.boundingBox(),
            page.locator('.site-footer').evaluate((f) => f.getBoundingClientRect().top),
          ]);
          expect(b!.y + b!.height).toBeLessThanOrEqual(footer);
        }
      });
    }
  });
}
