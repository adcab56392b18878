import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { expect, test, type Page } from './fixtures';

/**
 * The AI reports in Chromium (issue 12 items 3–4): the one-click flow V1 from the picker to the report, with cited
 * findings and a real PDF download; the template studio V2 applying its structured options and the option
 * instructions of the prompt (never copying the prompt into the report), in both locales.
 */

/** The file a click downloads: its suggested name and bytes. */
async function fileOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await click();
  const file = await download;
  const bytes = readFileSync((await file.path())!);
  return { name: file.suggestedFilename(), bytes };
}

test.describe('AI report V1', () => {
  test('picker → analysis → report with cited findings → PDF (zh-CN)', async ({ page }) => {
    await page.goto('/AI/reportV1');
    // Each report type says how deep it goes and whether it needs the company's authorisation.
    await expect(page.locator('label').filter({ hasText: '企业速览' }).first()).toContainText(
      '5 个章节 · 仅用公开数据',
    );
    await expect(page.locator('label').filter({ hasText: '授信尽调报告' }).first()).toContainText(
      '10 个章节 · 需企业授权',
    );
    await page.locator('label').filter({ hasText: '风险排查报告' }).first().click();
    await page.getByRole('link', { name: '开始分析' }).click();
    // Client-side navigations to dynamic pages: allow for a loaded machine.
    await expect(page).toHaveURL(/\/AI\/reportV1\/think\?/, { timeout: 20_000 });
    await page.getByRole('button', { name: '跳过动画，显示全部步骤' }).click();
    await page.getByRole('link', { name: '生成报告' }).click();
    await expect(page).toHaveURL(/\/AI\/reportV1\/generateReport\?/, { timeout: 20_000 });
    const report = page.locator('article');
    await expect(report.getByRole('heading', { level: 3, name: '司法记录' })).toBeVisible();
    // Every court case and risk signal cites its registry record.
    await expect(report).toContainText('司法诉讼 · 记录 c9f2a1e7b3/j1');
    await expect(report.getByText(/^来源：/).first()).toBeVisible();
    const { name, bytes } = await fileOf(page, () => page.getByRole('link', { name: '下载 PDF' }).click());
    expect(name).toBe('hengxi-sample-hx-ai-c9f2a1-rs.pdf');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(20_000);
  });

  test('the report of a registry company cites its records and downloads as PDF (en-US)', async ({ page, request }) => {
    await page.goto('/en-US/AI/reportV1/generateReport?ckey=d4e8b6a2c1&type=overview');
    const report = page.locator('article');
    await expect(report.getByRole('heading', { level: 2 })).toContainText('Qingcen');
    await expect(report).toContainText('Source: Registration · record d4e8b6a2c1');
    await expect(report).toContainText('News · record d4e8b6a2c1/n1');
    const link = page.getByRole('link', { name: 'Download PDF' });
    await expect(link).toHaveAttribute('href', '/api/reports/ai/d4e8b6a2c1.pdf?type=overview&locale=en-US');
    const { bytes } = await fileOf(page, () => link.click());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The HTML and text files come from the server too, from the same document.
    const html = await fileOf(page, () => page.getByRole('link', { name: 'Download HTML' }).click());
    expect(html.name).toBe('hengxi-sample-hx-ai-d4e8b6-ov.html');
    expect(html.bytes.toString('utf8')).toContain('Source: Registration · record d4e8b6a2c1');
    const text = await fileOf(page, () => page.getByRole('link', { name: 'Download text' }).click());
    expect(text.name).toBe('hengxi-sample-hx-ai-d4e8b6-ov.txt');
    expect(text.bytes.toString('utf8')).toMatch(/^\[Sample data\]\n.*Qingcen/);
    // Bad input gets a 4xx JSON answer, never a 500.
    expect((await request.get('/api/reports/ai/0000000000.pdf')).status()).toBe(404);
    expect((await request.get('/api/reports/ai/d4e8b6a2c1.pdf?locale=xx')).status()).toBe(400);
  });
});

test.describe('AI report V2', () => {
  test('applies the options named in the prompt, lists what it could not, keeps the prompt out of the report (zh-CN)', async ({
    page,
  }) => {
    await page.goto('/AI/reportV2');
    await page
      .getByRole('textbox', { name: '提示词' })
      .fill('简短；列出 2 个要点；只要司法和股东部分；重点说明还款来源');
    await page.getByRole('button', { name: '生成预览' }).click();
    const applied = page.getByTestId('prompt-instructions');
    await expect(applied).toContainText('篇幅：简短');
    await expect(applied).toContainText('要点数：2');
    await expect(applied).toContainText('章节：股权结构；司法记录');
    await expect(applied.getByRole('listitem').filter({ hasText: '重点说明还款来源' })).toContainText(
      '无法识别为写作选项',
    );
    // The controls now show the applied options.
    await expect(page.getByRole('radio', { name: '简短', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '登记信息', exact: true })).not.toBeChecked();
    const report = page.locator('article');
    await expect(report.getByRole('heading', { level: 4 })).toHaveText(['股权结构', '司法记录']);
    await expect(report).not.toContainText('重点说明还款来源');
    await expect(report).toContainText('来源：');
    const { bytes } = await fileOf(page, () => page.getByRole('link', { name: '下载 PDF' }).click());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('structured options without a prompt; a language instruction reopens the report in that language (en-US)', async ({
    page,
  }) => {
    await page.goto('/en-US/AI/reportV2');
    await page.getByRole('textbox', { name: 'Prompt' }).fill('');
    await page.getByRole('radio', { name: 'Cautious', exact: true }).check();
    await page.getByLabel('Key points in the summary').selectOption('4');
    await page.getByRole('button', { name: 'Generate preview' }).click();
    const report = page.locator('article');
    await expect(report).toContainText('Key points (');
    await expect(report).toContainText('shows no material risk at present');
    await expect(page.getByTestId('prompt-instructions')).toContainText(
      'The prompt holds no writing option this page can read',
    );

    await page.getByRole('textbox', { name: 'Prompt' }).fill('Write it in Chinese, 3 key points.');
    await page.getByRole('button', { name: 'Generate preview' }).click();
    await expect(page).toHaveURL(/\/AI\/reportV2\?doc=/);
    expect(new URL(page.url()).pathname).toBe('/AI/reportV2');
    await expect(page.getByTestId('prompt-instructions')).toContainText('语言：中文');
    await expect(page.locator('article')).toContainText('要点（3 条）');
    await expect(page.locator('article')).toContainText('目前未见重大风险');
  });
});

test.describe('KYC report and company profile', () => {
  test('show cited sources and download their PDFs (zh-CN, en-US)', async ({ page }) => {
    await page.goto('/dueDiligence/kyc/KYC202611030001');
    await expect(page.locator('main')).toContainText('司法诉讼 · 记录 c9f2a1e7b3/j1');
    let file = await fileOf(page, () => page.getByRole('link', { name: '下载 PDF' }).click());
    expect(file.name).toBe('hengxi-sample-kyc-kyc202611030001.pdf');
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/en-US/company/d4e8b6a2c1');
    await expect(page.locator('main')).toContainText('Source: Court cases · record d4e8b6a2c1/j1');
    file = await fileOf(page, () => page.getByRole('link', { name: 'Download PDF' }).click());
    expect(file.name).toBe('hengxi-sample-company-d4e8b6a2c1.pdf');
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
