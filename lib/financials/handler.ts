/**
 * `POST /api/financial-analysis` (multipart/form-data, fields in `schemas.ts`): a registry company (`ckey`) or an
 * uploaded file (`file`, read by the site's intake, ≤ 5 MB): our template, or a standard 资产负债表 / 利润表 / 现金流量表
 * export read by line names (./standard.ts; `lineMap` JSON maps printed names to standard lines, the mapping step)
 * → `{ company, analysis, read }`, or the PDF
 * report with `format=pdf`. Bad input gets a localized `{ error, message }` (400/404/413/415), never a 500. Nothing
 * uploaded is stored. `GET /api/financial-analysis/template` → the template (XLSX or CSV) filled with a sample
 * company's statements.
 */
import type { Locale } from '@/i18n/routing';
import { IntakeError, readTable } from '@/lib/intake';
import { getEnterprise } from '@/lib/registry';
import { readUploadForm, intakeErrorAnswer, json, requestLocale } from '@/lib/try-it/api';
import { formatList, siteFormatter } from '@/lib/format';
import { defaultCkey } from '@/lib/sample-data/companies';
import { translator, type PlainTranslate } from '@/i18n/translator';
import { demoError } from '@/lib/try-it/demo-request';
import { analyzeEnterprise, analyzeStatements, registryStatements, type FinancialAnalysis } from './index';
import type { LineCode } from './lines';
import { financeFormSchema, templateQuerySchema } from './schemas';
import { standardKeys, statementsFromTable, type StandardKey, type StatementsRead } from './standard';
import { templateRows, TemplateError } from './template';
import { localName } from '@/lib/registry/local-name';

export type FinancePdfRenderer = (a: FinancialAnalysis, title: string, locale: Locale) => Promise<Uint8Array>;

/** `cash 2022` → 货币资金 2022 (a standard line's name); template codes and years as they are. */
function lineLabel(l: string, t: PlainTranslate): string {
  const [key, year] = l.split(' ');
  if (!(standardKeys as string[]).includes(key)) return l;
  return `${t(`finance.standard.${key}`)}${year ? ` ${year}` : ''}`;
}

function templateErrorAnswer(err: TemplateError, locale: Locale): Response {
  const t = translator(locale, 'liveDemos');
  const f = siteFormatter(locale);
  const n = (v: number) => f.number(v);
  if (err.code === 'inconsistent') {
    const issues = (err.details.issues ?? []).map((i) => {
      const v: Record<string, string | number> = { year: i.year };
      for (const [k, val] of Object.entries(i))
        if (k !== 'kind' && k !== 'year') v[k] = typeof val === 'number' ? n(val) : String(val);
      return t(`finance.errors.issue.${i.kind}`, v);
    });
    return demoError(400, 'inconsistent', locale, {
      key: 'liveDemos.finance.errors.inconsistent',
      values: { issues: formatList(f, issues) },
      details: { issues: err.details.issues },
    });
  }
  return demoError(400, err.code, locale, {
    key: `liveDemos.finance.errors.${err.code}`,
    values: {
      lines: formatList(
        f,
        (err.details.lines ?? []).map((l) => lineLabel(l, t)),
      ),
      cell: err.details.cell ?? '',
    },
    details: { lines: err.details.lines, cell: err.details.cell, unrecognised: err.details.unrecognised },
  });
}

/** The mapping step's choice: JSON `{ printed name: standard line }`; undefined when absent, null when malformed. */
function parseLineMap(raw: FormDataEntryValue | null): Record<string, StandardKey> | undefined | null {
  if (raw === null || raw === '') return undefined;
  try {
    const obj = JSON.parse(String(raw).slice(0, 20_000)) as unknown;
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return null;
    const out: Record<string, StandardKey> = {};
    for (const [k, v] of Object.entries(obj).slice(0, 200)) {
      if (typeof v !== 'string' || !(standardKeys as string[]).includes(v)) return null;
      out[k.slice(0, 100)] = v as StandardKey;
    }
    return out;
  } catch {
    return null;
  }
}

/** Handles POST (see module doc). */
export async function handleFinancialAnalysis(request: Request, renderPdf?: FinancePdfRenderer): Promise<Response> {
  const upload = await readUploadForm(request);
  if (upload instanceof Response) return upload;
  const { form, locale } = upload;
  const parsed = financeFormSchema.safeParse({
    ckey: form.get('ckey') || undefined,
    industry: form.get('industry') || undefined,
    format: form.get('format') || undefined,
  });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    const code = field === 'industry' ? 'badIndustry' : field === 'ckey' ? 'unknownCompany' : 'noInput';
    return demoError(400, code, locale, { key: `liveDemos.finance.errors.${code}` });
  }
  const { ckey, industry, format } = parsed.data;
  const t = translator(locale, 'liveDemos');
  let analysis: FinancialAnalysis;
  let company: { ckey: string; name: string; nameEn: string; industry: string } | null = null;
  const file = form.get('file');
  const lineMap = parseLineMap(form.get('lineMap'));
  if (lineMap === null) return demoError(400, 'badLineMap', locale, { key: 'liveDemos.finance.errors.badLineMap' });
  let read: StatementsRead | null = null;
  if (ckey) {
    const e = getEnterprise(ckey);
    if (!e) return demoError(404, 'unknownCompany', locale, { key: 'liveDemos.finance.errors.unknownCompany' });
    analysis = analyzeEnterprise(e);
    // A company founded and closed within a year filed no statements (the facts layer's `statementFacts`).
    if (analysis.statements.years.length === 0)
      return demoError(422, 'noStatements', locale, { key: 'liveDemos.finance.errors.noStatements' });
    company = { ckey, name: e.name, nameEn: e.nameEn, industry: e.industry };
  } else if (file && typeof file === 'object' && 'arrayBuffer' in file) {
    if (file.size > 5 * 1024 * 1024) return intakeErrorAnswer(new IntakeError('tooLarge', { maxMb: 5 }), locale);
    try {
      const table = await readTable(new Uint8Array(await file.arrayBuffer()), file.name || 'upload.xlsx');
      read = statementsFromTable(table.rows, lineMap);
      analysis = analyzeStatements(read.statements, industry ?? null);
    } catch (err) {
      if (err instanceof TemplateError) return templateErrorAnswer(err, locale);
      return intakeErrorAnswer(err, locale);
    }
  } else {
    return demoError(400, 'noInput', locale, { key: 'liveDemos.finance.errors.noInput' });
  }
  if (format === 'pdf' && renderPdf) {
    const title = company ? t('finance.resultTitle', { name: localName(company, locale) }) : t('finance.resultUpload');
    const pdf = await renderPdf(analysis, title, locale);
    return new Response(pdf as BodyInit, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="financial-analysis.pdf"; filename*=UTF-8''${encodeURIComponent(locale === 'zh-CN' ? '财务分析-示例.pdf' : 'financial-analysis-sample.pdf')}`,
        'cache-control': 'no-store',
      },
    });
  }
  return json(200, {
    company,
    analysis,
    read: read && {
      layout: read.layout,
      unrecognised: read.unrecognised,
      warnings: read.warnings.map((w) =>
        t('finance.read.cashDifference', { year: w.year, difference: siteFormatter(locale).number(w.difference) }),
      ),
    },
  });
}

/** Handles GET /api/financial-analysis/template (see module doc); the sample is the first showcase company. */
export async function handleFinanceTemplate(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const q = templateQuerySchema.safeParse({
    format: url.searchParams.get('format') || undefined,
    locale: url.searchParams.get('locale') || undefined,
  });
  const locale = requestLocale(request, q.success ? q.data.locale : undefined);
  if (!q.success) return demoError(400, 'noInput', locale, { key: 'liveDemos.finance.errors.noInput' });
  const t = translator(locale, 'liveDemos');
  const e = getEnterprise(defaultCkey);
  const rows = templateRows(
    (c: LineCode) => t(`finance.lines.${c}`),
    { code: t('finance.code'), item: t('finance.item') },
    e ? registryStatements(e) : undefined,
  );
  const base = locale === 'zh-CN' ? '财务报表模板-示例' : 'statements-template-sample';
  if (q.data.format === 'csv') {
    const { toCsv } = await import('@/lib/format/csv');
    return new Response(toCsv(rows), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="statements-template.csv"; filename*=UTF-8''${encodeURIComponent(base)}.csv`,
      },
    });
  }
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(locale === 'zh-CN' ? '财务报表' : 'Statements');
  rows.forEach((r) => ws.addRow(r));
  ws.getRow(1).font = { bold: true };
  ws.columns.forEach((c, i) => (c.width = i === 1 ? 36 : 16));
  for (let c = 3; c <= 6; c++) ws.getColumn(c).numFmt = '#,##0';
  const buf = await wb.xlsx.writeBuffer();
  return new Response(buf as BodyInit, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="statements-template.xlsx"; filename*=UTF-8''${encodeURIComponent(base)}.xlsx`,
    },
  });
}
