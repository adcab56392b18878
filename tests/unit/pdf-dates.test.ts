import { describe, expect, it } from 'vitest';
import { columnWidths, widestToken } from '@/lib/pdf/column-widths';
import { PdfReport } from '@/lib/pdf/report';

/** Text items of every page (each drawn line of a cell is its own item). */
async function pdfItems(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const items: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const it of content.items) if ('str' in it && it.str.trim()) items.push(it.str);
  }
  await doc.destroy();
  return items;
}

describe('PDF table columns', () => {
  it('never narrower than the widest date, amount or code; the rest share what is left', () => {
    const measure = (s: string) => s.length * 5;
    expect(widestToken('立案 2026年4月16日，金额 ¥1,234.56', measure)).toBe('2026年4月16日'.length * 5);
    const widths = columnWidths([0.6, 3, 1], [60, 0, 0], 460);
    expect(widths[0]).toBe(60);
    expect(widths[1] + widths[2]).toBeCloseTo(400, 6);
    expect(widths[1] / widths[2]).toBeCloseTo(3, 6);
    expect(columnWidths([1, 1], [400, 400], 500).reduce((a, b) => a + b)).toBeCloseTo(500, 6);
  });

  it('a narrow date column of a rendered table keeps each date on one line (zh-CN)', async () => {
    const r = new PdfReport({ locale: 'zh-CN', title: '测试', subtitle: '', meta: [] });
    const dates = ['2026年4月16日', '2025年12月31日', '2026-04-16'];
    r.table(
      [
        { label: '日期', width: 0.4 },
        { label: '事项', width: 6 },
        { label: '金额', width: 0.4 },
      ],
      dates.map((d, i) => [
        d,
        '某某合同纠纷一审判决，原告诉请被告支付货款及逾期付款利息，法院部分支持'.repeat(2),
        `¥${(i + 1) * 1_234_567}.89`,
      ]),
    );
    const items = await pdfItems(await r.finish());
    for (const d of dates)
      expect(
        items.some((s) => s.includes(d)),
        d,
      ).toBe(true);
    expect(items.some((s) => s.includes('¥1234567.89'))).toBe(true);
  });
});
