/** Shared fixtures for the end-to-end specs. */

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** A desktop Chrome on Linux: a person, not a crawler (HeadlessChrome would count as a bot). */
export const personUA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const windowsUA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const googlebotUA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const baiduspiderUA = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

/** Text of the <title> element of an HTML document. */
export function titleOf(html: string): string {
  return /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
}

/** Value of <html lang>. */
export function langOf(html: string): string | undefined {
  return /<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
}

/**
 * Acts as a visitor who starts using the page: moves the pointer over it. Widgets that wait for the visitor's first
 * scroll, tap, pointer move or key (`WhenVisible afterEngagement` in components/lazy/when-visible.tsx: the
 * demo-request form) load then, as they would for a person.
 */
export async function startUsingPage(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // A move made before the page's code is running is not seen (as for a person, whose next move is): a few moves.
  for (let i = 0; i < 5; i++) {
    await page.mouse.move(200 + i * 20, 300 + i * 10);
    await page.waitForTimeout(200);
  }
}

/**
 * The company field of the AI report forms, whichever is there: antd's Select, or its stand-in (the same box) until
 * the visitor's first use of the page has loaded it. Pressing either opens the list (the stand-in loads the Select
 * and opens it), so a test presses this as a visitor would, however fast the Select arrived.
 */
export function companyField(page: Page, scope = 'main'): Locator {
  return page.locator(`${scope} .ant-select, ${scope} [data-stand-in="company-select"]`).first();
}

/**
 * Pixels that differ visibly between two PNG screenshots of the same size (pixelmatch, default threshold 0.1, with its
 * anti-aliasing detection: an edge smoothed one shade differently, as Chromium's rasteriser may do at a fractional
 * offset, is not a difference; a node, label or line drawn elsewhere is). Different sizes count every pixel.
 */
export function visibleDifference(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height) return Math.max(pa.width * pa.height, pb.width * pb.height);
  return pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: 0.1 });
}

/**
 * What a guided tour's current step shows once it has settled: its progress text, the highlighted element's box,
 * content and opacity, the popover's box, the site header's bottom and the window size. Settled means driver.js's
 * highlight has finished moving (its overlay's cut-out is redrawn on every frame of the 400 ms move) and the popover
 * has been placed again (components/tours/tour-runner.ts re-places it after the move and after scrolling): the
 * element's and the popover's boxes, the overlay and the title unchanged for 6 frames and 120 ms. `settled` is false
 * when that did not happen within 5 s (the last reading is returned).
 */
function settledTourStep(page: Page) {
  return page.evaluate(async () => {
    const rect = (e: Element | null | undefined) => {
      const b = e?.getBoundingClientRect();
      return b ? { x: b.x, y: b.y, w: b.width, h: b.height } : null;
    };
    const geometry = () =>
      JSON.stringify([
        rect(document.querySelector('.driver-active-element')),
        rect(document.querySelector('.driver-popover')),
        document.querySelector('.driver-overlay path')?.getAttribute('d') ?? '',
        document.querySelector('.driver-popover-title')?.textContent ?? '',
        window.scrollY,
      ]);
    let last = geometry();
    let since = performance.now();
    let frames = 0;
    let settled = false;
    for (const deadline = since + 5000; performance.now() < deadline;) {
      await new Promise(requestAnimationFrame);
      const now = geometry();
      if (now !== last) {
        [last, since, frames] = [now, performance.now(), 0];
      } else if (++frames >= 6 && performance.now() - since >= 120) {
        settled = true;
        break;
      }
    }
    const el = document.querySelector('.driver-active-element');
    const popover = document.querySelector('.driver-popover');
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    return {
      settled,
      progress: popover?.querySelector('.driver-popover-progress-text')?.textContent ?? '',
      title: popover?.querySelector('.driver-popover-title')?.textContent ?? '',
      element: rect(el),
      popover: rect(popover),
      // Text, or a drawing or control (the step's element itself may be one: the graph's canvas).
      content: el
        ? (el.textContent ?? '').trim().length +
          [el, ...el.querySelectorAll('*')].filter((e) => e.matches('svg, canvas, img, input, select')).length
        : 0,
      opacity,
      header: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
      width: window.innerWidth,
      height: window.innerHeight,
    };
  });
}

/**
 * Checks the current step `n` of an open guided tour of `total` steps once it has settled (`settledTourStep`): it
 * highlights something a person can see — an element with a size, on screen, not transparent and not empty (text, or
 * a drawing or control) — with the popover on screen (issue 41). With `fit` (the tours whose steps are tall page
 * sections or long results), the step must also settle, its element fit wholly in the window below the site header,
 * and its popover sit wholly in the window without covering the element: a rep presenting on a laptop or a phone never
 * gets a screen-filling highlight or a popover off screen. Either locale's progress text.
 */
export async function expectTourStepShown(page: Page, n: number, total: number, { fit = false } = {}): Promise<void> {
  await expect(page.locator('.driver-popover .driver-popover-progress-text')).toHaveText(
    new RegExp(`^(第 ${n} 步，共 ${total} 步|Step ${n} of ${total})$`),
  );
  const s = await settledTourStep(page);
  const where = `step ${n}/${total} (${s.title}): ${JSON.stringify(s)}`;
  expect(s.element, where).not.toBeNull();
  expect(s.popover, where).not.toBeNull();
  const [el, pop] = [s.element!, s.popover!];
  expect(el.w * el.h, where).toBeGreaterThan(0);
  expect(el.y + el.h, where).toBeGreaterThan(0);
  expect(el.y, where).toBeLessThan(s.height);
  expect(s.opacity, where).toBeGreaterThan(0.5);
  expect(s.content, where).toBeGreaterThan(0);
  expect(pop.y, where).toBeGreaterThanOrEqual(0);
  expect(pop.y + pop.h, where).toBeLessThanOrEqual(s.height + 1);
  if (!fit) return;
  expect(s.settled, `${where}: still moving after 5 s`).toBe(true);
  // The highlighted element is wholly on screen, below the fixed header.
  expect(el.y, where).toBeGreaterThanOrEqual(s.header - 1);
  expect(el.y + el.h, where).toBeLessThanOrEqual(s.height + 1);
  expect(el.x + el.w, where).toBeLessThanOrEqual(s.width + 1);
  // The popover is wholly in the window and does not cover the element.
  expect(pop.y + pop.h, where).toBeLessThanOrEqual(s.height);
  expect(pop.x, where).toBeGreaterThanOrEqual(0);
  expect(pop.x + pop.w, where).toBeLessThanOrEqual(s.width);
  const apart = pop.y >= el.y + el.h || pop.y + pop.h <= el.y || pop.x >= el.x + el.w || pop.x + pop.w <= el.x;
  expect(apart, `${where}: the popover covers the element`).toBe(true);
}

/**
 * Walks an open guided tour from its first step to its last (`total` steps) by keyboard, checking each step
 * (`expectTourStepShown`, with the fit checks for `fit`). The first → is pressed as soon as the tour shows (driver.js
 * ignored a key while a step moved in: issue 41), then ← back, then one → per step. Leaves the tour at its last step.
 */
export async function expectEveryStepShown(page: Page, total: number, { fit = false } = {}): Promise<void> {
  await pressWhileTheFirstStepMovesIn(page);
  for (let n = 1; n <= total; n++) {
    await expectTourStepShown(page, n, total, { fit });
    if (n < total) await page.keyboard.press('ArrowRight');
  }
}

/**
 * Presses → as soon as a tour shows its first step (while driver.js still moves it in: a key it ignored then, issue
 * 41), checks that the tour went to step 2, and presses ← back to step 1.
 */
export async function pressWhileTheFirstStepMovesIn(page: Page): Promise<void> {
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.driver-popover .driver-popover-progress-text')).toHaveText(/^(第 2 步|Step 2 of)/);
  await page.keyboard.press('ArrowLeft');
}

/**
 * Waits until the page's "try it" demo has hydrated. A server-rendered demo hydrates once the visitor comes near it
 * (decision 0046); until then its controls sit in a disabled fieldset (components/try-it/demo-island.tsx). A person
 * cannot use a disabled control, but Playwright's `setInputFiles` fills one, and React, hydrating later, would not see
 * the file: open the page at `#try-it` (the demo is then near) and call this before such a step.
 */
export async function demoReady(page: Page): Promise<void> {
  await expect(page.locator('#try-it fieldset[role="none"]').first()).toBeAttached();
  await expect(page.locator('#try-it fieldset[role="none"][disabled]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Waits until the page's blocks below the fold have been rendered (after the load, one per idle period:
 * components/shell/runtime/use-render-deferred.ts). Until then their text is not rendered, and axe-core's contrast
 * check reads the colours behind it wrong (dequelabs/axe-core#2768).
 */
export async function deferredBlocksRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.defer-render:not(.defer-render--rendered)'));
}

/**
 * axe's serious and critical violations of WCAG 2.0/2.1 A and AA on the page as it is now, once its blocks below the
 * fold are rendered (within `include`, a CSS selector, when given), each as `rule: first three targets`; an empty
 * list when the page passes.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  await deferredBlocksRendered(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
