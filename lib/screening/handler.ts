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
 * `POST /api/screening/export` — JSON `{ rows, extraHeaders?, clientColumns?, exposure?, format: "xlsx" | "csv" |
 * "pdf", locale }` → the results as a file (results sheet + summary sheet, CSV, or a PDF report): the client's columns
 * as uploaded (`clientColumns`, from the file answer), then ours; exposure totals per verdict when `exposure` names an
 * amount column. The list is screened again: nothing is kept between requests.
 *
 * Errors: 400/413/415 `{ error, message, details }`, message in the request's locale (`locale` field, `?locale=`,
 * `Accept-Language`).
 */
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import type { EntitySource } from '@/lib/entities/types';
import { readJsonBody } from '@/lib/api/errors';
import { headerScanRows, IntakeError } from '@/lib/intake';
import { errorAnswer, intakeErrorAnswer, json, maxBodyBytes, readUploadForm, warningMessages } from '@/lib/try-it/api';
import { screenRows, type ScreeningInput, type ScreeningResult, type ScreeningSummary } from './index';
import type { ExportOptions } from './xlsx';
import { recordRequestFields } from './audit-record';
import {
  detectScreeningColumns,
  parsePasted,
  pasteBlankLines,
  readScreeningFile,
  screeningList,
  type ScreeningColumns,
  type ScreeningTable,
} from './intake';

/** Most rows one request screens (and one batch record holds). */
export const maxScreeningRows = 10_000;
const maxRows = maxScreeningRows;
const value = z.string().max(200).optional();
/** The client's own columns per row: every column of an upload (the intake reads at most 200). */
const maxExtra = 200;
export const screeningRequestSchema = z.object({
  rows: z
    .array(
      z
        .object({
          name: value,
          uscc: value,
          extra: z.array(z.string().max(200)).max(maxExtra).optional(),
          /** A candidate's USCC the visitor accepted for the row. */
          accepted: z.string().max(40).optional(),
        })
        .strict(),
    )
    .min(1)
    .max(maxRows),
  offset: z.number().int().min(0).max(maxRows).optional(),
  /** Names of the client's own columns, in the order of each row's `extra`. */
  extraHeaders: z.array(z.string().max(200)).max(maxExtra).optional(),
  /** The uploaded list's columns in file order (the file answer's `clientColumns`): the exports rebuild them. */
  clientColumns: z
    .object({
      headers: z
        .array(z.string().max(200))
        .min(1)
        .max(maxExtra + 2),
      name: z.number().int().min(0).nullable(),
      uscc: z.number().int().min(0).nullable(),
      extra: z.array(z.number().int().min(0)).max(maxExtra),
    })
    .strict()
    .optional(),
  /** The client column (index into `clientColumns.headers`) holding the exposure amount, totalled per verdict. */
  exposure: z.number().int().min(0).nullable().optional(),
  format: z.enum(['xlsx', 'csv', 'pdf']).optional(),
  locale: z.string().optional(),
});

/**
 * Decisions in one batch record. A reviewer decides row by row; the PDF prints every decision with its reason (3,000
 * decisions of 1,000 characters took 17 s of the server's time), so a record holds at most 1,000 and a longer review
 * goes into several records.
 */
export const maxBatchDecisions = 1000;

/**
 * `POST /api/screening/record` (lib/screening/record-handler.ts): the list as screened (`rows`, as for
 * `POST /api/screening`, with any accepted candidates), the uploaded file's name, the reviewer's decisions — one per
 * row with a hit or a flag, at most one per row, each with a reason of 1–1,000 characters — and the format.
 */
export const batchRecordRequestSchema = z
  .object({
    rows: screeningRequestSchema.shape.rows,
    fileName: z
      .string()
      .max(255)
      .nullable()
      .optional()
      .meta({ description: 'The uploaded file’s name (null or absent for a pasted list); ≤ 255 characters.' }),
    decisions: z
      .array(
        recordRequestFields.decision
          .extend({ row: z.number().int().min(1).max(maxRows).meta({ description: 'The row decided (1-based).' }) })
          .meta({ id: 'BatchReviewDecision' }),
      )
      .min(1)
      .max(maxBatchDecisions)
      .meta({
        description: `At least one, at most ${maxBatchDecisions}; rows with a hit or a flag only, each row at most once.`,
      }),
    format: recordRequestFields.format,
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'BatchScreeningRecordRequest' });

type Parsed =
  { ok: true; data: z.infer<typeof screeningRequestSchema>; locale: Locale } | { ok: false; response: Response };

async function readJson(request: Request): Promise<Parsed> {
  // The JSON endpoints' one body rule (lib/api/errors.ts), with this demo's own texts.
  const read = await readJsonBody(request, maxBodyBytes, (code, locale) =>
    translator(locale, 'tryIt')(`intake.errors.${code}`, { maxMb: 5 }),
  );
  if (!read.ok) return read;
  const { value: raw, locale } = read;
  const parsed = screeningRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const t = translator(locale, 'tryIt');
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

type ChosenColumns = Pick<ScreeningColumns, 'hasHeader' | 'name' | 'uscc'> & {
  headerRow?: number;
  exposure?: number | null;
  sheet?: string;
};

function parseColumns(raw: FormDataEntryValue | null): ChosenColumns | undefined | 'bad' {
  if (raw === null || raw === '') return undefined;
  const schema = z.object({
    name: z.number().int().min(0).nullable(),
    uscc: z.number().int().min(0).nullable(),
    hasHeader: z.boolean(),
    headerRow: z.number().int().min(-1).max(headerScanRows).optional(),
    exposure: z.number().int().min(0).nullable().optional(),
    sheet: z.string().max(100).optional(),
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
  // Only the header row, or only the sheet: the columns are detected again under it.
  const sheetRaw = form.get('sheet');
  const sheet = chosen?.sheet ?? (typeof sheetRaw === 'string' && sheetRaw ? sheetRaw.slice(0, 100) : undefined);
  const headerRowRaw = form.get('headerRow');
  const headerRow =
    typeof headerRowRaw === 'string' && /^-?\d{1,2}$/.test(headerRowRaw) ? Number(headerRowRaw) : undefined;
  if (headerRow !== undefined && (headerRow < -1 || headerRow > headerScanRows))
    return errorAnswer('badMapping', locale, { field: 'headerRow' });
  try {
    const file = form.get('file');
    const text = form.get('text');
    let table: ScreeningTable;
    let blankLines = 0;
    const wantedHeader = chosen?.headerRow ?? headerRow;
    if (file && typeof file === 'object' && 'arrayBuffer' in file) {
      if (file.size > 5 * 1024 * 1024) return errorAnswer('tooLarge', locale, { maxMb: 5 });
      table = await readScreeningFile(new Uint8Array(await file.arrayBuffer()), file.name || 'upload', {
        sheet,
        headerRow: wantedHeader,
      });
    } else if (typeof text === 'string' && text.trim()) {
      if (text.length > 5 * 1024 * 1024) return errorAnswer('tooLarge', locale, { maxMb: 5 });
      const rows = parsePasted(text);
      blankLines = pasteBlankLines(text);
      table = { columns: detectScreeningColumns(rows, wantedHeader), rows, warnings: [] };
    } else {
      return json(400, { error: 'empty', message: translator(locale, 'tryIt')('screening.errors.empty') });
    }
    if (wantedHeader !== undefined && wantedHeader >= table.rows.length)
      return errorAnswer('badMapping', locale, { field: 'headerRow' });
    const columns: ScreeningColumns = chosen
      ? {
          ...table.columns,
          name: chosen.name,
          uscc: chosen.uscc,
          exposure: chosen.exposure ?? null,
          hasHeader: chosen.headerRow !== undefined ? chosen.headerRow >= 0 : chosen.hasHeader,
          headerRow: chosen.headerRow ?? (chosen.hasHeader ? table.columns.headerRow : -1),
          unsure: false,
        }
      : table.columns;
    const width = Math.max(...table.rows.map((r) => r.length));
    const outside = (c: number | null | undefined) => c !== null && c !== undefined && c >= width;
    if (outside(columns.name) || outside(columns.uscc) || outside(columns.exposure)) {
      return errorAnswer('badMapping', locale, { field: 'columns' });
    }
    // Row numbers as the file shows them (blank rows counted); a paste counts its non-blank lines.
    const lineOf = (index: number) => table.rowNumbers?.[index] ?? index + 1;
    const candidates = headerCandidates(table.rows, lineOf);
    const sheets = { sheet: table.sheet ?? null, sheets: table.sheets ?? [] };
    if (columns.name === null && columns.uscc === null) {
      return json(422, {
        error: 'noNameColumn',
        message: translator(locale, 'tryIt')('screening.noNameColumn'),
        columns,
        preview: previewRows(table.rows, columns.headerRow),
        headerCandidates: candidates,
        ...sheets,
      });
    }
    const list = screeningList(table.rows, columns);
    const lines = {
      read: table.rows.length + blankLines,
      header: list.header,
      blank: list.blank + blankLines,
      noName: list.noName.map((n) => lineOf(n - 1)),
      preamble: list.layout.preamble,
      totals: list.layout.totals.map(lineOf),
      footer: list.layout.footer,
    };
    return json(200, {
      columns,
      rows: list.inputs,
      extraHeaders: list.extraHeaders,
      clientColumns: list.clientColumns,
      lines,
      preview: previewRows(table.rows, columns.headerRow),
      headerCandidates: candidates,
      ...sheets,
      warnings: warningMessages(table.warnings, locale),
    });
  } catch (err) {
    if (err instanceof IntakeError) return intakeErrorAnswer(err, locale);
    throw err;
  }
}

/** The first data rows under a header row (-1: from the top), for the mapping step's preview. */
function previewRows(rows: string[][], headerRow: number): string[][] {
  return rows.slice(headerRow + 1, headerRow + 6);
}

/**
 * The rows the visitor may choose as the header in the mapping step: the first `headerScanRows` rows, each as its
 * 0-based index, its line in the file and its cells joined (≤ 120 characters).
 */
function headerCandidates(rows: string[][], lineOf: (index: number) => number) {
  return rows.slice(0, headerScanRows).map((r, i) => ({
    row: i,
    line: lineOf(i),
    text: r
      .filter((c) => c.trim())
      .join(' | ')
      .slice(0, 120),
  }));
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
  options: ExportOptions,
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
  const cc = parsed.data.clientColumns;
  const inside = (c: number | null) => c === null || c < (cc?.headers.length ?? 0);
  const client =
    cc && inside(cc.name) && inside(cc.uscc) && cc.extra.every(inside) && cc.extra.length >= width ? cc : undefined;
  const exposure =
    client && parsed.data.exposure !== undefined && inside(parsed.data.exposure) ? parsed.data.exposure : null;
  const bytes = await deps[format](results, summary, parsed.locale, extraHeaders, { client, exposure });
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
