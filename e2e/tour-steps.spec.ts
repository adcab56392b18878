import type { Page } from '@playwright/test';
import { demoNames, demos } from '../lib/demos';
import type { TourName } from '../lib/tours';
import { expect, test } from './fixtures';
import { windowsUA } from './helpers';

/**
 * Every step of every guided tour highlights something a person can see (issue 41): on a 1440 px desktop, on the rep's
 * Windows laptop at 125 % (1366 px, the body zoomed) and on a 390 px phone, each step's highlighted element has a
 * size, is on screen, is not transparent and is not empty, and the popover sits on screen. The tour is opened and
 * walked by keyboard (Enter, then →, pressed as soon as the popover shows), so a key driver.js would ignore while a
 * step moves in fails here. One page load per page and device; every tour of that page runs on it.
 */

const pages: Record<string, TourName[]> = {
  ...Object.fromEntries(demoNames.map((name) => [`/service/${demos[name].service}`, [name as TourName]])),
  '/company/c9f2a1e7b3': ['company', 'graph'],
  '/AI/reportV1': ['aiReport'],
};

/** What the current step shows: its progress text, the highlighted element's box and content, the popover's box. */
function step(page: Page) {
  return page.evaluate(() => {
    const el = document.querySelector('.driver-active-element');
    const popover = document.querySelector('.driver-popover');
    const box = el?.getBoundingClientRect();
    const pop = popover?.getBoundingClientRect();
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    return {
      progress: popover?.querySelector('.driver-popover-progress-text')?.textContent ?? '',
      title: popover?.querySelector('.driver-popover-title')?.textContent ?? '',
      element: box ? { x: box.x, y: box.y, w: box.width, h: box.height } : null,
      popover: pop ? { x: pop.x, y: pop.y, w: pop.width, h: pop.height } : null,
      content: el
        ? (el.textContent ?? '').trim().length + el.querySelectorAll('svg, canvas, img, input, select').length
        : 0,
      opacity,
      width: window.innerWidth,
      height: window.innerHeight,
    };
  });
}

/**
 * Tours that must count more than two steps from the start: the individual-KYC tour's intro, consent and form. (On a
 * phone the graph tour has one step fewer: the drawing is not shown there — the list comes first — and the tour
 * leaves out a step whose element has no box, components/tours/guide-button.tsx.)
 */
const minimumSteps: Partial<Record<TourName, number>> = { kycIndividual: 3 };

for (const device of [
  { name: '1440 px', use: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'Windows 1366 px at 125 %',
    use: { viewport: { width: 1093, height: 614 }, deviceScaleFactor: 1.25, userAgent: windowsUA },
  },
  {
    name: '390 px',
    use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  },
]) {
  test.describe(device.name, () => {
    test.use(device.use);
    for (const [path, names] of Object.entries(pages)) {
      test(`${path}: every step of ${names.join(', ')} highlights a visible, non-empty element`, async ({ page }) => {
        await page.goto(path);
        for (const tour of names) {
          const button = page.locator(`[data-guide="${tour}"]`);
          await button.scrollIntoViewIfNeeded();
          await page.waitForLoadState('networkidle');
          await button.focus();
          await page.keyboard.press('Enter');
          const popover = page.locator('.driver-popover');
          await expect(popover).toBeVisible();
          const progress = popover.locator('.driver-popover-progress-text');
          const total = Number(/(\d+)\D*$/.exec(((await progress.textContent()) ?? '').replace(/步$/, ''))?.[1]);
          // Steps whose element the page has from the start (results not shown yet are left out): none is dropped
          // because it loads late — the individual-KYC form on a phone was (issue 41).
          expect(total, `${tour}: steps`).toBeGreaterThanOrEqual(minimumSteps[tour] ?? 2);
          // The first → pressed as soon as the tour shows is taken (driver.js ignored it while the step moved in).
          await page.keyboard.press('ArrowRight');
          await expect(progress).toHaveText(/^第 2 步/);
          await page.waitForTimeout(450);
          await page.keyboard.press('ArrowLeft');
          for (let n = 1; n <= total; n++) {
            await expect(progress).toHaveText(new RegExp(`^第 ${n} 步`));
            await page.waitForTimeout(450);
            const s = await step(page);
            const where = `${tour} step ${n}/${total} (${s.title}): ${JSON.stringify(s)}`;
            expect(s.element, where).not.toBeNull();
            expect(s.element!.w * s.element!.h, where).toBeGreaterThan(0);
            expect(s.element!.y + s.element!.h, where).toBeGreaterThan(0);
            expect(s.element!.y, where).toBeLessThan(s.height);
            expect(s.opacity, where).toBeGreaterThan(0.5);
            expect(s.content, where).toBeGreaterThan(0);
            expect(s.popover!.y, where).toBeGreaterThanOrEqual(0);
            expect(s.popover!.y + s.popover!.h, where).toBeLessThanOrEqual(s.height + 1);
            if (n < total) await page.keyboard.press('ArrowRight');
          }
          await page.keyboard.press('Escape');
          await expect(popover).toBeHidden();
        }
      });
    }
  });
}
