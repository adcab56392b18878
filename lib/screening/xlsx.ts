/**
 * Screening results as an XLSX workbook (exceljs): a results sheet (one row per input, with the client's own columns,
 * match, registry status, confidence, verdict, flags, duplicates and their source records) and a summary sheet (counts, and the sample-data notice).
 */
import ExcelJS from 'exceljs';
import type { Locale } from '@/i18n/routing';
import { tryItTranslator } from '@/lib/try-it/api';
import type { ScreeningResult, ScreeningSummary } from './index';
import { resultTable } from './labels';

/** Renders the workbook's bytes; `extraHeaders` are the client's own columns (kept after the input columns). */
export async function screeningXlsx(
  results: ScreeningResult[],
  summary: ScreeningSummary,
  locale: Locale,
  extraHeaders: string[] = [],
): Promise<Uint8Array> {
  const t = tryItTranslator(locale);
  const wb = new ExcelJS.Workbook();
  wb.creator = locale === 'zh-CN' ? '衡析科技（示例数据）' : 'Hengxi Technology (sample data)';
  const ws = wb.addWorksheet(locale === 'zh-CN' ? '筛查结果' : 'Results');
  const table = resultTable(t, results, extraHeaders);
  const scoreCol = table.headers.indexOf(t('screening.table.score')) + 1;
  ws.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) ws.addRow(row);
  ws.columns.forEach((c, i) => {
    c.width =
      i === 0
        ? 7
        : Math.min(
            48,
            Math.max(
              10,
              ...[table.headers[i], ...table.rows.slice(0, 200).map((r) => r[i])].map(
                (v) => String(v ?? '').length * 1.6,
              ),
            ),
          );
  });
  ws.getColumn(scoreCol).numFmt = '0%';
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };

  const sum = wb.addWorksheet(locale === 'zh-CN' ? '汇总' : 'Summary');
  sum.columns = [
    { key: 'k', width: 28 },
    { key: 'v', width: 14 },
  ];
  sum.addRow([t('pdf.screeningTitle')]).font = { bold: true, size: 14 };
  sum.addRow([t('pdf.sampleFooter')]).font = { color: { argb: 'FFB42318' } };
  sum.addRow([]);
  for (const k of ['total', 'clean', 'review', 'high', 'unmatched', 'duplicates'] as const)
    sum.addRow([t(`screening.summary.${k}`), summary[k]]);
  sum.addRow([]);
  for (const [code, n] of Object.entries(summary.flags))
    sum.addRow([t(`screening.flags.${code}`, { count: '', status: 'other' }).trim(), n]);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** The results sheet as CSV (UTF-8 with BOM so Excel reads the Chinese), same columns as the XLSX. */
export async function screeningCsv(
  results: ScreeningResult[],
  _summary: ScreeningSummary,
  locale: Locale,
  extraHeaders: string[] = [],
): Promise<Uint8Array> {
  const { toCsv } = await import('@/lib/format/csv');
  const table = resultTable(tryItTranslator(locale), results, extraHeaders);
  return new TextEncoder().encode(toCsv([table.headers, ...table.rows]));
}
