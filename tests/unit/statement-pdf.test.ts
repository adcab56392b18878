import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registrySource } from '@/lib/entities/registry-source';
import { IntakeError, readTableInProcess } from '@/lib/intake';
import { pdfLimits } from '@/lib/intake/pdf';
import { analyzeStatementFile } from '@/lib/statements';
import { handleStatementAnalysis } from '@/lib/statements/handler';

/**
 * Text-based PDF statements (issue 40 item 6): a two-page export with a title block, the header repeated on page 2
 * and page footers reads like the same statement as CSV; scans, images, encrypted, damaged, oversized and hostile
 * PDFs get their own clear answer.
 */
const font = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
);

function pdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 30, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    draw(doc);
    doc.end();
  });
}

const header = ['交易日期', '交易时间', '收入金额', '支出金额', '余额', '对方户名', '摘要'];
const xs = [30, 95, 150, 220, 290, 370, 500];
const rows: string[][] = [];
let balance = 5_000_000;
for (let i = 0; i < 70; i += 1) {
  const inflow = i % 3 === 0 ? 120_000 + i * 1_000.25 : 0;
  const outflow = inflow ? 0 : 40_000 + i * 333.33;
  balance += inflow - outflow;
  rows.push([
    `2026-0${5 + Math.floor(i / 20)}-${String((i % 20) + 1).padStart(2, '0')}`,
    `${String(9 + (i % 8)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`,
    inflow ? inflow.toFixed(2) : '',
    outflow ? outflow.toFixed(2) : '',
    balance.toFixed(2),
    inflow ? `客户${String.fromCharCode(0x7532 + (i % 5))}有限公司` : '某某供应链 管理有限公司',
    inflow ? '货款' : '材料款',
  ]);
}

async function statementPdf(): Promise<Uint8Array> {
  return pdf((doc) => {
    doc.font(font).fontSize(8);
    const perPage = 40;
    for (let p = 0; p * perPage < rows.length; p += 1) {
      if (p > 0) doc.addPage();
      let y = 40;
      if (p === 0) {
        doc.fontSize(12).text('账户交易明细（示例数据）', 30, y, { lineBreak: false });
        doc.fontSize(8);
        y += 22;
        doc.text('账户名称：某某精密机械有限公司', 30, y, { lineBreak: false });
        doc.text('账号：0000123456789012345', 300, y, { lineBreak: false });
        y += 18;
      }
      header.forEach((h, i) => doc.text(h, xs[i], y, { lineBreak: false }));
      y += 14;
      for (const r of rows.slice(p * perPage, (p + 1) * perPage)) {
        r.forEach((c, i) => doc.text(c, xs[i], y, { lineBreak: false }));
        y += 14;
      }
      doc.text(`第 ${p + 1} 页 共 2 页`, 270, 800, { lineBreak: false });
    }
  });
}

const code = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'read';
  } catch (e) {
    return e instanceof IntakeError ? e.code : String(e);
  }
};

describe('PDF statements', () => {
  it('reads a two-page text PDF like the same statement as CSV', async () => {
    const bytes = await statementPdf();
    const fromPdf = await analyzeStatementFile({ bytes, fileName: '流水.pdf' }, registrySource);
    const csv = [header, ...rows].map((r) => r.join(',')).join('\n');
    const fromCsv = await analyzeStatementFile(
      { bytes: new TextEncoder().encode(`账户名称：某某精密机械有限公司\n${csv}`), fileName: 's.csv' },
      registrySource,
    );
    if (fromPdf.kind !== 'analysis' || fromCsv.kind !== 'analysis') throw new Error('needs mapping');
    expect(fromPdf.analysis.count).toBe(70);
    expect(fromPdf.analysis.skipped).toEqual([]);
    expect(fromPdf.analysis.holder?.name).toBe('某某精密机械有限公司');
    expect(fromPdf.analysis.totals).toEqual(fromCsv.analysis.totals);
    expect(fromPdf.analysis.continuity).toEqual({ checked: 69, breaks: [] });
    expect(fromPdf.analysis.counterparties.map((c) => c.name)).toEqual(
      fromCsv.analysis.counterparties.map((c) => c.name),
    );
  });

  it('refuses scans, images, encrypted, damaged and oversized PDFs with their own answer', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const scan = await pdf((doc) => doc.rect(40, 40, 300, 200).fill('#888'));
    const locked = await pdf((doc) => doc.text('秘密', 40, 40), { userPassword: 'x', font: undefined });
    const long = await pdf((doc) => {
      for (let i = 0; i < pdfLimits.maxPages; i += 1) doc.addPage().text(`p${i}`, 40, 40);
    });
    expect(await code(readTableInProcess(png, 'scan.png', { pdf: true }))).toBe('imageNotRead');
    expect(await code(readTableInProcess(scan, 'scan.pdf', { pdf: true }))).toBe('pdfNoText');
    expect(await code(readTableInProcess(locked, 'locked.pdf', { pdf: true }))).toBe('pdfEncrypted');
    expect(await code(readTableInProcess(long, 'long.pdf', { pdf: true }))).toBe('pdfTooManyPages');
    const garbage = new TextEncoder().encode('%PDF-1.7\n\0\0 not a pdf at all');
    expect(await code(readTableInProcess(garbage, 'x.pdf', { pdf: true }))).toBe('corruptPdf');
    // Callers that do not take PDFs still refuse them as before.
    expect(await code(readTableInProcess(scan, 'scan.pdf'))).toBe('wrongType');
  });

  it('a hostile PDF: a page tree that contains itself and a page of 25,000 text fragments', async () => {
    const loop = new TextEncoder().encode(
      [
        '%PDF-1.4',
        '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
        '2 0 obj << /Type /Pages /Kids [2 0 R 3 0 R] /Count 100000 >> endobj',
        '3 0 obj << /Type /Pages /Kids [2 0 R] /Parent 2 0 R /Count 1 >> endobj',
        'trailer << /Root 1 0 R /Size 4 >>',
        '%%EOF',
      ].join('\n'),
    );
    // Refused with a clear answer (PDF.js does not follow the loop; nothing readable is on the pages it finds).
    expect(['corruptPdf', 'pdfTooManyPages', 'pdfNoText']).toContain(
      await code(readTableInProcess(loop, 'loop.pdf', { pdf: true })),
    );
    const confetti = await pdf((doc) => {
      doc.fontSize(2);
      // Alternate baselines, so no two neighbours can be merged into one text run.
      for (let i = 0; i < 25_000; i += 1)
        doc.text('x', 20 + (i % 250) * 2.2, 20 + Math.floor(i / 250) * 8 + (i % 2) * 3, { lineBreak: false });
    });
    expect(await code(readTableInProcess(confetti, 'confetti.pdf', { pdf: true }))).toBe('pdfTooManyItems');
  });

  it('answers a scanned statement with 422 and a localized message', async () => {
    const scan = await pdf((doc) => doc.rect(40, 40, 300, 200).fill('#888'));
    const form = new FormData();
    form.set('file', new File([scan as BlobPart], '扫描件.pdf', { type: 'application/pdf' }));
    form.set('locale', 'zh-CN');
    const res = await handleStatementAnalysis(
      new Request('http://x/api/statement-analysis', { method: 'POST', body: form }),
      { entities: registrySource },
    );
    expect(res.status).toBe(422);
    expect((await res.json()).message).toContain('扫描件或图片');
  });
});
