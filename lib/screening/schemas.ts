/**
 * OpenAPI description of batch screening (`POST /api/screening`, `/api/screening/file`, `/api/screening/export`,
 * `/api/screening/record`),
 * with the request schema the handler validates with (./handler.ts) and the answer's shapes (./index.ts);
 * assembled into /api/openapi.json by lib/api/openapi.ts.
 */
import { z } from 'zod';
import { binary, errorResponses, formBody, jsonBody } from '@/lib/api/openapi-parts';
import { batchRecordRequestSchema, screeningRequestSchema } from './handler';
import { screeningRecordSchema } from './audit-record';
import { nameListResponseSchema, screeningListsResponseSchema } from './list-schemas';
import { nameListRecordRequestSchema, nameListRequestSchema } from './name-list';

const flagCodes = [
  'abnormalStatus',
  'highRisk',
  'dishonest',
  'relatedDishonest',
  'enforcement',
  'litigation',
  'penalties',
  'negativeNews',
  'lowConfidence',
  'noMatch',
] as const;
const status = z.enum(['active', 'operating', 'revoked', 'deregistered', 'movedOut']);

const screeningInputSchema = z
  .object({
    name: z.string().optional(),
    uscc: z.string().optional(),
    extra: z.array(z.string()).optional().meta({ description: 'The client’s own columns, carried unchanged.' }),
  })
  .meta({ id: 'ScreeningInput' });

export const screeningResultSchema = z
  .object({
    row: z.number().int().meta({ description: '1-based position in the submitted list (plus `offset`).' }),
    input: screeningInputSchema,
    ckey: z.string().nullable(),
    name: z.string().nullable().meta({ description: 'Registered name of the match; null when not matched.' }),
    nameEn: z.string().nullable().meta({ description: 'English name of the match; null when not matched.' }),
    uscc: z.string().nullable(),
    status: status.nullable(),
    score: z.number().min(0).max(1).meta({ description: 'Match confidence 0–1 (0 when not matched).' }),
    matchedOn: z.string().nullable().meta({ description: 'Which form of the entity the row matched.' }),
    flags: z.array(
      z.object({
        code: z.enum(flagCodes),
        severity: z.enum(['high', 'review']),
        count: z.number().int().optional(),
        status: status.optional(),
        sources: z
          .array(z.object({ section: z.string(), recordId: z.string() }))
          .optional()
          .meta({ description: 'The registry records behind the flag.' }),
      }),
    ),
    verdict: z.enum(['clean', 'review', 'high']),
    duplicateOf: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: 'The first row with the same company; null when this is the first.' }),
  })
  .meta({ id: 'ScreeningResult' });

export const screeningResponseSchema = z
  .object({
    results: z.array(screeningResultSchema),
    summary: z.object({
      total: z.number().int(),
      clean: z.number().int(),
      review: z.number().int(),
      high: z.number().int(),
      unmatched: z.number().int().meta({ description: 'Rows with no candidate at all (counted in `review`).' }),
      flags: z.record(z.string(), z.number().int()).meta({ description: 'Rows carrying each flag.' }),
      duplicates: z.number().int(),
    }),
  })
  .meta({ id: 'ScreeningResponse' });

const columnsSchema = z.object({
  name: z.number().int().nullable().meta({ description: 'Column of the company name (0-based), or null.' }),
  uscc: z.number().int().nullable().meta({ description: 'Column of the USCC (0-based), or null.' }),
  hasHeader: z.boolean(),
  unsure: z.boolean().meta({ description: 'True when the visitor should confirm the columns.' }),
});

export const screeningFileRequestSchema = z
  .object({
    file: binary.optional().meta({ description: 'A CSV or XLSX list, ≤ 5 MB, ≤ 10,000 rows.' }),
    text: z.string().optional().meta({ description: 'Instead of `file`: a pasted list, one company per line.' }),
    columns: z
      .string()
      .optional()
      .meta({ description: 'JSON `{ name, uscc, hasHeader }` confirming which columns to read.' }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'ScreeningFileRequest' });

export const screeningFileResponseSchema = z
  .object({
    columns: columnsSchema,
    rows: z.array(screeningInputSchema).meta({ description: 'The list to send to POST /api/screening.' }),
    extraHeaders: z.array(z.string()),
    lines: z
      .object({
        read: z.number().int().meta({ description: 'Lines read, blank ones included.' }),
        header: z.array(z.string()).nullable().meta({ description: 'The header line’s cells, or null without one.' }),
        blank: z.number().int().meta({ description: 'Blank lines skipped.' }),
        noName: z.array(z.number().int()).meta({ description: 'Lines (1-based) with neither a name nor a USCC.' }),
      })
      .meta({ description: 'Every line accounted for.' }),
    preview: z.array(z.array(z.string())).meta({ description: 'The first 5 lines as read.' }),
    warnings: z.array(z.string()).meta({ description: 'What was read with care (encoding, merged cells), localized.' }),
  })
  .meta({ id: 'ScreeningFileResponse' });

const sampleRows = [{ name: '澄湖微动精密制造有限公司' }, { uscc: '910032050000000198' }, { name: '不存在的示例公司' }];

export const screeningPaths = {
  '/api/screening': {
    post: {
      summary:
        'Batch screening: each row (name and/or USCC) resolved in the registry, with risk flags citing their records and a verdict; duplicates marked',
      description:
        'Limits: 1–10,000 rows, each value ≤ 200 characters, ≤ 50 extra columns; body ≤ 5 MB. Nothing is stored. Sample data.',
      requestBody: jsonBody(screeningRequestSchema, { rows: sampleRows, locale: 'en-US' }),
      responses: {
        '200': {
          description: 'One result per row and the summary.',
          content: { 'application/json': { schema: screeningResponseSchema } },
        },
        ...errorResponses({
          '400':
            'No rows or more than 10,000, a value over 200 characters, a row with a field not in the schema, or a body that is not JSON.',
          '413': 'Body over 5 MB.',
        }),
      },
    },
  },
  '/api/screening/file': {
    post: {
      summary:
        'Reads a borrower list (CSV/XLSX upload or pasted text) into rows to screen: which columns hold the name and USCC, the client’s other columns, every line accounted for',
      description:
        'Limits: file ≤ 5 MB, ≤ 10,000 data rows, 500 characters per cell; zip and XML checks as in the security documentation. Parsed off the main thread; nothing is stored.',
      requestBody: formBody(screeningFileRequestSchema, {
        text: '澄湖微动精密制造有限公司\n910032050000000198',
        locale: 'en-US',
      }),
      responses: {
        '200': {
          description: 'The rows, the columns read and the line counts.',
          content: { 'application/json': { schema: screeningFileResponseSchema } },
        },
        ...errorResponses({
          '400':
            'No file and no text, `columns` that is not valid JSON or names a column the list does not have, or an unreadable form.',
          '413': 'The file or the body is over 5 MB, or the workbook unpacks beyond its limits.',
          '415': 'Not multipart/form-data, or a file that is neither CSV nor XLSX (legacy .xls included).',
          '422':
            'No column could be taken for the name or USCC (the answer carries a preview to choose from), or XML entity declarations.',
          '503': 'Every reader of this instance is busy: retry after `Retry-After` seconds.',
        }),
      },
    },
  },
  '/api/screening/export': {
    post: {
      summary:
        'The screening results as a file: XLSX (results and summary sheets), CSV or a PDF report, with the client’s columns after the input; the list is screened again',
      description:
        'Same body as /api/screening plus `format` and `extraHeaders`. Text cells that would start a spreadsheet formula are written as text.',
      requestBody: jsonBody(screeningRequestSchema, { rows: sampleRows, format: 'csv', locale: 'en-US' }),
      responses: {
        '200': {
          description: 'The file (attachment).',
          content: {
            'text/csv': { schema: binary },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: binary },
            'application/pdf': { schema: binary },
          },
        },
        ...errorResponses({
          '400': 'As for /api/screening, or a missing or unknown `format`.',
          '413': 'Body over 5 MB.',
        }),
      },
    },
  },
  '/api/screening-lists': {
    get: {
      summary:
        'The fictional PEP and sanctions lists every screening runs against: name, version, date, entries; or one list as CSV',
      description:
        'Query: `format` json (default) or csv; `list` hx-pep or hx-sanctions (required for csv); `locale` zh-CN or en-US (list names, CSV headers). Entries: persons (Chinese name, pinyin, aliases in traditional characters, Wade-Giles and Hong Kong Cantonese, birth year or date, nationality, region) and entities (name, English name, USCC). Sample data; no real list, person or company.',
      parameters: [
        {
          name: 'format',
          in: 'query' as const,
          required: false,
          schema: { type: 'string' as const, enum: ['json', 'csv'] },
        },
        {
          name: 'list',
          in: 'query' as const,
          required: false,
          schema: { type: 'string' as const, enum: ['hx-pep', 'hx-sanctions'] },
        },
        {
          name: 'locale',
          in: 'query' as const,
          required: false,
          schema: { type: 'string' as const, enum: ['zh-CN', 'en-US'] },
        },
      ],
      responses: {
        '200': {
          description: 'The lists (JSON), or one list as CSV (attachment, UTF-8 with BOM).',
          content: {
            'application/json': { schema: screeningListsResponseSchema },
            'text/csv': { schema: binary },
          },
        },
        ...errorResponses({ '400': 'Unknown list or format.' }),
      },
    },
  },
  '/api/screening/names': {
    post: {
      summary: 'Screen a pasted list of people’s names (no ID numbers) against the PEP and sanctions lists',
      description:
        'One person a line: `name[, birth year][, region]`. Limits: 500 names, 200 characters a line, 65,536 characters; `consent: true` required. Each row: the subject as read and its hits (strength, band, threshold, components). Nothing is stored or logged. Sample data.',
      requestBody: jsonBody(nameListRequestSchema, {
        text: 'Wang Zeyang, 1996\n李伟, 1980, 香港',
        consent: true,
        locale: 'en-US',
      }),
      responses: {
        '200': {
          description: 'Rows with their hits, the list versions and the threshold.',
          content: { 'application/json': { schema: nameListResponseSchema } },
        },
        ...errorResponses({
          '400':
            'No consent, no names, more than 500 names, a line over 200 characters, text over 65,536 characters, or a body that is not JSON.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
  '/api/screening/names/record': {
    post: {
      summary:
        'The audit record of a name-list screening: the names, list versions, every hit with its components, the threshold, the time with its time zone and the reviewer’s decision, as PDF or JSON',
      description:
        'Same body as /api/screening/names plus `decision` `{ outcome: trueMatch | falsePositive | needsReview, reason }` (reason 1–1,000 characters) and `format` (pdf or json). The list is screened again and the record built for this answer; nothing is stored or logged. The PDF sets out the first 100 hits in full and lists every hit.',
      requestBody: jsonBody(nameListRecordRequestSchema, {
        text: 'Wang Zeyang, 1996\n李伟, 1980, 香港',
        consent: true,
        decision: { outcome: 'needsReview', reason: 'Possible match on spelling only; ask for the date of birth.' },
        format: 'json',
        locale: 'en-US',
      }),
      responses: {
        '200': {
          description: 'The record (attachment).',
          content: { 'application/json': { schema: screeningRecordSchema }, 'application/pdf': { schema: binary } },
        },
        ...errorResponses({
          '400':
            'As for /api/screening/names, or a missing or unknown decision, a reason that is empty or over 1,000 characters, or an unknown format.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
  '/api/screening/record': {
    post: {
      summary:
        'The audit record of a batch screening: rows, list versions, each row’s verdict, flags and PEP / sanctions hits (party, role, components, strength, band, threshold), the time with its time zone and the reviewer’s decision per row, as PDF or JSON',
      description:
        'Same `rows` as /api/screening (1–10,000; the list is screened again and the record built for this answer; nothing is stored or logged), `fileName` (≤ 255 characters, optional), `decisions` (1–1,000, one per row at most, only rows with a hit or a flag; `outcome` trueMatch | falsePositive | needsReview, `reason` 1–1,000 characters) and `format` (pdf or json). Hits are never taken from the client. The PDF lists the first 500 rows with a hit or a flag (the JSON record has every row) and every hit, and sets out the first 100 hits in full.',
      requestBody: jsonBody(batchRecordRequestSchema, {
        rows: sampleRows,
        fileName: 'borrowers.xlsx',
        decisions: [
          {
            row: 1,
            outcome: 'needsReview',
            reason: 'Litigation records open; ask the relationship manager for the case files.',
          },
        ],
        format: 'json',
        locale: 'en-US',
      }),
      responses: {
        '200': {
          description: 'The record (attachment).',
          content: { 'application/json': { schema: screeningRecordSchema }, 'application/pdf': { schema: binary } },
        },
        ...errorResponses({
          '400':
            'As for /api/screening, or no decisions or more than 1,000, a decision on a row the list does not have, on a row without a hit or a flag, or twice on one row, an unknown outcome, a reason that is empty or over 1,000 characters, a file name over 255 characters, or an unknown format.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
};
