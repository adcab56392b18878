/** Shared fixtures for the end-to-end specs. */

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

/** What a guided tour's current step shows: its progress text, the highlighted element's box and content, the popover's box. */
function tourStep(page: Page) {
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
      // Text, or a drawing or control (the step's element itself may be one: the graph's canvas).
      content: el
        ? (el.textContent ?? '').trim().length +
          [el, ...el.querySelectorAll('*')].filter((e) => e.matches('svg, canvas, img, input, select')).length
        : 0,
      opacity,
      width: window.innerWidth,
      height: window.innerHeight,
    };
  });
}

/**
 * Walks an open guided tour from its first step to its last (`total` steps) by keyboard and checks that every step
 * highlights something a person can see: an element with a size, on screen, not transparent and not empty (text, or a
 * drawing or control), with the popover on screen. The first → is pressed as soon as the tour shows (driver.js ignored
 * a key while a step moved in: issue 41), then ← back, then one → per step. Either locale's progress text.
 */
export async function expectEveryStepShown(page: Page, total: number): Promise<void> {
  const progress = page.locator('.driver-popover .driver-popover-progress-text');
  const at = (n: number) => new RegExp(`^(第 ${n} 步|Step ${n} of)`);
  await page.keyboard.press('ArrowRight');
  await expect(progress).toHaveText(at(2));
  await page.keyboard.press('ArrowLeft');
  for (let n = 1; n <= total; n++) {
    await expect(progress).toHaveText(at(n));
    await page.waitForTimeout(450);
    const s = await tourStep(page);
    const where = `step ${n}/${total} (${s.title}): ${JSON.stringify(s)}`;
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
