import { expect, test, type Page } from './fixtures';
import { deferredBlocksRendered, personUA } from './helpers';
import { serviceSlugs } from '@/lib/catalog';

/**
 * "Nothing overflows its card at 1440 or 390 px" (issue 27): the company profile, 360° view, dashboard, KYC report,
 * AI report V1 and the V2 template preview, for registry companies other than the three showcase ones — the one with
 * the largest registered capital, the longest English name, the most court records and the deep ownership chain of
 * issue 27 — and every service page with its live demo run (sample list or first example, then submit), in both
 * locales, at 1440 and 390 px.
 *
 * A card is an element with the global `card` class or a CSS-module class ending in `tile`/`Card`. Inside it, no
 * element may be wider than its own box (`scrollWidth > clientWidth + 1`) or stick out of the card's box by more than
 * 1 px, and no card may be wider than the page. Deliberate sideways scroll regions (`overflow-x: auto | scroll`, e.g. wide tables) and their content are not
 * defects; nor are visually hidden elements (1 px clip) or a deliberate `text-overflow: ellipsis`.
 */

const companies = [
  { ckey: '57a3264c6d', kycNo: 'KYC202611130102', why: 'largest registered capital' },
  { ckey: 'dc6cb2f06d', kycNo: 'KYC202611080232', why: 'longest English name' },
  { ckey: '4e68c12eea', kycNo: 'KYC202611140210', why: 'most court records' },
  { ckey: '410b14133c', kycNo: 'KYC202611100102', why: 'majority chain of four enterprises' },
];
const locales = ['zh-CN', 'en-US'] as const;
const widths = [1440, 390] as const;

const prefix = (locale: string) => (locale === 'en-US' ? '/en-US' : '');

/** The overflows inside cards on the page, one line each (empty when none). */
async function cardOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isCard = (el: Element) =>
      [...el.classList].some((c) => c === 'card' || /(^|_)(tile|[a-z]*Card|[a-z]*Tile)$/.test(c));
    const describe = (el: Element) => {
      const cls = [...el.classList].map((c) => c.replace(/^.*__/, '')).join('.');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}> "${text}"`;
    };
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const hidden = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return (
        r.width <= 1 ||
        r.height <= 1 ||
        s.visibility === 'hidden' ||
        s.display === 'none' ||
        s.clip !== 'auto' ||
        s.clipPath !== 'none'
      );
    };
    const ancestors = function* (el: Element) {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) yield a;
    };
    const out: string[] = [];
    const cards = [...document.querySelectorAll('main *')].filter(isCard);
    for (const card of cards) {
      if (hidden(card)) continue;
      const box = card.getBoundingClientRect();
      // A card wider than the page (a grid item grown to its widest table) is a defect of its own.
      if (box.right > document.documentElement.clientWidth + 1 && ![...ancestors(card)].some(scrolls)) {
        out.push(
          `${describe(card)} is ${Math.round(box.right - document.documentElement.clientWidth)}px wider than the page`,
        );
        continue;
      }
      const walk = (el: Element) => {
        for (const child of el.children) {
          if (!(child instanceof HTMLElement) || hidden(child)) continue;
          const s = getComputedStyle(child);
          if (s.position === 'fixed') continue;
          const r = child.getBoundingClientRect();
          const wide =
            child.scrollWidth > child.clientWidth + 1 &&
            child.clientWidth > 0 &&
            s.textOverflow !== 'ellipsis' &&
            !scrolls(child);
          const out1 = r.right > box.right + 1 || r.left < box.left - 1;
          // The outermost offender is reported (what it holds overflows with it).
          if (wide)
            out.push(
              `${describe(child)} is ${child.scrollWidth - child.clientWidth}px wider than its box in ${describe(card)}`,
            );
          else if (out1)
            out.push(
              `${describe(child)} sticks out of ${describe(card)} by ${Math.round(Math.max(r.right - box.right, box.left - r.left))}px`,
            );
          // Content of a scroll region is meant to extend past it; nested cards are checked on their own.
          else if (!scrolls(child) && !isCard(child)) walk(child);
        }
      };
      walk(card);
    }
    return [...new Set(out)];
  });
}

/**
 * Runs the page's live demo as a visitor would, so its result cards are checked too: scrolls to it and moves the
 * pointer (demos load on first use), takes the sample list or the first example when the demo offers one, then
 * presses its submit button. A demo that needs a file or a camera stays at its form.
 */
async function runDemo(page: Page) {
  const tryIt = page.locator('#try-it');
  if (!(await tryIt.count())) return;
  await tryIt.scrollIntoViewIfNeeded();
  for (let i = 0; i < 5; i++) {
    await page.mouse.move(200 + i * 20, 300 + i * 10);
    await page.waitForTimeout(150);
  }
  await settle(page);
  const sample = tryIt.getByRole('button', { name: /sample|示例/i }).first();
  const examples = tryIt
    .locator('form')
    .filter({ hasText: /Examples?:|示例[:：]/ })
    .locator('button:not([type=submit])');
  if (await sample.count()) await sample.click();
  else if (await examples.count()) await examples.first().click();
  await settle(page);
  const submit = tryIt.locator('form button[type=submit]:not([disabled])').first();
  if (await submit.count()) {
    await submit.click();
    await settle(page);
  }
}

/** Waits for the network, the fonts and the blocks below the fold (laid out at idle, decision 0047). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await deferredBlocksRendered(page);
}

/** Checks the page at both widths (the same document, resized: layout follows the viewport). */
async function expectNoCardOverflow(page: Page, label: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    const found = await cardOverflows(page);
    expect.soft(found, `${label} at ${width} px`).toEqual([]);
  }
}

test.describe('nothing overflows its card (1440 and 390 px, both locales)', () => {
  test.use({ userAgent: personUA, viewport: { width: 1440, height: 900 } });

  for (const c of companies) {
    for (const locale of locales) {
      test(`company pages of ${c.ckey} (${c.why}), ${locale}`, async ({ page }) => {
        test.setTimeout(120_000);
        const p = prefix(locale);
        for (const path of [
          `/company/${c.ckey}`,
          `/customerProfile/${c.ckey}`,
          `/customerProfile2/${c.ckey}`,
          `/dueDiligence/kyc/${c.kycNo}`,
          `/AI/reportV1/generateReport?ckey=${c.ckey}&type=overview`,
        ]) {
          await page.goto(p + path);
          await settle(page);
          await expectNoCardOverflow(page, p + path);
        }
        // The V2 template preview of the same company.
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`${p}/AI/reportV2?ckey=${c.ckey}`);
        await page.getByRole('button', { name: locale === 'en-US' ? 'Generate preview' : '生成预览' }).click();
        await expect(page.locator('article').first()).toBeVisible();
        await settle(page);
        await expectNoCardOverflow(page, `${p}/AI/reportV2 preview of ${c.ckey}`);
        expect
          .soft(
            await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
            'the V2 preview page scrolls sideways at 390 px',
          )
          .toBeLessThanOrEqual(0);
      });
    }
  }

  for (const slug of serviceSlugs) {
    test(`service page ${slug} with its live demo run, both locales`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const locale of locales) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`${prefix(locale)}/service/${slug}`);
        await settle(page);
        await runDemo(page);
        await expectNoCardOverflow(page, `${prefix(locale)}/service/${slug}`);
      }
    });
  }
});
