// Viewport screenshots of a demo at 1440 and 390 px in both locales, scrolled to each given selector.
// node shots.tmp.mjs <path> <action> <out> <selector,selector…>
import { chromium } from '@playwright/test';
const [, , path, action, out, sels] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[1440, 1000], [390, 844]]) {
  for (const loc of ['', '/en-US']) {
    const p = await b.newPage({ viewport: { width: w, height: h } });
    await p.goto(`http://127.0.0.1:3107${loc}${path}#try-it`);
    const mod = await import(`/tmp/act-${action}.mjs`);
    await mod.default(p, loc === '' ? 'zh' : 'en');
    await p.waitForTimeout(800);
    let i = 0;
    for (const s of sels.split(',')) {
      await p.locator(s).first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await p.evaluate(() => window.scrollBy(0, -70));
      await p.waitForTimeout(300);
      await p.screenshot({ path: `/tmp/shots/${out}-${loc ? 'en' : 'zh'}-${w}-${i++}.png` });
    }
    await p.close();
  }
}
await b.close();
