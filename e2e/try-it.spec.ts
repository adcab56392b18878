import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { demoReady, seriousAxeViolations } from './helpers';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import PDFDocument from 'pdfkit';

/** The "try it" demos in Chromium: statement analysis and batch screening, with uploads, progress and downloads. */

test.describe('bank-statement analysis', () => {
  test('analyses a sample statement and downloads its PDF (zh-CN)', async ({ page }) => {
    await page.goto('/service/waterDueDiligence');
    await page.waitForLoadState('networkidle'); // the demo hydrates after its island's chunk (issue 28)
    await page.getByRole('link', { name: '在线试用' }).click();
    await expect(page).toHaveURL(/#try-it$/);
    await page.getByRole('button', { name: '分析这份流水' }).nth(1).click();
    const result = page.locator('article');
    await expect(result.getByRole('heading', { name: '分析结果：青岑冷链供应链有限公司' })).toBeVisible();
    await expect(result).toContainText('余额连续性有 1 处断点');
    await expect(result).toContainText('融资资金流向关联方');
    await expect(result).toContainText('不计入收入');
    await expect(result).toContainText('来源：股东信息 · 记录 d4e8b6a2c1/f5f9f33c45');
    await expect(result).toContainText('中国人民银行令〔2016〕第3号');
    await expect(result.locator('svg.recharts-surface').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: '下载 PDF 报告' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('asks for columns when headers differ, then analyses the upload (en-US)', async ({ page }) => {
    await page.goto('/en-US/service/waterDueDiligence#try-it');
    await demoReady(page);
    const csv = 'When,Credit,Debit,Who\n2026-05-04,1000.00,,Alpha Trading\n2026-05-05,,400.00,Beta Foods\n';
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Confirm the columns' })).toBeVisible();
    await page.getByLabel('Date *').selectOption({ label: 'When' });
    await page.getByLabel('Counterparty *').selectOption({ label: 'Who' });
    await page.getByRole('button', { name: 'Analyse with these columns' }).click();
    await expect(page.getByRole('heading', { name: 'Analysis', exact: true })).toBeVisible();
    await expect(page.locator('article')).toContainText('Alpha Trading');
  });

  test('says clearly what is wrong with a bad file', async ({ page }) => {
    await page.goto('/en-US/service/waterDueDiligence#try-it');
    await demoReady(page);
    await page.locator('input[type=file]').setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.from('\x89PNG\r\n\x1a\n\0\0', 'latin1'),
    });
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect(page.locator('#try-it').getByRole('alert')).toHaveText(
      '“scan.png” is an image. Scans and photos can’t be read (we don’t do text recognition); upload the file your system exported instead.',
    );
  });

  test('reads a text-based PDF statement (zh-CN)', async ({ page }) => {
    await page.goto('/service/waterDueDiligence#try-it');
    await demoReady(page);
    const pdf = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'A4', margin: 30 });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.font(
        path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
      );
      doc.fontSize(9);
      const lines = [
        ['交易日期', '收入金额', '支出金额', '余额', '对方户名', '摘要'],
        ['2026-05-06', '50000.00', '', '150000.00', '甲客户有限公司', '货款'],
        ['2026-05-07', '', '20000.00', '130000.00', '乙供应商有限公司', '材料款'],
      ];
      lines.forEach((l, r) => l.forEach((c, i) => doc.text(c, 30 + i * 90, 40 + r * 16, { lineBreak: false })));
      doc.end();
    });
    await expect(page.locator('#try-it')).toContainText('电子版 PDF');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: '流水.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: '开始分析', exact: true }).click();
    const result = page.locator('article');
    await expect(result).toContainText('余额连续性核对通过');
    await expect(result).toContainText('最大客户为甲客户有限公司');
  });
});

test.describe('batch screening', () => {
  test('screens an uploaded GBK CSV with progress, filters and downloads XLSX (zh-CN)', async ({ page }) => {
    await page.goto('/service/batchPreliminaryScreening#try-it');
    await demoReady(page);
    const names = [
      '澄湖微动精密制造有限公司',
      '青岑冷链',
      'QIYU NEW MATERIALS TECHNOLOGY CO., LTD.',
      '无名之辈贸易有限公司',
    ];
    const rows = Array.from({ length: 1200 }, (_, i) => `"${names[i % names.length]}",`);
    const csv = iconv.encode(['企业名称,统一社会信用代码', ...rows].join('\r\n'), 'gbk');
    await page.locator('input[type=file]').setInputFiles({ name: '名单.csv', mimeType: 'text/csv', buffer: csv });
    // The progress line lives only while the chunks run (well under a second on a fast machine): record that it
    // appeared with a MutationObserver installed before the click, rather than polling for it afterwards.
    await page.evaluate(() => {
      const w = window as Window & { sawProgress?: boolean };
      w.sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('#try-it [role="status"]')?.textContent?.includes('正在筛查')) w.sawProgress = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: '开始筛查' }).click();
    await expect.poll(() => page.evaluate(() => (window as Window & { sawProgress?: boolean }).sawProgress)).toBe(true);
    const result = page.getByTestId('screening-result');
    await expect(result).toBeVisible();
    await expect(page.getByText('文件不是 UTF-8 编码，已按 GB18030 解码')).toBeVisible();
    await expect(result.getByRole('button', { name: /1,200\s*筛查总数/ })).toBeVisible();
    // 青岑冷链 and 启屿新材 are high risk (启屿新材 by its own grade, as its KYC says); 澄湖微动 is to review.
    await expect(result.getByRole('button', { name: /600\s*高风险/ })).toBeVisible();
    await expect(result.getByRole('button', { name: /300\s*未匹配/ })).toBeVisible();
    // Virtualised: far fewer rows in the DOM than in the list.
    expect(await result.getByRole('row').count()).toBeLessThan(60);
    await result.getByRole('button', { name: /高风险/ }).click();
    await expect(result.getByRole('row').nth(1)).toContainText('青岑冷链供应链有限公司');
    // A matched row leads on: the company page and its KYC report, each in a new tab.
    const company = result.getByRole('row').nth(1).getByRole('link', { name: '青岑冷链供应链有限公司' });
    await expect(company).toHaveAttribute('target', '_blank');
    await expect(company).toHaveAttribute('href', /\/company\/[0-9a-z]+$/);
    await expect(result.getByRole('row').nth(1).getByRole('link', { name: 'KYC 报告' })).toHaveAttribute(
      'href',
      /kyc/i,
    );
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: '下载 XLSX' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  test('screens a pasted sample list and downloads the PDF (en-US)', async ({ page }) => {
    await page.goto('/en-US/service/batchPreliminaryScreening#try-it');
    await demoReady(page);
    // The demo's code is its own chunk, fetched after the page's (issue 28): wait for it, as a visitor's first click comes later.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Fill in a sample list' }).click();
    // About 30 registry companies in many name forms plus a few unknown names (lib/registry/sample-list.ts).
    const lines = (await page.locator('#try-it textarea').inputValue()).split('\n').filter(Boolean).length;
    expect(lines).toBeGreaterThanOrEqual(30);
    await page.getByRole('button', { name: 'Screen' }).click();
    const result = page.getByTestId('screening-result');
    await expect(result.getByRole('button', { name: new RegExp(`${lines}\\s*Screened`) })).toBeVisible();
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Download PDF' }).click();
    expect(
      readFileSync((await (await download).path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('rejects a legacy .xls with a clear message', async ({ page }) => {
    await page.goto('/en-US/service/batchPreliminaryScreening#try-it');
    await demoReady(page);
    await page.locator('input[type=file]').setInputFiles({
      name: 'list.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    });
    await page.getByRole('button', { name: 'Screen' }).click();
    await expect(page.locator('#try-it').getByRole('alert')).toContainText(
      'Legacy Excel files (.xls) aren’t supported',
    );
  });
});

test.describe('demo centre', () => {
  test('links both online demos, opening each at its demo section', async ({ page }) => {
    await page.goto('/demo');
    const group = page.getByRole('region', { name: '在线试用' });
    const link = group.getByRole('link', { name: /银行流水分析/ });
    await expect(link).toHaveAttribute('href', '/service/waterDueDiligence#try-it');
    await link.click();
    // The service page is rendered on its first request; allow for that on a busy machine.
    await expect(page).toHaveURL(/\/service\/waterDueDiligence#try-it$/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: '分析这份流水' }).first()).toBeVisible();
    await page.goto('/en-US/demo');
    await page
      .getByRole('region', { name: 'Try it online' })
      .getByRole('link', { name: /Batch entity screening/ })
      .click();
    await expect(page).toHaveURL(/\/en-US\/service\/batchPreliminaryScreening#try-it$/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Fill in a sample list' })).toBeVisible();
  });
});

test.describe('accessibility of the results', () => {
  const axe = (page: import('@playwright/test').Page) => seriousAxeViolations(page, '#try-it');

  test('statement analysis results: no serious or critical axe violation', async ({ page }) => {
    await page.goto('/en-US/service/waterDueDiligence#try-it');
    await demoReady(page);
    await page.getByRole('button', { name: 'Analyse this statement' }).first().click();
    await expect(page.locator('article svg.recharts-surface').first()).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test('screening results: no serious or critical axe violation', async ({ page }) => {
    await page.goto('/service/batchPreliminaryScreening#try-it');
    await demoReady(page);
    // The demo's code is its own chunk, fetched after the page's (issue 28): wait for it, as a visitor's first click comes later.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: '填入示例名单' }).click();
    await page.getByRole('button', { name: '开始筛查' }).click();
    await expect(page.getByTestId('screening-result')).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('batch screening reads a real ledger (issue 40)', () => {
  test('an XLSX ledger with a merged title and a 合计 row: the companies only, the header row correctable, exposure totals (zh-CN, 1440 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('台账');
    ws.getCell('A1').value = '苏州某融资租赁有限公司 存量承租人台账（导出日期：2026-11-25）';
    ws.mergeCells('A1:F1');
    ws.addRow([]);
    ws.addRow(['序号', '承租人名称', '统一社会信用代码', '租赁物', '剩余租金', '备注']);
    ws.addRow([1, '青岑冷链供应链有限公司', '', '冷链车辆', 1_250_000, '']);
    ws.addRow([2, '澄湖微动精密制造有限公司', '', '数控机床', 800_000.5, '展期一次']);
    ws.addRow(['合计', null, null, null, { formula: 'SUM(E4:E5)', result: 2_050_000.5 }]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    await page.goto('/service/batchPreliminaryScreening#try-it');
    await demoReady(page);
    await page.waitForLoadState('networkidle');
    await page.locator('#try-it input[type=file]').setInputFiles({
      name: '台账.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.getByRole('button', { name: '开始筛查' }).click();
    const result = page.getByTestId('screening-result');
    await expect(result.getByRole('button', { name: /^2\s*筛查总数/ })).toBeVisible();
    await expect(page.getByTestId('screening-lines')).toContainText('已跳过表头上方 1 行标题信息');
    await expect(page.getByTestId('screening-lines')).toContainText('1 行合计或小计');
    await expect(page.getByTestId('screening-read-as')).toContainText('表头在第 3 行；企业名称取自「承租人名称」列');
    // Exposure: 剩余租金 totalled per verdict.
    await page.getByTestId('screening-exposure').getByRole('combobox').selectOption({ label: '剩余租金' });
    await expect(page.getByTestId('screening-exposure')).toContainText('合计 2,050,000.5');
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: '下载 XLSX' }).click();
    const out = new ExcelJS.Workbook();
    await out.xlsx.readFile((await (await download).path())!);
    const head = (out.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(head.slice(0, 6)).toEqual(['序号', '承租人名称', '统一社会信用代码', '租赁物', '剩余租金', '备注']);
    expect(typeof out.worksheets[0].getRow(2).getCell(5).value).toBe('number');
    // The mapping step: the title is never a column; choosing the title row as header is possible and undoable.
    await page.getByRole('button', { name: '更正表头或列' }).click();
    const mapping = page.getByTestId('screening-mapping');
    const nameSelect = mapping.getByRole('combobox', { name: '企业名称列' });
    await expect(nameSelect.locator('option')).toHaveText([
      '（无）',
      '序号',
      '承租人名称',
      '统一社会信用代码',
      '租赁物',
      '剩余租金',
      '备注',
    ]);
    await mapping.getByRole('combobox', { name: '表头所在行' }).selectOption('0');
    await expect(nameSelect.locator('option').nth(1)).toContainText('存量承租人台账');
    await mapping.getByRole('combobox', { name: '表头所在行' }).selectOption('1');
    await expect(nameSelect).toHaveValue('1');
    await mapping.getByRole('button', { name: '按所选列筛查' }).click();
    await expect(result.getByRole('button', { name: /^2\s*筛查总数/ })).toBeVisible();
  });
});
