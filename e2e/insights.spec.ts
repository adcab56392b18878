/**
 * The demo centre's promises, kept by the pages (issue 7, item 5): the portrait list's risk-level filter also
 * filters the portraits below; the operate facet counts active / revoked / deregistered businesses; the
 * development facet has age and registered-capital bands; the region facet has a province and city view; the
 * demo centre names the companies behind its extra samples, with their risk level. The trend facet's first chart is
 * in the server's HTML and becomes the interactive drawing, on the same axis, once the visitor uses the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { startUsingPage } from './helpers';

type Json = Record<string, never>;
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', locale, `${file}.json`), 'utf8')) as Json;

for (const locale of ['zh-CN', 'en-US'] as const) {
  const prefix = locale === 'zh-CN' ? '' : '/en-US';
  const insights = read(locale, 'insights') as unknown as {
    smallMicro: { riskLevels: Record<string, string>; portraitList: { filters: Record<string, string> } };
    industryAnalysis: {
      places: Record<string, string>;
      region: { picker: string; columns2: Record<string, string> };
      operate: { statuses: Record<string, string> };
      development: { ageBands: Record<string, string>; capitalBands: Record<string, string> };
    };
  };
  const sample = read(locale, 'sampleData') as unknown as {
    sampleData: { companies: Record<string, { name: string }> };
  };
  const severity = (read(locale, 'profiles') as unknown as { company: { severity: Record<string, string> } }).company
    .severity;

  test.describe(`insights promises (${locale})`, () => {
    test('portrait list: the risk filter narrows the table and the portraits below alike', async ({ page }) => {
      await page.goto(`${prefix}/smallMicro/portrait/list`);
      const rows = page.locator('#list tbody tr');
      const cards = page.locator('#cards article:visible');
      await expect(rows).toHaveCount(10);
      await expect(cards).toHaveCount(10);
      await page
        .getByLabel(insights.smallMicro.portraitList.filters.risk)
        .selectOption({ label: insights.smallMicro.riskLevels.high });
      await expect(rows).toHaveCount(2);
      await expect(cards).toHaveCount(2);
      for (const row of await rows.all()) await expect(row).toContainText(insights.smallMicro.riskLevels.high);
      const names = await rows.locator('th').allInnerTexts();
      expect((await cards.locator('h3').allInnerTexts()).sort()).toEqual(names.sort());
      await page.getByLabel(insights.smallMicro.portraitList.filters.industry).selectOption('catering');
      await expect(rows).toHaveCount(1);
      await expect(cards).toHaveCount(1);
    });

    test('operate facet: active, revoked and deregistered counts', async ({ page }) => {
      await page.goto(`${prefix}/industryAnalysis/operate`);
      const table = page.locator('#status table');
      for (const s of ['active', 'revoked', 'deregistered'])
        await expect(table.locator('thead')).toContainText(insights.industryAnalysis.operate.statuses[s]);
      await expect(table.locator('tbody tr')).toHaveCount(8);
    });

    test('development facet: enterprise-age and registered-capital bands', async ({ page }) => {
      await page.goto(`${prefix}/industryAnalysis/development`);
      const tables = page.locator('#structure table');
      await expect(tables).toHaveCount(2);
      for (const band of Object.values(insights.industryAnalysis.development.ageBands))
        await expect(tables.nth(0).locator('thead')).toContainText(band);
      for (const band of Object.values(insights.industryAnalysis.development.capitalBands))
        await expect(tables.nth(1).locator('thead')).toContainText(band);
    });

    test('region facet: pick a province, see its cities', async ({ page }) => {
      await page.goto(`${prefix}/industryAnalysis/region`);
      const places = insights.industryAnalysis.places;
      await page
        .getByRole('combobox', { name: insights.industryAnalysis.region.picker, exact: true })
        .selectOption({ label: places.zhejiang });
      const cities = page.locator('#provinces table').first();
      for (const city of ['hangzhou', 'ningbo', 'wenzhou', 'jinhua']) await expect(cities).toContainText(places[city]);
      await page
        .getByRole('combobox', { name: insights.industryAnalysis.region.picker, exact: true })
        .selectOption({ label: places.sichuan });
      await expect(cities).toContainText(places.chengdu);
      await expect(cities).not.toContainText(places.hangzhou);
      // The province table ranks all 28 provinces of the sample panel.
      await expect(page.locator('#provinces table').nth(1).locator('tbody tr')).toHaveCount(28);
    });

    test('trend facet: the first chart is drawn by the server, then replaced by the interactive chart on first use', async ({
      page,
    }) => {
      await page.goto(`${prefix}/industryAnalysis/trend`);
      const figure = page.locator('#openings-closures');
      const preview = figure.locator('[data-chart-preview]');
      // Before any scroll, pointer move or key: the server's drawing, with both series and the value axis.
      await expect(preview).toBeVisible();
      await expect(preview.locator('svg g path')).toHaveCount(6);
      const previewTicks = await preview.locator('[class*=previewValueTick]').allInnerTexts();
      expect(previewTicks.length).toBeGreaterThan(3);
      await expect(figure.locator('.recharts-wrapper')).toHaveCount(0);
      await startUsingPage(page);
      const drawing = figure.locator('.recharts-wrapper > svg.recharts-surface');
      await expect(drawing).toBeVisible();
      await expect(preview).toHaveCount(0);
      await expect(figure.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')).toHaveText(
        previewTicks,
      );
    });

    test('demo centre: extra samples are company names with their risk level, not paths', async ({ page }) => {
      await page.goto(`${prefix}/demo`);
      const centre = page.locator('#centre');
      const more = centre.locator('ul ul a');
      expect(await more.count()).toBeGreaterThan(5);
      for (const text of await more.allInnerTexts()) expect(text).not.toMatch(/^\/|\/company\/|\/dueDiligence\//);
      await expect(
        centre.getByRole('link', { name: sample.sampleData.companies.d4e8b6a2c1.name }).first(),
      ).toBeVisible();
      const levels = Object.values(severity);
      await expect(
        centre
          .locator('ul ul li')
          .filter({ hasText: new RegExp(levels.join('|')) })
          .first(),
      ).toBeVisible();
    });
  });
}
