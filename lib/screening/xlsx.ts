/**
 * Screening results as an XLSX workbook (exceljs) and as CSV (the site's one CSV writer, lib/format/csv.ts).
 *
 * The results sheet keeps the client's data as given (issue 40): every column of the uploaded list, in its order,
 * under its own name, numbers as numbers and dates as dates (`resultTable`: a column is typed when every filled cell
 * is a number or an ISO date), then our columns with prefixed, distinct names (match, status, score, verdict, flags,
 * duplicates, source records, the registry's as-of date). Text is always written as a text cell, never a formula.
 * The summary sheet has the counts per verdict, the as-of date, and — when the client marked an amount column as
 * exposure — its total per verdict.
 */
import ExcelJS from 'exceljs';
import type { Locale } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { factsAsOf } from '@/lib/facts/as-of';
import type { ScreeningResult, ScreeningSummary } from './index';
import { exposureTotals, resultTable, type ExportColumns } from './labels';

/** The client's columns and the exposure column (an index among them), from the list's intake. */
export interface ExportOptions {
  client?: ExportColumns;
  exposure?: number | null;
}

/** A date text `YYYY-MM-DD[ HH:MM:SS]` as a UTC Date for a date cell. */
function dateCell(text: string): Date | string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return text;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
}

/** Renders the workbook's bytes; `extraHeaders` name the client's columns carried in each row's `input.extra`. */
export async function screeningXlsx(
  results: ScreeningResult[],
  summary: ScreeningSummary,
  locale: Locale,
  extraHeaders: string[] = [],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const t = translator(locale, 'tryIt');
  const wb = new ExcelJS.Workbook();
  wb.creator = locale === 'zh-CN' ? '衡析科技（示例数据）' : 'Hengxi Technology (sample data)';
  const ws = wb.addWorksheet(locale === 'zh-CN' ? '筛查结果' : 'Results');
  const table = resultTable(t, results, extraHeaders, options);
  ws.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) {
    // Text stays text: exceljs writes a string as a (shared) string cell whatever it starts with; only
    // `{ formula }` values become formulas, and none are written.
    ws.addRow(row.map((v, i) => (table.types[i] === 'date' && typeof v === 'string' && v ? dateCell(v) : v)));
  }
  table.types.forEach((type, i) => {
    const col = ws.getColumn(i + 1);
    const sample = [table.headers[i], ...table.rows.slice(0, 200).map((r) => r[i])];
    col.width = Math.min(48, Math.max(8, ...sample.map((v) => String(v ?? '').length * 1.6)));
    if (type === 'date') col.numFmt = 'yyyy-mm-dd';
  });
  const scoreCol = table.clientCount + 6;
  ws.getColumn(scoreCol).numFmt = '0%';
  if (table.exposure !== null) ws.getColumn(table.exposure + 1).numFmt = '#,##0.00';
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };

  const sum = wb.addWorksheet(locale === 'zh-CN' ? '汇总' : 'Summary');
  sum.columns = [
    { key: 'k', width: 34 },
    { key: 'v', width: 14 },
    { key: 'x', width: 20 },
  ];
  sum.addRow([t('pdf.screeningTitle')]).font = { bold: true, size: 14 };
  sum.addRow([t('pdf.sampleFooter')]).font = { color: { argb: 'FFB42318' } };
  sum.addRow([t('screening.export.asOf'), dateCell(factsAsOf)]).getCell(2).numFmt = 'yyyy-mm-dd';
  sum.addRow([]);
  const totals = exposureTotals(table, results);
  if (totals) {
    sum.addRow([
      '',
      t('screening.export.count'),
      t('screening.export.exposure', { column: table.headers[table.exposure!] }),
    ]).font = { bold: true };
  }
  for (const k of ['total', 'clean', 'review', 'high', 'unmatched', 'duplicates'] as const) {
    const row = sum.addRow([t(`screening.summary.${k}`), summary[k]]);
    if (totals && k !== 'duplicates') {
      row.getCell(3).value = totals[k];
      row.getCell(3).numFmt = '#,##0.00';
    }
  }
  sum.addRow([]);
  for (const [code, n] of Object.entries(summary.flags))
    sum.addRow([t(`screening.flags.${code}`, { count: '', status: 'other' }).trim(), n]);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/**
 * The results sheet as CSV (UTF-8 with BOM so Excel reads the Chinese), same columns as the XLSX, through the site's
 * CSV-injection-safe writer; a client's number column is written as numbers ("１,２５０" → 1250).
 */
export async function screeningCsv(
  results: ScreeningResult[],
  _summary: ScreeningSummary,
  locale: Locale,
  extraHeaders: string[] = [],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const { toCsv } = await import('@/lib/format/csv');
  const table = resultTable(translator(locale, 'tryIt'), results, extraHeaders, options);
  return new TextEncoder().encode(toCsv([table.headers, ...table.rows]));
}
