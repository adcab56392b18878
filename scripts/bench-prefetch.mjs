/**
 * Prefetch figures (issue 26): how many page prefetches (RSC requests marked `next-router-prefetch`) and how many
 * bytes a visitor's browser fetches while scrolling a page to its end without touching a link, on a phone
 * (390 × 844, touch) and on a desktop (1440 × 900). Runs against a started production server.
 *
 *   BASE_URL=http://127.0.0.1:3105 node scripts/bench-prefetch.mjs [path …]   (default: / and /en-US)
 *
 * Prints one line per page and viewport: prefetch requests, their transferred bytes, and page errors seen.
 */
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3105';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/en-US'];
const viewports = [
  { name: 'phone 390', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop 1440', viewport: { width: 1440, height: 900 } },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const path of paths) {
  for (const vp of viewports) {
    const context = await browser.newContext({ viewport: vp.viewport, hasTouch: vp.hasTouch, isMobile: vp.isMobile });
    const page = await context.newPage();
    const prefetches = [];
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('requestfinished', async (req) => {
      const h = req.headers();
      if (!h['next-router-prefetch'] && !(h.rsc && req.url().includes('_rsc=') && h['next-router-segment-prefetch']))
        return;
      const sizes = await req.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
      prefetches.push(sizes.responseBodySize + sizes.responseHeadersSize);
    });
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    // Scroll to the end in viewport steps, as a reader would.
    for (let y = 0; ; y += vp.viewport.height * 0.8) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (y > height) break;
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(2000);
    const kb = prefetches.reduce((a, b) => a + b, 0) / 1024;
    console.log(
      `${path.padEnd(10)} ${vp.name.padEnd(13)} prefetches ${String(prefetches.length).padStart(3)}  ${kb.toFixed(0).padStart(4)} KB  page errors ${errors.length}`,
    );
    await context.close();
  }
}
await browser.close();
