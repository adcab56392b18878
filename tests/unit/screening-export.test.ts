import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { registrySource } from '@/lib/entities/registry-source';
import { factsAsOf } from '@/lib/facts/as-of';
import { getRegistry } from '@/lib/registry';
import { handleScreeningExport, handleScreeningFile } from '@/lib/screening/handler';
import { screeningCsv, screeningXlsx } from '@/lib/screening/xlsx';
import { ledgerLayouts } from '../corpus/intake-layouts';

/** Issue 40: exports keep the client's data as given, with our columns beside it. */
async function readLedger(id: string) {
  const layout = (await ledgerLayouts()).find((l) => l.id === id)!;
  const form = new FormData();
  form.set('file', new File([new Uint8Array(layout.bytes)], layout.fileName));
  const res = await handleScreeningFile(new Request('http://x/api/screening/file', { method: 'POST', body: form }));
  expect(res.status).toBe(200);
  return res.json();
}

async function exportAs(body: Record<string, unknown>, format: 'xlsx' | 'csv', locale = 'zh-CN') {
  const res = await handleScreeningExport(
    new Request('http://x/api/screening/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, format, locale }),
    }),
    { entities: registrySource, xlsx: screeningXlsx, csv: screeningCsv, pdf: async () => new Uint8Array() },
  );
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('screening exports keep the client’s data', () => {
  it('XLSX: every client column in order under its own name, numbers and dates typed, ours prefixed and distinct; exposure per verdict', async () => {
    const answer = await readLedger('xlsx-merged-title');
    const rent = answer.clientColumns.headers.indexOf('剩余租金');
    const bytes = await exportAs(
      { rows: answer.rows, extraHeaders: answer.extraHeaders, clientColumns: answer.clientColumns, exposure: rent },
      'xlsx',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    const ws = wb.worksheets[0];
    const headers = (ws.getRow(1).values as string[]).slice(1);
    const client = [
      '序号',
      '承租人名称',
      '统一社会信用代码',
      '租赁物',
      '剩余租金',
      '保证金',
      '原值',
      '起租日',
      '客户经理',
      '备注',
    ];
    expect(headers.slice(0, 10)).toEqual(client);
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers.slice(10).every((h) => h.startsWith('衡析·'))).toBe(true);
    expect(headers).toContain('衡析·统一社会信用代码');
    // Nine lessees, nothing else; 剩余租金 a number, 起租日 a date, 备注 kept.
    expect(ws.rowCount).toBe(10);
    expect(ws.getRow(2).getCell(1).value).toBe(1);
    expect(typeof ws.getRow(2).getCell(5).value).toBe('number');
    expect(ws.getRow(2).getCell(8).value).toBeInstanceOf(Date);
    expect(ws.getRow(4).getCell(10).value).toBe('展期一次');
    expect(ws.getRow(2).getCell(2).value).toBe(getRegistry().enterprises.filter((e) => e.status === 'active')[0].name);
    const asOf = ws.getRow(2).getCell(headers.indexOf('衡析·数据截至') + 1).value as Date;
    expect(asOf.toISOString().slice(0, 10)).toBe(factsAsOf);
    // Summary: exposure total per verdict adds up to the ledger's 合计.
    const sum = wb.worksheets[1];
    const byLabel = new Map<string, ExcelJS.CellValue[]>();
    sum.eachRow((r) => byLabel.set(String(r.getCell(1).value), [r.getCell(2).value, r.getCell(3).value]));
    const total = answer.rows.reduce((n: number, r: { extra: string[] }) => n + Number(r.extra[rent - 2]), 0);
    expect(byLabel.get('筛查总数')?.[1]).toBeCloseTo(total, 2);
    const parts = ['无异常', '待复核', '高风险'].map((k) => Number(byLabel.get(k)?.[1] ?? 0));
    expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(total, 2);
    expect(String(sum.getRow(3).getCell(1).value)).toBe('登记库数据截至');
  });

  it('CSV through the one writer: the same columns; full-width and text numbers written as numbers', async () => {
    const answer = await readLedger('csv-fullwidth');
    const csv = new TextDecoder().decode(
      await exportAs(
        { rows: answer.rows, extraHeaders: answer.extraHeaders, clientColumns: answer.clientColumns },
        'csv',
        'en-US',
      ),
    );
    const [head, first] = csv.replace(/^\uFEFF/, '').split('\n');
    expect(head.split(',').slice(0, 3)).toEqual(['序号', '承租人名称', '统一社会信用代码']);
    expect(head).toContain('Hengxi: USCC');
    expect(first.split(',')[0]).toBe('1');
    expect(first).toContain(',1250000,');
  });

  it('keeps a formula-looking client cell as text (XLSX text cell, CSV neutralised)', async () => {
    const rows = [{ name: '青岑冷链', extra: ['=HYPERLINK("http://x","y")'] }];
    const clientColumns = { headers: ['企业名称', '备注'], name: 0, uscc: null, extra: [1] };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await exportAs({ rows, extraHeaders: ['备注'], clientColumns }, 'xlsx')).buffer as ArrayBuffer);
    const cell = wb.worksheets[0].getRow(2).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://x","y")');
    const csv = new TextDecoder().decode(await exportAs({ rows, extraHeaders: ['备注'], clientColumns }, 'csv'));
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('refuses client columns that do not fit the rows (falls back to the input columns), never a 500', async () => {
    const rows = [{ name: '青岑冷链', extra: ['a', 'b'] }];
    const clientColumns = { headers: ['企业名称'], name: 0, uscc: null, extra: [5] };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      (await exportAs({ rows, extraHeaders: ['x', 'y'], clientColumns, exposure: 9 }, 'xlsx')).buffer as ArrayBuffer,
    );
    expect((wb.worksheets[0].getRow(1).values as string[]).slice(1, 5)).toEqual([
      '企业名称',
      '统一社会信用代码',
      'x',
      'y',
    ]);
  });
});

describe('accepting a candidate in batch screening', () => {
  it('an unconfirmed row screened again by the accepted USCC: confident, the client’s name kept as given', async () => {
    const { screenRows } = await import('@/lib/screening');
    const chenghu = getRegistry().byCkey.get('c9f2a1e7b3')!;
    const typo = `${chenghu.name.slice(0, 3)}某${chenghu.name.slice(4)}`;
    const [before] = screenRows([{ name: typo }], registrySource).results;
    expect(before.flags.map((f) => f.code)).toContain('lowConfidence');
    const [after] = screenRows([{ name: typo, accepted: before.uscc! }], registrySource).results;
    expect(after.ckey).toBe(chenghu.ckey);
    expect(after.flags.map((f) => f.code)).not.toContain('lowConfidence');
    expect(after.input.name).toBe(typo);
  });
});
