import { describe, expect, it } from 'vitest';
import { fontRuns } from '@/lib/pdf/font-runs';
import { unbreakableSegments } from '@/lib/pdf/line-break';
import { PdfReport } from '@/lib/pdf/report';
import { pdfTextItems } from './pdf-text';

describe('PDF line breaking (lib/pdf/line-break.ts)', () => {
  it('breaks English between words and Chinese between characters, never inside dates, amounts or codes', () => {
    expect(unbreakableSegments('Confidence in enforcement')).toEqual(['Confidence', 'in', 'enforcement']);
    expect(unbreakableSegments('Filed 2026-04-16, CNY 1,286,400.00')).toEqual([
      'Filed',
      '2026-04-16,',
      'CNY',
      '1,286,400.00',
    ]);
    expect(unbreakableSegments('被执行人')).toEqual(['被', '执', '行', '人']);
    expect(unbreakableSegments('')).toEqual([]);
  });
});

describe('PDF fonts (lib/pdf/font-runs.ts)', () => {
  it('sets English text, its curly quotes and dashes in the Latin font and Chinese names in the CJK one', () => {
    expect(fontRuns('The company’s parent 启屿新材料 holds 62% — “direct”.', 'en-US')).toEqual([
      { text: 'The company’s parent ', font: 'latin' },
      { text: '启屿新材料 ', font: 'cjk' },
      { text: 'holds 62% — “direct”.', font: 'latin' },
    ]);
    expect(fontRuns('“公司”的股东', 'zh-CN')).toEqual([{ text: '“公司”的股东', font: 'cjk' }]);
  });
});

describe('an English PDF report (lib/pdf/report.ts)', () => {
  it('keeps every word of a narrow many-column table whole, and draws Latin text in Noto Sans', async () => {
    const words = [
      'Confidence',
      'Defendant',
      'Enforcement',
      'Shareholding',
      'Beneficiary',
      'Counterparty',
      'Jurisdiction',
    ];
    const r = new PdfReport({ locale: 'en-US', title: 'Sample report', subtitle: 'The company’s file', meta: [] });
    r.section('Table');
    r.table(
      words.map((label) => ({ label, width: 1 })),
      [words.map((w) => `${w} ${w.toLowerCase()}`), words.map(() => 'In enforcement since 2026-04-16')],
    );
    r.paragraph('The company’s controller, 梁承泽, holds 41.6% — directly and through an investee.');
    const items = await pdfTextItems(await r.finish());
    const text = items.map((i) => i.str);
    // No word is cut across lines: each appears whole in one text item.
    for (const w of [...words, 'enforcement'])
      expect(
        text.some((s) => s.includes(w)),
        w,
      ).toBe(true);
    // The apostrophe sits in a Latin-font run (NotoSans), the Chinese name in the CJK font (NotoSansSC).
    const apostrophe = items.find((i) => i.str.includes('company’s controller'));
    expect(apostrophe?.font).toMatch(/NotoSans(?!SC)/);
    expect(items.find((i) => i.str.includes('梁承泽'))?.font).toMatch(/NotoSansSC/);
  }, 30_000);
});
