import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';

/**
 * Portfolio monitoring from an uploaded watchlist file (/service/riskWarning): CSV and XLSX go through the site's one
 * intake (POST /api/screening/file) and then POST /api/monitoring; the page must show the alerts computed for the
 * companies in the file, each with its rule id, evidence and cited record. Bad files get the intake's localized answer.
 */

type Alert = { id: string; ruleId: string; ckey: string; company: string; evidenceText: string };
type Company = { ckey: string; name: string; uscc: string; alerts: number };

/** Two companies of the sample portfolio with alerts (the first with a high one), and one of its alerts, from the API. */
async function pickCompanies(page: Page, locale: 'zh-CN' | 'en-US') {
  const res = await page.request.post('/api/monitoring', {
    data: { sample: true, locale, page: { offset: 0, limit: 500, severity: 'high' } },
  });
  const body = (await res.json()) as { companies: Company[]; alerts: Alert[] };
  const alert = body.alerts[0];
  const first = body.companies.find((c) => c.ckey === alert.ckey)!;
  const second = body.companies.find((c) => c.ckey !== first.ckey && c.alerts > 0)!;
  return { first, second, alert };
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('#try-it input[type=file]').setInputFiles(file);
}

test.describe('portfolio monitoring from an uploaded watchlist', () => {
  test('a CSV watchlist: the file’s companies are monitored and a high alert shows its rule, evidence and record (zh-CN, 1440 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { first, second, alert } = await pickCompanies(page, 'zh-CN');
    await page.goto('/service/riskWarning#try-it');
    // Names in one column, USCCs in another (the second company by its code only), one line the registry lacks.
    const csv = ['企业名称,统一社会信用代码', `${first.name},`, `,${second.uscc}`, '远山虚构贸易有限公司,'].join(
      '\r\n',
    );
    await upload(page, { name: '贷后名单.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByRole('button', { name: '开始监控' }).click();
    const results = page.getByTestId('monitoring-results');
    await expect(results.getByRole('status')).toContainText('已识别 2 家企业，1 行未能确认');
    const item = results.locator(`li[data-rule="${alert.ruleId}"]`).filter({ hasText: alert.id });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(first.name);
    await expect(item).toContainText(`证据：${alert.evidenceText}`);
    await expect(item).toContainText(new RegExp(`来源：.+ · 记录 ${alert.id}`));
    await expect(item.locator('[class*=pill_high]').first()).toHaveText('高');
    // Every alert on the page belongs to one of the two companies of the file.
    const companies = await results.locator('li[data-rule] strong').allTextContents();
    expect(companies.length).toBeGreaterThan(0);
    for (const c of companies) expect([first.name, second.name]).toContain(c);
  });

  test('an XLSX watchlist gives the same alert with its rule id and evidence (en-US, 390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { first, second, alert } = await pickCompanies(page, 'en-US');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Borrowers');
    ws.addRow(['Borrower', 'USCC', 'Relationship manager']);
    ws.addRow([first.name, first.uscc, 'Sample RM 1']);
    ws.addRow([second.name, '', 'Sample RM 2']);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    await page.goto('/en-US/service/riskWarning#try-it');
    await upload(page, {
      name: 'borrowers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.getByRole('button', { name: 'Start monitoring' }).click();
    const results = page.getByTestId('monitoring-results');
    await expect(results.getByRole('status')).toContainText('2 companies identified; 0 lines could not be confirmed');
    const item = results.locator(`li[data-rule="${alert.ruleId}"]`).filter({ hasText: alert.id });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(first.name);
    await expect(item).toContainText(`Evidence: ${alert.evidenceText}`);
    await expect(item).toContainText(alert.ruleId);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('bad files get a clear localized answer: empty, 10,001 lines, wrong type (zh-CN and en-US)', async ({
    page,
  }) => {
    await page.goto('/service/riskWarning#try-it');
    const alert = page.locator('#try-it').getByRole('alert');
    const run = () => page.getByRole('button', { name: '开始监控' }).click();
    await upload(page, { name: '空名单.csv', mimeType: 'text/csv', buffer: Buffer.from('企业名称\r\n', 'utf8') });
    await run();
    await expect(alert).toContainText('文件是空的');
    const lines = ['企业名称', ...Array.from({ length: 10_001 }, (_, i) => `示例企业${i}`)].join('\n');
    await upload(page, { name: '超长名单.csv', mimeType: 'text/csv', buffer: Buffer.from(lines, 'utf8') });
    await run();
    await expect(alert).toContainText(/10,?001/);
    await expect(alert).toContainText('上限');
    await page.goto('/en-US/service/riskWarning#try-it');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d6b40000000049454e44ae426082',
      'hex',
    );
    await upload(page, { name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Start monitoring' }).click();
    await expect(page.locator('#try-it').getByRole('alert')).toContainText('logo.png');
    await expect(page.getByTestId('monitoring-results')).toHaveCount(0);
  });

  test('nothing recognised is said plainly, never "no alerts"; a candidate is accepted and monitored (zh-CN)', async ({
    page,
  }) => {
    const { first } = await pickCompanies(page, 'zh-CN');
    // A one-character typo of a registry company and a name the registry lacks: nothing is confirmed.
    const typo = `${first.name.slice(0, 3)}某${first.name.slice(4)}`;
    const csv = ['企业名称', typo, '远山虚构贸易有限公司'].join('\r\n');
    await page.goto('/service/riskWarning#try-it');
    await upload(page, { name: '名单.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByRole('button', { name: '开始监控' }).click();
    const results = page.getByTestId('monitoring-results');
    await expect(results.getByRole('alert')).toContainText('未能识别出任何企业');
    await expect(results).not.toContainText('没有触发预警');
    const line = page.getByTestId('monitoring-unconfirmed').locator('li').filter({ hasText: typo }).first();
    await expect(line).toContainText(first.name);
    await line.getByRole('button', { name: '采用' }).first().click();
    await expect(results.getByRole('status')).toContainText('已识别 1 家企业，1 行未能确认');
  });
});
