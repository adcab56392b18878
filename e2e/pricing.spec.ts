/**
 * What a visitor sees on /pricing, in both locales: the three plans with their prices and the recommended one, the
 * per-report price list, the feature matrix (ticks and dashes with text for screen readers), the FAQ, and on a
 * phone the price list as one card per report type. Plan and price data: `lib/pricing`; words:
 * `messages/<locale>/general.json` → `pricing`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { featureMatrix, planIds, recommendedPlan, reportPrices } from '../lib/pricing';

interface PricingMessages {
  h1: string;
  plans: Record<string, { name: string }> & { recommended: string };
  reportPrices: { items: Record<string, { name: string }>; columns: Record<string, string> };
  matrix: {
    title: string;
    included: string;
    notIncluded: string;
    features: Record<string, string>;
    groups: Record<string, string>;
  };
  faq: { items: { q: string; a: string }[] };
}
const messages = (locale: string) =>
  (
    JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', locale, 'general.json'), 'utf8')) as {
      pricing: PricingMessages;
    }
  ).pricing;

/** What each locale shows for the plan prices and the first report type's two prices (list, annual plan). */
const shown = {
  'zh-CN': { prefix: '', payPerReport: '¥198 起/份', professional: '¥12.8万/年', firstRow: ['¥198', '¥128'] },
  'en-US': {
    prefix: '/en-US',
    payPerReport: 'From CN¥198 per report',
    professional: 'CN¥128K per year',
    firstRow: ['CN¥198', 'CN¥128'],
  },
} as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  const m = messages(locale);
  const s = shown[locale];

  test.describe(`/pricing (${locale})`, () => {
    test('shows the three plans in order with their prices, the usual choice marked', async ({ page }) => {
      await page.goto(`${s.prefix}/pricing`);
      await expect(page.locator('h1')).toHaveText(m.h1);
      const plans = page.locator('#plans li.card');
      await expect(plans.locator('h3')).toHaveText(planIds.map((id) => m.plans[id].name));
      await expect(plans.nth(0)).toContainText(s.payPerReport);
      await expect(plans.nth(1)).toContainText(s.professional);
      const recommended = plans.filter({ hasText: m.plans.recommended });
      await expect(recommended).toHaveCount(1);
      await expect(recommended.locator('h3')).toHaveText(m.plans[recommendedPlan].name);
      // Every plan leads to the demo request form.
      for (const href of await plans.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toBe(`${s.prefix}/demo`);
      }
    });

    test('lists every report type with its list price and annual-plan rate', async ({ page }) => {
      await page.goto(`${s.prefix}/pricing`);
      const rows = page.locator('#report-prices tbody tr');
      await expect(rows.locator('th')).toHaveText(reportPrices.map((r) => m.reportPrices.items[r.id].name));
      await expect(rows.first().locator('td').nth(1)).toHaveText(s.firstRow[0]);
      await expect(rows.first().locator('td').nth(2)).toContainText(s.firstRow[1]);
    });

    test('compares features across the plans, included or not, in words for screen readers', async ({ page }) => {
      await page.goto(`${s.prefix}/pricing`);
      const matrix = page.locator('#features table');
      await expect(matrix.locator('thead th')).toHaveText([/\S/, ...planIds.map((id) => m.plans[id].name)]);
      for (const [group, features] of Object.entries(featureMatrix)) {
        await expect(matrix.locator('tbody th[scope="colgroup"]', { hasText: m.matrix.groups[group] })).toHaveCount(1);
        for (const [feature, cells] of Object.entries(features)) {
          const row = matrix
            .locator('tbody tr')
            .filter({ has: page.locator('th[scope="row"]', { hasText: m.matrix.features[feature] }) });
          await expect(row.locator('td')).toHaveText(
            cells.map((included) => (included ? m.matrix.included : m.matrix.notIncluded)),
          );
        }
      }
    });

    test('answers the FAQ in disclosure widgets, the first one open, and describes it for search engines', async ({
      page,
    }) => {
      await page.goto(`${s.prefix}/pricing`);
      const items = page.locator('#faq details');
      await expect(items).toHaveCount(m.faq.items.length);
      await expect(items.first()).toHaveAttribute('open', '');
      const second = items.nth(1);
      await expect(second.getByText(m.faq.items[1].a)).toBeHidden();
      await second.locator('summary').click();
      await expect(second.getByText(m.faq.items[1].a)).toBeVisible();
      const jsonLd = JSON.parse(
        (await page.locator('#faq script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as { mainEntity: { name: string }[] };
      expect(jsonLd.mainEntity.map((q) => q.name)).toEqual(m.faq.items.map((f) => f.q));
    });

    test('on a phone, shows each report type as a card with labelled prices and no sideways scrolling', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${s.prefix}/pricing`);
      const row = page.locator('#report-prices tbody tr').first();
      const name = await row.locator('th').boundingBox();
      const list = await row.locator('td').nth(1).boundingBox();
      // Stacked: the price sits under the name, not beside it.
      expect(list!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
      // The column headings are visually hidden; each price carries its column's name instead.
      expect((await page.locator('#report-prices thead').boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
      const price = row.locator('td').nth(1);
      await expect(price).toHaveAttribute('data-label', m.reportPrices.columns.list);
      expect(await price.evaluate((td) => getComputedStyle(td, '::before').content)).not.toBe('none');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
}
