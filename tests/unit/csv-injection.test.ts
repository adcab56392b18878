/**
 * CSV injection (OWASP): every CSV the site writes goes through `toCsv` (lib/format/csv.ts), so a visitor's text
 * that a spreadsheet would run as a formula opens as text; numbers stay numbers. Checked on the function and on
 * each export path that carries a visitor's cells: batch screening (CSV and XLSX) and the site-visit record's ZIP.
 * The sales team's `leads:export` is checked in tests/leads/export.test.ts.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { recordZip } from '@/components/try-it/remote/record-zip';
import { registrySource } from '@/lib/entities/registry-source';
import { neutraliseCell, toCsv } from '@/lib/format/csv';
import { getRegistry } from '@/lib/registry';
import { visitChecklist, visitSubject } from '@/lib/remote/checklist';
import { visitRecord } from '@/lib/remote/record';
import { handleScreeningExport } from '@/lib/screening/handler';
import { screeningCsv, screeningXlsx } from '@/lib/screening/xlsx';

/** Cells a hostile client file or form field may hold, each of which Excel or WPS would evaluate. */
const hostile = ['=HYPERLINK("http://evil.example","click")', '+SUM(1,1)', '@cmd', '-1+1', '\t=1+1', '\r=1+1', '=1'];
/** A cell a spreadsheet would treat as a formula: starts with a formula character and is not a plain number. */
const live = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?[\d,]+(\.\d+)?$/.test(cell);
const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('toCsv: the one CSV writer', () => {
  it('writes every hostile text cell with a leading apostrophe, and nothing else changes', () => {
    const rows = parse(toCsv([hostile, ['澄湖微动', 'a=b', 'x@y', '']]));
    expect(rows[0]).toEqual(hostile.map((h) => `'${h}`));
    expect(rows[1]).toEqual(['澄湖微动', 'a=b', 'x@y', '']);
    expect(rows.flat().filter(live)).toEqual([]);
  });

  it('keeps numbers as numbers, negative ones and numeric text included', () => {
    expect(neutraliseCell(-1)).toBe(-1);
    expect(neutraliseCell('-1200.50')).toBe('-1200.50');
    expect(neutraliseCell('+86')).toBe('+86');
    expect(neutraliseCell('-1,234.5')).toBe('-1,234.5');
    expect(parse(toCsv([[-3.5, 0, 12, '-7']]))[0]).toEqual(['-3.5', '0', '12', '-7']);
  });

  it('prefixes a BOM for Excel unless told not to, and writes Windows line ends on request', () => {
    expect(toCsv([['a']])).toBe('\uFEFFa\n');
    expect(toCsv([['a'], ['b']], { bom: false, recordDelimiter: 'windows' })).toBe('a\r\nb\r\n');
  });
});

describe('export paths with hostile cells', () => {
  const rows = hostile.map((h, i) => ({ name: h, extra: [hostile[(i + 1) % hostile.length], String(-100 * i)] }));
  const extraHeaders = ['@客户经理', '剩余租金'];

  it('batch screening CSV (POST /api/screening/export): no live formula, negative amounts stay numbers', async () => {
    const res = await handleScreeningExport(
      new Request('http://x/api/screening/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rows, extraHeaders, format: 'csv', locale: 'en-US' }),
      }),
      { entities: registrySource, xlsx: screeningXlsx, csv: screeningCsv, pdf: async () => new Uint8Array() },
    );
    expect(res.status).toBe(200);
    const table = parse(await res.text());
    expect(table.flat().filter(live)).toEqual([]);
    expect(table.flat()).toContain(`'${hostile[0]}`);
    expect(table.flat()).toContain('-300');
  });

  it('batch screening XLSX: hostile text is a text cell, never a formula', async () => {
    const res = await handleScreeningExport(
      new Request('http://x/api/screening/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rows, extraHeaders, format: 'xlsx', locale: 'zh-CN' }),
      }),
      { entities: registrySource, xlsx: screeningXlsx, csv: screeningCsv, pdf: async () => new Uint8Array() },
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const cells: ExcelJS.Cell[] = [];
    wb.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => void cells.push(c))));
    expect(cells.filter((c) => c.type === ExcelJS.ValueType.Formula)).toEqual([]);
    expect(cells.some((c) => c.value === hostile[0] && c.type === ExcelJS.ValueType.String)).toBe(true);
  });

  it('the site-visit record ZIP: record.csv has no live formula in a typed answer', async () => {
    const registry = getRegistry();
    const e = registry.enterprises[0];
    const items = visitChecklist(e, registry);
    const questions = items.filter((i) => i.kind === 'question');
    const record = visitRecord({
      company: visitSubject(e, registry),
      locale: 'en-US',
      createdAt: new Date('2026-11-25T09:00:00Z'),
      items,
      answers: Object.fromEntries(questions.map((q, i) => [q.id, hostile[i % hostile.length]])),
      photos: [],
      title: (i) => `=T-${i.id}`,
      because: () => null,
    });
    const headers = {
      no: '#',
      item: 'Item',
      kind: 'Type',
      because: 'Why',
      answer: 'Answer',
      photos: 'Photos',
      takenAt: 'Taken',
      location: 'Location',
    };
    const zip = await JSZip.loadAsync(await (await recordZip(record, new Map(), headers, (k) => k)).arrayBuffer());
    const table = parse(await zip.file('record.csv')!.async('string'));
    expect(table).toHaveLength(items.length + 1);
    expect(table.flat().filter(live)).toEqual([]);
    expect(table.flat()).toContain(`'${hostile[0].trim()}`);
  });
});
