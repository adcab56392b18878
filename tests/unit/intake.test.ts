import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText, detectColumns, IntakeError, intakeLimits, mapRows, readTable } from '@/lib/intake';
import { statementFieldSpecs } from '@/lib/statements/parse';

const enc = (s: string) => new TextEncoder().encode(s);

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof IntakeError ? e.code : `other: ${String(e)}`;
  }
}

async function xlsx(build: (ws: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb.addWorksheet('Sheet1'));
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('decodeText', () => {
  const text = '企业名称,统一社会信用代码\n澄湖微动精密制造有限公司,91000000SAMPLE0001\n';

  it('reads a GBK CSV as Excel on Chinese Windows writes it', () => {
    const d = decodeText(new Uint8Array(iconv.encode(text, 'gbk')));
    expect(d.text).toBe(text);
    expect(d.encoding).toBe('gb18030');
    expect(d.warnings[0]).toMatchObject({ code: 'legacyEncoding' });
  });

  it('reads UTF-8 with and without BOM, and UTF-16LE with BOM', () => {
    expect(decodeText(enc(text)).text).toBe(text);
    expect(decodeText(enc(`\uFEFF${text}`)).text).toBe(text);
    const u16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    expect(decodeText(u16).text).toBe(text);
  });

  it('decodes a file mixing UTF-8 and GBK lines line by line, and says which lines', () => {
    const bytes = Buffer.concat([
      Buffer.from('名称\n青岑冷链供应链有限公司\n'),
      iconv.encode('启屿新材料科技股份有限公司\n', 'gbk'),
    ]);
    const d = decodeText(new Uint8Array(bytes));
    expect(d.text).toBe('名称\n青岑冷链供应链有限公司\n启屿新材料科技股份有限公司\n');
    expect(d.warnings[0]).toMatchObject({ code: 'mixedEncoding', lines: [3] });
  });
});

describe('readTable', () => {
  it('rejects wrong types, legacy .xls, empty and corrupt files with their codes', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(await codeOf(readTable(png, 'list.png'))).toBe('imageNotRead');
    expect(await codeOf(readTable(png, 'list.csv'))).toBe('imageNotRead');
    expect(await codeOf(readTable(enc('%PDF-1.7'), 'list.pdf'))).toBe('wrongType');
    expect(await codeOf(readTable(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]), 'list.xls'))).toBe('legacyXls');
    expect(await codeOf(readTable(new Uint8Array(), 'list.csv'))).toBe('empty');
    expect(await codeOf(readTable(enc('\n\n , \n'), 'list.csv'))).toBe('empty');
    expect(await codeOf(readTable(enc('PK\u0003\u0004garbage'), 'list.xlsx'))).toBe('corruptXlsx');
    expect(await codeOf(readTable(enc('not a zip'), 'list.xlsx'))).toBe('corruptXlsx');
  });

  it('enforces 5 MB and 10,000 data rows', async () => {
    expect(await codeOf(readTable(new Uint8Array(intakeLimits.maxBytes + 1).fill(0x41), 'big.csv'))).toBe('tooLarge');
    const rows = ['name', ...Array.from({ length: 10_001 }, (_, i) => `企业${i}`)].join('\n');
    const t = await readTable(enc(rows), 'list.csv');
    expect(() => mapRows(t.rows, 0, { name: 0 })).toThrowError(IntakeError);
    const ok = await readTable(enc(rows.split('\n').slice(0, 10_001).join('\n')), 'list.csv');
    expect(mapRows(ok.rows, 0, { name: 0 })).toHaveLength(10_000);
    const way = ['name', ...Array.from({ length: 10_100 }, (_, i) => `n${i}`)].join('\n');
    expect(await codeOf(readTable(enc(way), 'list.csv'))).toBe('tooManyRowsOver');
  });

  it('reads XLSX cells as text, uses saved formula results and says so', async () => {
    const bytes = await xlsx((ws) => {
      ws.addRow(['交易日期', '收入金额', '对方户名']);
      ws.addRow([new Date(Date.UTC(2026, 4, 3)), 1200.5, { richText: [{ text: '青岑' }, { text: '冷链' }] }]);
      ws.addRow(['2026-05-04', { formula: 'B2*2', result: 2401 }, 'X']);
    });
    const t = await readTable(bytes, 'a.xlsx');
    expect(t.rows).toEqual([
      ['交易日期', '收入金额', '对方户名'],
      ['2026-05-03', '1200.5', '青岑冷链'],
      ['2026-05-04', '2401', 'X'],
    ]);
    expect(t.warnings).toEqual([{ code: 'formulaCells', count: 1, cells: ['B3'] }]);
  });

  it('refuses formula cells without a saved value', async () => {
    const bytes = await xlsx((ws) => {
      ws.addRow(['name']);
      ws.addRow([{ formula: 'CONCAT("a","b")' }]);
    });
    expect(await codeOf(readTable(bytes, 'a.xlsx'))).toBe('formulaNoValue');
  });

  it('detects a tab-separated export', async () => {
    const t = await readTable(enc('交易日期\t收入金额\n2026-05-01\t1,000.00\n'), 'x.txt');
    expect(t.rows[1]).toEqual(['2026-05-01', '1,000.00']);
  });
});

describe('detectColumns', () => {
  it('finds the header under a title block and maps bank-export headers', () => {
    const rows = [
      ['账户明细查询'],
      ['账户名称', '示例公司'],
      ['记账日期', '借方发生额(元)', '贷方发生额(元)', '账户余额', '对方单位', '用途'],
      ['2026-05-01', '0', '100', '100', 'A', 'x'],
    ];
    const d = detectColumns(rows, statementFieldSpecs);
    expect(d.headerRow).toBe(2);
    expect(d.mapping).toMatchObject({ date: 0, outflow: 1, inflow: 2, balance: 3, counterparty: 4, memo: 5 });
  });

  it('marks loose matches as unsure', () => {
    const d = detectColumns([['日期', '收款金额合计', '对方']], statementFieldSpecs);
    expect(d.mapping.inflow).toBe(1);
    expect(d.unsure).toContain('inflow');
  });
});
