/**
 * HTTP handlers of batch screening (wired in app/api/screening/…):
 *
 * `POST /api/screening` — JSON `{ "rows": [{ "name"?: string, "uscc"?: string, "extra"?: string[] }], "offset"?: number }`
 * (1–10,000 rows, values ≤ 200 characters, ≤ 50 extra columns; `offset` numbers the rows of a chunk) → 200
 * `{ results, summary }` (lib/screening; duplicates marked within the request).
 *
 * `POST /api/screening/file` — multipart `file` (CSV/XLSX) or `text` (a pasted list), optional `columns` JSON
 * `{ name, uscc, hasHeader }` → 200 `{ columns, rows, extraHeaders, lines, warnings }`: the list to screen, the
 * client's other columns, how its columns were read (`columns.unsure` when the visitor should confirm) and what was
 * not screened (`lines`: `{ read, header, blank, noName }` — every line is accounted for).
 *
 * `POST /api/screening/export` — JSON `{ rows, extraHeaders?, format: "xlsx" | "csv" | "pdf", locale }` → the results
 * as a file (results sheet + summary sheet, CSV, or a PDF report), with the client's columns after the input. The list
 * is screened again: nothing is kept between requests.
 *
 * Errors: 400/413/415 `{ error, message, details }`, message in the request's locale (`locale` field, `?locale=`,
 * `Accept-Language`).
 */
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type { EntitySource } from '@/lib/entities/types';
import { readJsonBody } from '@/lib/api/errors';
import { IntakeError } from '@/lib/intake';
import {
  errorAnswer,
  intakeErrorAnswer,
  json,
  maxBodyBytes,
  readUploadForm,
  tryItTranslator,
  warningMessages,
} from '@/lib/try-it/api';
import { screenRows, type ScreeningInput, type ScreeningResult, type ScreeningSummary } from './index';
import {
  detectScreeningColumns,
  parsePasted,
  pasteBlankLines,
  readScreeningFile,
  screeningList,
  type ScreeningColumns,
} from './intake';

const maxRows = 10_000;
const value = z.string().max(200).optional();
const maxExtra = 50;
export const screeningRequestSchema = z.object({
  rows: z
    .array(
      z.object({ name: value, uscc: value, extra: z.array(z.string().max(200)).max(maxExtra).optional() }).strict(),
    )
    .min(1)
    .max(maxRows),
  offset: z.number().int().min(0).max(maxRows).optional(),
  /** Names of the client's own columns, in the order of each row's `extra`. */
  extraHeaders: z.array(z.string().max(200)).max(maxExtra).optional(),
  format: z.enum(['xlsx', 'csv', 'pdf']).optional(),
  locale: z.string().optional(),
});

type Parsed =
  { ok: true; data: z.infer<typeof screeningRequestSchema>; locale: Locale } | { ok: false; response: Response };

async function readJson(request: Request): Promise<Parsed> {
  // The JSON endpoints' one body rule (lib/api/errors.ts), with this demo's own texts.
  const read = await readJsonBody(request, maxBodyBytes, (code, locale) =>
    tryItTranslator(locale)(`intake.errors.${code}`, { maxMb: 5 }),
  );
  if (!read.ok) return read;
  const { value: raw, locale } = read;
  const parsed = screeningRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const t = tryItTranslator(locale);
    const rows = Array.isArray((raw as { rows?: unknown } | null)?.rows) ? (raw as { rows: unknown[] }).rows.length : 0;
    const issue = parsed.error.issues[0];
    if (rows > maxRows)
      return {
        ok: false,
        response: json(400, {
          error: 'tooManyRows',
          message: t('screening.errors.tooManyRows', { max: maxRows, rows }),
        }),
      };
    if (rows === 0 && Array.isArray((raw as { rows?: unknown } | null)?.rows))
      return { ok: false, response: json(400, { error: 'empty', message: t('screening.errors.empty') }) };
    if (issue?.code === 'too_big' && issue.path[0] === 'rows' && typeof issue.path[1] === 'number') {
      return {
        ok: false,
        response: json(400, {
          error: 'valueTooLong',
          message: t('screening.errors.valueTooLong', { row: issue.path[1] + 1 }),
        }),
      };
    }
    return { ok: false, response: json(400, { error: 'invalidRows', message: t('screening.errors.invalidRows') }) };
  }
  return { ok: true, data: parsed.data, locale };
}

/** `POST /api/screening`. */
export async function handleScreening(request: Request, deps: { entities: EntitySource }): Promise<Response> {
  const parsed = await readJson(request);
  if (!parsed.ok) return parsed.response;
  return json(200, screenRows(parsed.data.rows as ScreeningInput[], deps.entities, parsed.data.offset ?? 0));
}

function parseColumns(
  raw: FormDataEntryValue | null,
): Pick<ScreeningColumns, 'hasHeader' | 'name' | 'uscc'> | undefined | 'bad' {
  if (raw === null || raw === '') return undefined;
  const schema = z.object({
    name: z.number().int().min(0).nullable(),
    uscc: z.number().int().min(0).nullable(),
    hasHeader: z.boolean(),
  });
  try {
    const r = schema.safeParse(JSON.parse(String(raw)));
    return r.success ? r.data : 'bad';
  } catch {
    return 'bad';
  }
}

/** `POST /api/screening/file`. */
export async function handleScreeningFile(request: Request): Promise<Response> {
  const upload = await readUploadForm(request);
  if (upload instanceof Response) return upload;
  const { form, locale } = upload;
  const chosen = parseColumns(form.get('columns'));
  if (chosen === 'bad') return errorAnswer('badMapping', locale, { field: 'columns' });
  try {
    const file = form.get('file');
    const text = form.get('text');
    let table: { columns: ScreeningColumns; rows: string[][]; warnings: Parameters<typeof warningMessages>[0] };
    let blankLines = 0;
    if (file && typeof file === 'object' && 'arrayBuffer' in file) {
      if (file.size > 5 * 1024 * 1024) return errorAnswer('tooLarge', locale, { maxMb: 5 });
      table = await readScreeningFile(new Uint8Array(await file.arrayBuffer()), file.name || 'upload');
    } else if (typeof text === 'string' && text.trim()) {
      if (text.length > 5 * 1024 * 1024) return errorAnswer('tooLarge', locale, { maxMb: 5 });
      const rows = parsePasted(text);
      blankLines = pasteBlankLines(text);
      table = { columns: detectScreeningColumns(rows), rows, warnings: [] };
    } else {
      return json(400, { error: 'empty', message: tryItTranslator(locale)('screening.errors.empty') });
    }
    const columns: ScreeningColumns = chosen ? { ...table.columns, ...chosen, unsure: false } : table.columns;
    const width = Math.max(...table.rows.map((r) => r.length));
    if ((columns.name !== null && columns.name >= width) || (columns.uscc !== null && columns.uscc >= width)) {
      return errorAnswer('badMapping', locale, { field: 'columns' });
    }
    if (columns.name === null && columns.uscc === null) {
      return json(422, {
        error: 'noNameColumn',
        message: tryItTranslator(locale)('screening.noNameColumn'),
        columns,
        preview: table.rows.slice(0, 5),
      });
    }
    const list = screeningList(table.rows, columns);
    const lines = {
      read: table.rows.length + blankLines,
      header: list.header,
      blank: list.blank + blankLines,
      noName: list.noName,
    };
    return json(200, {
      columns,
      rows: list.inputs,
      extraHeaders: list.extraHeaders,
      lines,
      preview: table.rows.slice(0, 5),
      warnings: warningMessages(table.warnings, locale),
    });
  } catch (err) {
    if (err instanceof IntakeError) return intakeErrorAnswer(err, locale);
    throw err;
  }
}

/**
 * Renders screening results as a file (injected so the JSON paths never load exceljs or the PDF code);
 * `extraHeaders` names the client's columns carried in each result's `input.extra`.
 */
export type ScreeningRenderer = (
  results: ScreeningResult[],
  summary: ScreeningSummary,
  locale: Locale,
  extraHeaders: string[],
) => Promise<Uint8Array>;

const contentTypes = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** `POST /api/screening/export`. */
export async function handleScreeningExport(
  request: Request,
  deps: { entities: EntitySource; xlsx: ScreeningRenderer; csv: ScreeningRenderer; pdf: ScreeningRenderer },
): Promise<Response> {
  const parsed = await readJson(request);
  if (!parsed.ok) return parsed.response;
  const { results, summary } = screenRows(parsed.data.rows as ScreeningInput[], deps.entities);
  const format = parsed.data.format ?? 'xlsx';
  const width = Math.max(0, ...parsed.data.rows.map((r) => r.extra?.length ?? 0));
  const given = parsed.data.extraHeaders ?? [];
  const extraHeaders = Array.from({ length: Math.max(width, given.length) }, (_, i) => given[i] || `#${i + 1}`);
  const bytes = await deps[format](results, summary, parsed.locale, extraHeaders);
  const base = parsed.locale === 'zh-CN' ? '批量初筛结果-示例' : 'screening-results-sample';
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'content-type': contentTypes[format],
      'content-disposition': `attachment; filename="screening-results.${format}"; filename*=UTF-8''${encodeURIComponent(`${base}.${format}`)}`,
      'cache-control': 'no-store',
    },
  });
}
