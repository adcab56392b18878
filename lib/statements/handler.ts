/**
 * `POST /api/statement-analysis` (multipart/form-data):
 *   file      the statement (CSV/TSV/TXT or XLSX, ≤ 5 MB, ≤ 10,000 rows) — or —
 *   sample    a showcase company key, to analyse its sample statement
 *   holder    optional account holder name (else read from the statement's title block)
 *   related   optional related parties of the holder, one per line or separated by 、，; (≤ 2,000 characters, ≤ 50 names)
 *   mapping   optional JSON `{ field: columnIndex }` chosen in the mapping step (fields: lib/statements/types.ts)
 *   locale    zh-CN | en-US (else ?locale=, else Accept-Language)
 *   format    json (default) | pdf
 * Answers: 200 `{ kind: "analysis", analysis, columns, warnings: string[] }` (or the PDF);
 * 422 `{ error: "missingColumns", message, needsMapping: { columns, missing, preview, holder } }`;
 * 400/413/415 `{ error, message, details }` for files it cannot read. The file is read in memory and never stored.
 */
import type { Locale } from '@/i18n/routing';
import type { EntitySource } from '@/lib/entities/types';
import { isShowcase } from '@/lib/sample-data/keys';
import { errorAnswer, intakeErrorAnswer, json, readUploadForm, warningMessages } from '@/lib/try-it/api';
import { analyzeStatementFile, splitNames, type StatementFileResult } from './index';
import { sampleStatementCsv } from './samples';
import { statementFields, type StatementField } from './types';

/** Renders the analysis as a PDF (injected so the JSON path never loads the PDF code). */
export type StatementPdfRenderer = (
  result: Extract<StatementFileResult, { kind: 'analysis' }>,
  locale: Locale,
) => Promise<Uint8Array>;

function parseMapping(raw: FormDataEntryValue | null): Partial<Record<StatementField, number>> | undefined | 'bad' {
  if (raw === null || raw === '') return undefined;
  try {
    const obj = JSON.parse(String(raw)) as unknown;
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return 'bad';
    const out: Partial<Record<StatementField, number>> = {};
    for (const [k, v] of Object.entries(obj)) {
      if (!(statementFields as readonly string[]).includes(k)) return 'bad';
      if (v === null || v === -1) continue;
      if (typeof v !== 'number') return 'bad';
      out[k as StatementField] = v;
    }
    return out;
  } catch {
    return 'bad';
  }
}

/** Handles one request (see module doc). */
export async function handleStatementAnalysis(
  request: Request,
  deps: { entities: EntitySource; renderPdf?: StatementPdfRenderer },
): Promise<Response> {
  const upload = await readUploadForm(request);
  if (upload instanceof Response) return upload;
  const { form, locale } = upload;
  const mapping = parseMapping(form.get('mapping'));
  if (mapping === 'bad') return errorAnswer('badMapping', locale, { field: 'mapping' });
  const holder = String(form.get('holder') ?? '').slice(0, 200);
  const related = splitNames(String(form.get('related') ?? '').slice(0, 2_000)).slice(0, 50);
  const file = form.get('file');
  const sample = form.get('sample');
  let bytes: Uint8Array;
  let fileName: string;
  if (typeof sample === 'string' && sample) {
    if (!isShowcase(sample)) return errorAnswer('unknownSample', locale);
    bytes = new TextEncoder().encode(sampleStatementCsv(sample));
    fileName = `${sample}.csv`;
  } else if (file && typeof file === 'object' && 'arrayBuffer' in file) {
    if (file.size > 5 * 1024 * 1024) return errorAnswer('tooLarge', locale, { maxMb: 5 });
    bytes = new Uint8Array(await file.arrayBuffer());
    fileName = file.name || 'upload';
  } else {
    return errorAnswer('noFile', locale);
  }
  let result: StatementFileResult;
  try {
    result = await analyzeStatementFile({ bytes, fileName, holder, related, mapping }, deps.entities);
  } catch (err) {
    return intakeErrorAnswer(err, locale);
  }
  if (result.kind === 'needsMapping') {
    const { kind: _kind, warnings, ...needsMapping } = result;
    void _kind;
    return errorAnswer('missingColumns', locale, {}, { needsMapping, warnings: warningMessages(warnings, locale) });
  }
  if (form.get('format') === 'pdf' && deps.renderPdf) {
    const pdf = await deps.renderPdf(result, locale);
    return new Response(pdf as BodyInit, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="statement-analysis.pdf"; filename*=UTF-8''${encodeURIComponent(locale === 'zh-CN' ? '银行流水分析-示例.pdf' : 'statement-analysis-sample.pdf')}`,
        'cache-control': 'no-store',
      },
    });
  }
  return json(200, {
    kind: 'analysis',
    analysis: result.analysis,
    columns: result.columns,
    warnings: warningMessages(result.warnings, locale),
  });
}
