/**
 * `GET /api/reports/<kind>/<id>.<pdf|html|txt>?locale=…` — the reports as files (app/api/reports/[kind]/[file]/route.ts):
 * a PDF (lib/pdf/report-doc.ts), a standalone HTML page or plain UTF-8 text (./report-export.ts), all three from the
 * one document:
 *
 * | kind       | id        | query                                                                                   |
 * |------------|-----------|-----------------------------------------------------------------------------------------|
 * | `ai`       | ckey      | `type` = overview · risk · credit (default overview), `auth=1` (credit: authorised)      |
 * | `template` | ckey      | `template` (default creditMemo), `sections` (comma list), `length`, `points` (0–10), `tone`        |
 * | `kyc`      | KYC no.   | —                                                                                       |
 * | `company`  | ckey      | —                                                                                       |
 *
 * `locale` is zh-CN (default) or en-US. A malformed kind, id or query answers 400 JSON `{ error, message }`; an id
 * the registry does not know answers 404 JSON. The document is the same one the page shows (same builders,
 * same citations).
 */
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import {
  isReportType,
  isTemplateId,
  reportTypes,
  sectionIds,
  templateIds,
  templateSpecs,
  type ReportDoc,
  type SectionId,
} from './report-model';
import { defaultOptions, maxKeyPoints, reportLengths, reportTones, type ReportOptions } from './report-options';
import { reportFileFormats, reportFileKinds, type ReportFileFormat } from './report-file-path';
import { reportToHtml, reportToText } from './report-export';

/** A validated report-file request. */
export type ReportFileRequest = { format: ReportFileFormat; locale: Locale } & (
  | { kind: 'ai'; ckey: string; type: (typeof reportTypes)[number]; authorised: boolean }
  | { kind: 'template'; ckey: string; template: (typeof templateIds)[number]; options: ReportOptions }
  | { kind: 'kyc'; kycNo: string }
  | { kind: 'company'; ckey: string }
);

const ckeyPattern = /^[0-9a-f]{10}$/;
const kycPattern = /^KYC\d{12}$/;

const querySchema = z.object({
  locale: z.enum(routing.locales).default(routing.defaultLocale),
  type: z.string().refine(isReportType).optional(),
  auth: z.enum(['0', '1']).optional(),
  template: z.string().refine(isTemplateId).optional(),
  sections: z
    .string()
    .max(200)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(sectionIds)).min(1))
    .optional(),
  length: z.enum(reportLengths).optional(),
  points: z.coerce.number().int().min(0).max(maxKeyPoints).optional(),
  tone: z.enum(reportTones).optional(),
});

/** Validates the route's params and query; `{ error }` names what was wrong (the handler answers 400). */
export function parseReportFileRequest(
  kind: string,
  file: string,
  query: URLSearchParams,
): ReportFileRequest | { error: string } {
  if (!(reportFileKinds as readonly string[]).includes(kind)) return { error: 'kind' };
  const m = /^(.+)\.([a-z]+)$/.exec(file);
  if (!m || !(reportFileFormats as readonly string[]).includes(m[2])) return { error: 'file' };
  const id = m[1];
  const format = m[2] as ReportFileFormat;
  const raw: Record<string, string> = {};
  for (const [k, v] of query) {
    if (k in raw) return { error: k };
    raw[k] = v;
  }
  const q = querySchema.safeParse(raw);
  if (!q.success) return { error: String(q.error.issues[0]?.path[0] ?? 'query') };
  const { locale } = q.data;
  if (kind === 'kyc') return kycPattern.test(id) ? { kind, kycNo: id, locale, format } : { error: 'file' };
  if (!ckeyPattern.test(id)) return { error: 'file' };
  if (kind === 'company') return { kind, ckey: id, locale, format };
  if (kind === 'ai')
    return {
      kind,
      ckey: id,
      type: (q.data.type as (typeof reportTypes)[number] | undefined) ?? 'overview',
      authorised: q.data.auth === '1',
      locale,
      format,
    };
  if (kind !== 'template') return { error: 'kind' };
  const template = (q.data.template ?? 'creditMemo') as (typeof templateIds)[number];
  const base = defaultOptions(templateSpecs[template].sections, locale);
  const sections: SectionId[] = q.data.sections
    ? templateSpecs[template].sections.filter((s) => q.data.sections!.includes(s))
    : base.sections;
  if (sections.length === 0) return { error: 'sections' };
  return {
    kind,
    ckey: id,
    template,
    locale,
    format,
    options: {
      ...base,
      sections,
      length: q.data.length ?? base.length,
      keyPoints: q.data.points ?? base.keyPoints,
      tone: q.data.tone ?? base.tone,
    },
  };
}

/**
 * Builds the document for a request, with the subtitle of its PDF pages and the sample-data label in its language;
 * `null` when the registry has no such company or KYC report.
 */
export type DocLoader = (
  req: ReportFileRequest,
) => Promise<{ doc: ReportDoc; subtitle: string; sampleLabel: string } | null>;
/** Renders a document to PDF bytes. */
export type DocRenderer = (doc: ReportDoc, locale: Locale, subtitle: string) => Promise<Uint8Array>;

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

const contentTypes: Record<ReportFileFormat, string> = {
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The whole request: 400 / 404 JSON, or the file as an attachment named after the document. */
export async function handleReportFileRequest(
  kind: string,
  file: string,
  url: URL,
  deps: { load: DocLoader; render: DocRenderer },
): Promise<Response> {
  const req = parseReportFileRequest(kind, file, url.searchParams);
  if ('error' in req) return json(400, { error: 'bad_request', field: req.error, message: `Invalid ${req.error}` });
  const found = await deps.load(req);
  if (!found)
    return json(404, {
      error: 'not_found',
      message: `No sample ${req.kind === 'kyc' ? 'KYC report' : 'company'} with this id`,
    });
  const { doc, subtitle, sampleLabel } = found;
  const bytes =
    req.format === 'pdf'
      ? await deps.render(doc, req.locale, subtitle)
      : new TextEncoder().encode(
          req.format === 'html' ? reportToHtml(doc, req.locale, sampleLabel) : reportToText(doc, sampleLabel),
        );
  return new Response(bytes as BodyInit, {
    headers: {
      'content-type': contentTypes[req.format],
      'content-disposition': `attachment; filename="${doc.fileName}.${req.format}"`,
      'content-length': String(bytes.byteLength),
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
