/**
 * Screening results as an XLSX workbook (exceljs): a results sheet (one row per input, with match, confidence,
 * verdict, flags and their source records) and a summary sheet (counts, and the sample-data notice).
 */
import ExcelJS from 'exceljs';
import type { Locale } from '@/i18n/routing';
import { tryItTranslator } from '@/lib/try-it/api';
import type { ScreeningResult, ScreeningSummary } from './index';
import { flagLabel, sourcesLabel, verdictLabel } from './labels';

/** Renders the workbook's bytes. */
export async function screeningXlsx(results: ScreeningResult[], summary: ScreeningSummary, locale: Locale): Promise<Uint8Array> {
  const t = tryItTranslator(locale);
  const wb = new ExcelJS.Workbook();
  wb.creator = locale === 'zh-CN' ? '衡析科技（示例数据）' : 'Hengxi Technology (sample data)';
  const ws = wb.addWorksheet(locale === 'zh-CN' ? '筛查结果' : 'Results');
  ws.columns = [
    { header: t('screening.table.row'), key: 'row', width: 7 },
    { header: t('fields.name'), key: 'inName', width: 34 },
    { header: t('fields.uscc'), key: 'inUscc', width: 22 },
    { header: t('screening.table.matched'), key: 'name', width: 34 },
    { header: 'English name', key: 'nameEn', width: 40 },
    { header: t('fields.uscc'), key: 'uscc', width: 22 },
    { header: t('screening.table.score'), key: 'score', width: 11 },
    { header: t('screening.table.matchedOn'), key: 'matchedOn', width: 14 },
    { header: t('screening.table.status'), key: 'verdict', width: 12 },
    { header: t('screening.table.flags'), key: 'flags', width: 40 },
    { header: t('pdf.sources'), key: 'sources', width: 48 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const r of results) {
    ws.addRow({
      row: r.row,
      inName: r.input.name ?? '',
      inUscc: r.input.uscc ?? '',
      name: r.name ?? t('screening.table.noMatch'),
      nameEn: r.nameEn ?? '',
      uscc: r.uscc ?? '',
      score: r.score,
      matchedOn: r.matchedOn ? t(`screening.matchedOn.${r.matchedOn}`) : '',
      verdict: verdictLabel(t, r),
      flags: r.flags.map((f) => flagLabel(t, f)).join('; '),
      sources: sourcesLabel(t, r),
    });
  }
  ws.getColumn('score').numFmt = '0%';
  ws.autoFilter = { from: 'A1', to: 'K1' };

  const sum = wb.addWorksheet(locale === 'zh-CN' ? '汇总' : 'Summary');
  sum.columns = [
    { key: 'k', width: 28 },
    { key: 'v', width: 14 },
  ];
  sum.addRow([t('pdf.screeningTitle')]).font = { bold: true, size: 14 };
  sum.addRow([t('pdf.sampleFooter')]).font = { color: { argb: 'FFB42318' } };
  sum.addRow([]);
  for (const k of ['total', 'clean', 'review', 'high', 'unmatched'] as const) sum.addRow([t(`screening.summary.${k}`), summary[k]]);
  sum.addRow([]);
  for (const [code, n] of Object.entries(summary.flags)) sum.addRow([t(`screening.flags.${code}`, { count: '' }).trim(), n]);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
