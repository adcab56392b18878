/**
 * The monitoring daily digest as XLSX (exceljs) and PDF (`lib/pdf/report.ts`): the day's new alerts (the digest day
 * is the latest day with an alert in the window, stated in the file), every high-severity alert of the window, the
 * board figures and the rules. Every alert row cites its record (`<ckey>/<record id>`). Sample data, labelled so.
 */
import ExcelJS from 'exceljs';
import type { Locale } from '@/i18n/routing';
import { formatDate, siteFormatter } from '@/lib/format';
import { PdfReport, type TableColumn } from '@/lib/pdf/report';
import { translator } from '@/i18n/translator';
import { ruleViews } from './labels';
import type { MonitoringResponse } from './schemas';

type AlertRow = MonitoringResponse['alerts'][number];

/** The digest day: the latest alert date, else the demo date. */
export function digestDay(result: MonitoringResponse): string {
  return result.alerts[0]?.date ?? result.asOf;
}

export async function digestXlsx(result: MonitoringResponse, locale: Locale): Promise<Uint8Array> {
  const t = translator(locale, 'riskDemos');
  const c = (k: string) => t(`monitoring.digest.columns.${k}`);
  const wb = new ExcelJS.Workbook();
  wb.creator = locale === 'zh-CN' ? '衡析科技（示例数据）' : 'Hengxi Technology (sample data)';
  const ws = wb.addWorksheet(t('monitoring.digest.sheetAlerts'));
  ws.columns = [
    { header: c('date'), key: 'date', width: 12 },
    { header: c('company'), key: 'company', width: 36 },
    { header: c('uscc'), key: 'uscc', width: 22 },
    { header: c('rule'), key: 'rule', width: 11 },
    { header: c('severity'), key: 'severity', width: 8 },
    { header: c('signal'), key: 'signal', width: 16 },
    { header: c('evidence'), key: 'evidence', width: 60 },
    { header: c('record'), key: 'record', width: 18 },
    { header: c('action'), key: 'action', width: 60 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const a of result.alerts) {
    ws.addRow({
      date: a.date,
      company: a.company,
      uscc: a.uscc,
      rule: a.ruleId,
      severity: t(`monitoring.severity.${a.severity}`),
      signal: a.signal,
      evidence: a.evidenceText,
      record: a.id,
      action: a.action,
    });
  }
  ws.autoFilter = { from: 'A1', to: 'I1' };
  const b = wb.addWorksheet(t('monitoring.digest.sheetBoard'));
  b.columns = [
    { key: 'k', width: 40 },
    { key: 'v', width: 12 },
  ];
  b.addRow([t('monitoring.digest.pdfTitle')]).font = { bold: true, size: 14 };
  b.addRow([t('monitoring.asOf', { from: result.from, asOf: result.asOf, days: result.days })]);
  b.addRow([t('common.sample')]).font = { color: { argb: 'FFB42318' } };
  b.addRow([]);
  b.addRow([t('monitoring.board.total'), result.board.total]);
  b.addRow([t('monitoring.board.companies'), result.board.companiesWithAlerts]);
  for (const s of ['high', 'medium', 'low'] as const)
    b.addRow([t(`monitoring.severity.${s}`), result.board.bySeverity[s]]);
  b.addRow([]);
  for (const r of result.board.byRule) b.addRow([r.id, r.count]);
  const rs = wb.addWorksheet(t('monitoring.digest.sheetRules'));
  rs.columns = [
    { header: t('monitoring.ruleTable.id'), key: 'id', width: 11 },
    { header: t('monitoring.ruleTable.signal'), key: 'signal', width: 16 },
    { header: t('monitoring.ruleTable.severity'), key: 'severity', width: 8 },
    { header: t('monitoring.ruleTable.condition'), key: 'condition', width: 50 },
    { header: t('monitoring.ruleTable.action'), key: 'action', width: 60 },
  ];
  rs.getRow(1).font = { bold: true };
  for (const r of ruleViews(locale))
    rs.addRow({ ...r, signal: r.signalLabel, severity: t(`monitoring.severity.${r.severity}`) });
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export async function digestPdf(result: MonitoringResponse, locale: Locale, now = new Date()): Promise<Uint8Array> {
  const t = translator(locale, 'riskDemos');
  const format = siteFormatter(locale, now);
  const day = digestDay(result);
  const r = new PdfReport({
    locale,
    title: t('monitoring.digest.pdfTitle'),
    subtitle: formatDate(format, day),
    meta: [
      t('monitoring.asOf', { from: result.from, asOf: result.asOf, days: result.days }),
      t('monitoring.matched', { matched: result.companies.length, unmatched: result.unmatched.length }),
    ],
  });
  r.section(t('monitoring.board.title'));
  r.keyValues([
    [t('monitoring.board.total'), String(result.board.total)],
    [t('monitoring.board.companies'), String(result.board.companiesWithAlerts)],
    ...(['high', 'medium', 'low'] as const).map((s): [string, string] => [
      t(`monitoring.severity.${s}`),
      String(result.board.bySeverity[s]),
    ]),
  ]);
  const c = (k: string) => t(`monitoring.digest.columns.${k}`);
  const columns: TableColumn[] = [
    { label: c('date'), width: 1.1 },
    { label: c('company'), width: 2.4 },
    { label: c('rule'), width: 1.1 },
    { label: c('evidence'), width: 3.4 },
    { label: c('record'), width: 1.6 },
  ];
  const row = (a: AlertRow) => [
    a.date,
    a.company,
    `${a.ruleId}\n${t(`monitoring.severity.${a.severity}`)}`,
    `${a.evidenceText}\n${a.action}`,
    a.id,
  ];
  r.section(t('monitoring.digest.newOnDay', { date: formatDate(format, day) }));
  const today = result.alerts.filter((a) => a.date === day);
  if (today.length === 0) r.paragraph(t('monitoring.digest.noneOnDay'));
  else r.table(columns, today.map(row));
  r.section(t('monitoring.digest.highInWindow'));
  const high = result.alerts.filter((a) => a.severity === 'high').slice(0, 300);
  if (high.length === 0) r.paragraph(t('monitoring.timeline.empty'));
  else r.table(columns, high.map(row));
  r.section(t('monitoring.rulesTitle', { count: ruleViews(locale).length }));
  r.table(
    [
      { label: t('monitoring.ruleTable.id'), width: 1.1 },
      { label: t('monitoring.ruleTable.severity'), width: 0.8 },
      { label: t('monitoring.ruleTable.condition'), width: 3 },
      { label: t('monitoring.ruleTable.action'), width: 4 },
    ],
    ruleViews(locale).map((x) => [x.id, t(`monitoring.severity.${x.severity}`), x.condition, x.action]),
  );
  return r.finish();
}
