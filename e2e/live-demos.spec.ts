import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { companyField, demoReady } from './helpers';

/** The live demos of issue 23 in Chromium, both locales, asserting what they compute. */

async function registryCompany(
  request: APIRequestContext,
  page: number,
): Promise<{ ckey: string; kycNo: string; name: string; nameEn: string; abbreviation: string }> {
  const list = await (await request.get(`/api/registry/entities?page=${page}&size=1`)).json();
  return (await request.get(`/api/registry/entities/${list.items[0].ckey}`)).json();
}

/** Picks a registry company in the try-it section's company field by its 字号. */
async function pickCompany(
  page: Page,
  scope: string,
  e: { abbreviation: string; name: string; nameEn: string },
  locale: string,
) {
  await companyField(page, scope).click();
  const field = page.locator(scope).getByRole('combobox').first();
  await field.fill(e.abbreviation);
  await page.locator(`.ant-select-item-option[title="${locale === 'en-US' ? e.nameEn : e.name}"]`).click();
}

/** The statements template as CSV rows, with the 2025 receivables raised by `share` and PP&E lowered by as much (still consistent). */
async function craftedTemplate(request: APIRequestContext, share: number): Promise<string> {
  const csv = (await (await request.get('/api/financial-analysis/template?format=csv&locale=en-US')).text()).replace(
    /^\ufeff/,
    '',
  );
  const rows = Papa.parse<string[]>(csv.trim()).data;
  const at = (code: string) => rows.find((r) => r[0] === code)!;
  const col = 5; // 2025
  const x = Math.round(Number(at('BS02')[col]) * share);
  const add = (code: string, d: number) => (at(code)[col] = String(Number(at(code)[col]) + d));
  add('BS02', x);
  add('BS05', x);
  add('BS06', -x);
  add('CF03', -x);
  add('CF07', -x);
  add('CF08', x);
  add('CF10', x);
  return rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\n');
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  const prefix = locale === 'en-US' ? '/en-US' : '';
  const L = <T>(zh: T, en: T) => (locale === 'en-US' ? en : zh);

  test(`${locale}: KYC try-it opens the KYC report of a searched registry company`, async ({ page, request }) => {
    const e = await registryCompany(request, 321);
    await page.goto(`${prefix}/service/kycDueDiligence#try-it`);
    await expect(page.locator('#try-it')).toContainText(L('示例数据', 'Sample data'));
    await pickCompany(page, '[data-demo="kyc"]', e, locale);
    const open = page
      .locator('#try-it')
      .getByRole('link', { name: L(`打开 KYC 报告 ${e.kycNo}`, `Open KYC report ${e.kycNo}`) });
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/dueDiligence/kyc/${e.kycNo}$`), { timeout: 20_000 });
    await expect(page.locator('main')).toContainText(L(e.name, e.nameEn));
  });

  test(`${locale}: financial analysis of a registry company: ratios by year, industry quartiles, PDF`, async ({
    page,
    request,
  }) => {
    const e = await registryCompany(request, 77);
    await page.goto(`${prefix}/service/financeDueDiligence#try-it`);
    await demoReady(page);
    await pickCompany(page, '[data-tour="finance-company"]', e, locale);
    await page
      .locator('[data-tour="finance-company"]')
      .getByRole('button', { name: L('分析', 'Analyse'), exact: true })
      .click();
    const result = page.getByTestId('finance-result');
    await expect(result.getByRole('heading', { level: 3 })).toHaveText(
      L(`${e.name}：财务分析`, `${e.nameEn}: financial analysis`),
    );
    const api = await (await request.post('/api/financial-analysis', { multipart: { ckey: e.ckey, locale } })).json();
    const cr = api.analysis.ratios[2].ratios.currentRatio as number;
    await expect(result.locator('tr[data-ratio="currentRatio"]')).toContainText(cr.toFixed(2));
    await expect(result.locator('tr[data-ratio="currentRatio"]')).toContainText(
      L('BS05 流动资产合计', 'BS05 Total current assets'),
    );
    await expect(result).toContainText(L('中位数', 'Median'));
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: L('下载 PDF 报告', 'Download PDF report') }).click();
    const bytes = readFileSync((await (await download).path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test(`${locale}: an uploaded template with receivables outpacing revenue raises that red flag with its rule`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/service/financeDueDiligence#try-it`);
    await demoReady(page);
    const csv = await craftedTemplate(request, 0.8);
    await page
      .locator('[data-tour="finance-upload"] input[type=file]')
      .setInputFiles({ name: 'statements.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: L('上传并分析', 'Upload and analyse') }).click();
    const flag = page.locator('[data-flag="receivablesOutpaceRevenue"]');
    await expect(flag).toContainText(L('应收账款增速远超收入', 'Receivables growing much faster than revenue'));
    await expect(flag).toContainText(L('高出 20 个百分点以上', 'more than 20 percentage points faster'));
    await expect(flag).toContainText(L('2025 年应收增速高出收入增速', '2025: receivables grew'));
  });

  test(`${locale}: an unbalanced template gets a clear message`, async ({ page, request }) => {
    await page.goto(`${prefix}/service/financeDueDiligence#try-it`);
    await demoReady(page);
    const csv = (await craftedTemplate(request, 0)).replace(
      /^("BS08",(?:"[^"]*",){4})"(\d+)"/m,
      (_, head, v) => `${head}"${Number(v) + 5000}"`,
    );
    await page
      .locator('[data-tour="finance-upload"] input[type=file]')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: L('上传并分析', 'Upload and analyse') }).click();
    await expect(page.getByTestId('finance-error')).toContainText(
      L('报表勾稽关系不成立', 'The statements do not add up'),
    );
  });
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  const prefix = locale === 'en-US' ? '/en-US' : '';
  const L = <T>(zh: T, en: T) => (locale === 'en-US' ? en : zh);

  test(`${locale}: target clients: a filter changes the ranked list and lands in the URL; a shared URL restores it`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/service/marketingPortrait#try-it`);
    const total = page.getByTestId('portrait-total');
    const list = page.getByTestId('portrait-list');
    await expect(total).toContainText(L('符合条件的企业', 'Matching companies'));
    // The demo's code is its own chunk, fetched after the page's (issue 28): wait for it, as a visitor's first click comes later.
    await page.waitForLoadState('networkidle');
    const before = await list.locator('> li').first().getAttribute('data-ckey');
    await page
      .locator('[data-filter="tags"]')
      .getByText(L('专精特新', 'Specialised SME (SRDI)'), { exact: true })
      .click();
    await page
      .locator('[data-filter="industry"]')
      .getByText(L('I 信息传输、软件和信息技术服务业', 'I Information transmission, software and IT services'), {
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(/tags=srdi/);
    await expect(page).toHaveURL(/industry=I/);
    const api = await (await request.get(`/api/target-clients?industry=I&tags=srdi&size=3&locale=${locale}`)).json();
    await expect(total).toContainText(String(api.total));
    await expect(list.locator('> li').first()).toHaveAttribute('data-ckey', api.items[0].ckey);
    expect(api.items[0].ckey).not.toBe(before);
    await expect(list.locator('> li').first()).toContainText(L('专精特新', 'Specialised SME (SRDI)'));
    await expect(list.locator('> li').first()).toContainText(L('风险', 'Risk'));
    // The address shares the filters.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByTestId('portrait-total')).toContainText(String(api.total));
    await expect(other.locator('[data-filter="tags"] input:checked')).toHaveCount(1);
    const csv = await request.get(`/api/target-clients/export?industry=I&tags=srdi&format=csv&locale=${locale}`);
    expect((await csv.text()).trim().split('\n')).toHaveLength(api.total + 1);
  });
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  const prefix = locale === 'en-US' ? '/en-US' : '';
  const L = <T>(zh: T, en: T) => (locale === 'en-US' ? en : zh);

  test(`${locale}: decision flow: a dishonest debtor is declined at the judicial stage; raising the threshold changes the path`, async ({
    page,
    request,
  }) => {
    // A registry company with a dishonest-debtor entry and none of the other judicial records, found through the API.
    let target: { ckey: string; abbreviation: string; name: string; nameEn: string } | null = null;
    for (let p = 4; p < 400 && !target; p++) {
      const e = await (
        await request.get(
          `/api/registry/entities/${(await (await request.get(`/api/registry/entities?page=${p}&size=1`)).json()).items[0].ckey}`,
        )
      ).json();
      const d = await (await request.post('/api/decision-flow', { data: { ckey: e.ckey } })).json();
      if (
        d.stages?.find((s: { id: string; outcome: string }) => s.id === 'judicial')?.outcome === 'decline' &&
        d.stages[0].outcome === 'pass' &&
        d.stages[1].outcome === 'pass'
      )
        target = e;
    }
    expect(target).not.toBeNull();
    await page.goto(`${prefix}/service/decisionMap#try-it`);
    await pickCompany(page, '[data-tour="decision-company"]', target!, locale);
    await page.getByRole('button', { name: L('运行决策流', 'Run the flow') }).click();
    const summary = page.getByTestId('decision-summary');
    await expect(summary).toHaveAttribute('data-decision', 'decline');
    await expect(summary.locator('[data-stage="judicial"]').first()).toHaveAttribute('data-outcome', 'decline');
    await expect(summary.locator('[data-stage="financial"]').first()).toHaveAttribute('data-outcome', 'skipped');
    await expect(summary).toContainText(L('失信被执行记录 ≤ 0', 'Dishonest-debtor entries ≤ 0'));
    await expect(page.locator('[data-tour="decision-graph"] .react-flow__node')).toHaveCount(6);
    // The credit assessment stands beside the flow and agrees with the default thresholds.
    await expect(page.getByTestId('decision-assessment')).toHaveAttribute('data-recommendation', 'decline');
    await page.locator('[data-threshold="judicial.maxDishonest"]').fill('9');
    await expect(summary.locator('[data-stage="financial"]').first()).not.toHaveAttribute('data-outcome', 'skipped');
    // Once the visitor's threshold lets the dishonest debtor through, it names that threshold as the difference.
    await expect(page.getByTestId('decision-assessment')).toContainText(
      L('失信记录最多（条）', 'Most dishonest-debtor entries'),
    );
    await expect(summary.locator('[data-stage="judicial"]').first()).not.toHaveAttribute('data-outcome', 'decline');
    // A bad flow file is rejected with its problems named.
    const bad = {
      format: 'hengxi-decision-flow',
      version: 1,
      stages: [{ id: 'admission', kind: 'admission', thresholds: { minAgeYears: -3 } }],
      extra: true,
    };
    await page
      .getByTestId('flow-import')
      .setInputFiles({ name: 'flow.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await expect(page.getByTestId('decision-error')).toContainText(
      L('stages.0.thresholds.minAgeYears 不能小于 0', 'stages.0.thresholds.minAgeYears must be at least 0'),
    );
    await expect(page.getByTestId('decision-error')).toContainText('extra');
  });
}

test('en-US: the guided tour of the finance demo runs to its end by keyboard and loads driver.js only on click', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(r.url()));
  await page.goto('/en-US/service/financeDueDiligence#try-it');
  await demoReady(page);
  await page.locator('[data-tour="finance-company"]').getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(page.getByTestId('finance-result')).toBeVisible();
  const before = scripts.length;
  const guide = page.getByRole('button', { name: 'Guide me' });
  await guide.focus();
  await page.keyboard.press('Enter');
  const popover = page.locator('.driver-popover');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('Financial-statement analysis');
  expect(scripts.length).toBeGreaterThan(before);
  for (let i = 2; i <= 6; i++) {
    await page.waitForTimeout(400);
    await page.keyboard.press('ArrowRight');
    await expect(popover).toContainText(`Step ${i} of 6`);
  }
  await expect(popover).toContainText('Against the industry');
  await page.waitForTimeout(400);
  await page.keyboard.press('ArrowRight');
  await expect(popover).toBeHidden();
  await expect(guide).toBeFocused();
});
