import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3108';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const spec of pages) {
  const [path, action] = spec.split('|');
  for (const width of [1440, 390]) {
    for (const prefix of ['', '/en-US']) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(base + prefix + path, { waitUntil: 'networkidle' });
      if (action) {
        for (const step of action.split(';')) {
          if (step.startsWith('click:')) await page.locator(step.slice(6)).first().click();
          if (step.startsWith('wait:')) await page.locator(step.slice(5)).first().waitFor({ timeout: 20000 });
          if (step.startsWith('sleep:')) await page.waitForTimeout(Number(step.slice(6)));
        }
      }
      const el = page.locator('#try-it');
      const name = `/tmp/d2shots/${path.replace(/[^a-z]/gi, '_')}_${prefix ? 'en' : 'zh'}_${width}.png`;
      await el.screenshot({ path: name });
      console.log(name);
      await page.close();
    }
  }
}
await browser.close();
