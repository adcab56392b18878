import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Guided tours on screen (components/tours/tour-runner.ts): at 1440 × 900 and 390 × 844, every step of the tours
 * whose steps are tall page sections or long results highlights an element that fits in the window below the site
 * header, and its popover is inside the window without covering that element — so a rep presenting on a laptop or a
 * phone never gets a screen-filling highlight or a popover off screen. One locale (zh-CN): both share the layout, and
 * tours.spec.ts opens every tour in both.
 */

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The highlighted element's and the popover's boxes, the header's bottom and the window size, once the step has settled. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element | null): Box | null => {
      if (!e) return null;
      const b = e.getBoundingClientRect();
      return { x: b.x, y: b.y, w: b.width, h: b.height };
    };
    return {
      element: box(document.querySelector('.driver-active-element')),
      popover: box(document.querySelector('.driver-popover')),
      title: document.querySelector('.driver-popover-title')?.textContent ?? '',
      header: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
      width: window.innerWidth,
      height: window.innerHeight,
    };
  });
}

const cases: { tour: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { tour: 'company', path: '/company/788e8c8a3d' },
  { tour: 'aiReport', path: '/AI/reportV1' },
  // Long results: the ranked list and the charts are thousands of pixels tall on a phone.
  // The demo's code is its own chunk, fetched after the page's (issue 28): the tour starts once it has hydrated.
  {
    tour: 'portrait',
    path: '/service/marketingPortrait',
    prepare: async (page) => {
      await expect(page.getByTestId('portrait-list')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const { tour, path, prepare } of cases) {
    test(`zh-CN ${viewport.width} px: every step of the ${tour} tour fits on screen with its popover beside it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await prepare?.(page);
      const button = page.locator(`[data-guide="${tour}"]`);
      await button.scrollIntoViewIfNeeded();
      await button.click();
      const popover = page.locator('.driver-popover');
      const progress = popover.locator('.driver-popover-progress-text');
      await expect(popover).toBeVisible();
      const total = Number(/共 (\d+) 步/.exec((await progress.textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThanOrEqual(4);
      for (let step = 1; step <= total; step++) {
        await expect(progress).toHaveText(`第 ${step} 步，共 ${total} 步`);
        // Settled: the highlight has finished moving (driver.js takes 400 ms, and a Next pressed before then leaves the
        // previous element marked active) and the popover has been placed again (two equal readings).
        await page.waitForTimeout(500);
        let m = await measure(page);
        await expect(async () => {
          const before = JSON.stringify(m);
          await page.waitForTimeout(250);
          m = await measure(page);
          expect(JSON.stringify(m)).toBe(before);
        }).toPass({ timeout: 5000 });
        const { element: el, popover: pop, header, width, height } = m;
        const where = `${tour} step ${step} (${m.title}): element ${JSON.stringify(el)}, popover ${JSON.stringify(pop)}`;
        expect(el, where).not.toBeNull();
        expect(pop, where).not.toBeNull();
        // The highlighted element is wholly on screen, below the fixed header.
        expect(el!.y, where).toBeGreaterThanOrEqual(header - 1);
        expect(el!.y + el!.h, where).toBeLessThanOrEqual(height + 1);
        expect(el!.x + el!.w, where).toBeLessThanOrEqual(width + 1);
        // The popover is wholly in the window and does not cover the element.
        expect(pop!.y, where).toBeGreaterThanOrEqual(0);
        expect(pop!.y + pop!.h, where).toBeLessThanOrEqual(height);
        expect(pop!.x, where).toBeGreaterThanOrEqual(0);
        expect(pop!.x + pop!.w, where).toBeLessThanOrEqual(width);
        const apart =
          pop!.y >= el!.y + el!.h || pop!.y + pop!.h <= el!.y || pop!.x >= el!.x + el!.w || pop!.x + pop!.w <= el!.x;
        expect(apart, where).toBe(true);
        if (step < total) await popover.locator('.driver-popover-next-btn').click();
      }
      await popover.locator('.driver-popover-next-btn').click();
      await expect(popover).toBeHidden();
    });
  }
}
