/**
 * Screenshots of pages at desktop (1440 px) and phone (390 px) widths, for looking at what we build.
 * Usage: node scripts/screenshots.mjs <baseURL> <path> [<path> …]   → screenshots/<name>-<width>.png
 * Pass `--full` before the paths for full-page captures.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...rest] = process.argv.slice(2);
const full = rest.includes('--full');
const paths = rest.filter((p) => p !== '--full');
const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: exe,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [1440, 390]) {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 844 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(400);
    if (full) {
      // Scroll through once so scroll-revealed sections are shown, as a reader would see them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 120));
        }
        window.scrollTo(0, 0);
        // A full-page capture paints the whole page at once, but blocks below the fold are rendered only near the
        // window (`.defer-render`, content-visibility: auto, decision 0047): render them all for the capture.
        for (const el of document.querySelectorAll('.defer-render')) el.style.contentVisibility = 'visible';
      });
      await page.waitForTimeout(800);
    }
    const name = (path.replace(/[^\w一-龥-]+/g, '_').replace(/^_|_$/g, '') || 'root') + `-${width}`;
    await page.screenshot({ path: `screenshots/${name}.png`, fullPage: full });
    console.log(`screenshots/${name}.png`);
  }
  await context.close();
}
await browser.close();
