/**
 * `GET /api/reports/<kind>/<id>.pdf?locale=…` — the reports as PDF files (app/api/reports/[kind]/[file]/route.ts):
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
 * same citations), rendered by lib/pdf/report-doc.ts.
 */
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { isReportType, isTemplateId, reportTypes, sectionIds, templateIds, templateSpecs, type ReportDoc, type SectionId } from './report-model';
import { defaultOptions, maxKeyPoints, reportLengths, reportTones, type ReportOptions } from './report-options';
import { pdfKinds } from './pdf-path';

/** A validated PDF request. */
export type PdfRequest =
  | { kind: 'ai'; ckey: string; type: (typeof reportTypes)[number]; authorised: boolean; locale: Locale }
  | { kind: 'template'; ckey: string; template: (typeof templateIds)[number]; options: ReportOptions; locale: Locale }
  | { kind: 'kyc'; kycNo: string; locale: Locale }
  | { kind: 'company'; ckey: string; locale: Locale };

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
export function parsePdfRequest(kind: string, file: string, query: URLSearchParams): PdfRequest | { error: string } {
  if (!(pdfKinds as readonly string[]).includes(kind)) return { error: 'kind' };
  const m = /^(.+)\.pdf$/.exec(file);
  if (!m) return { error: 'file' };
  const id = m[1];
  const raw: Record<string, string> = {};
  for (const [k, v] of query) {
    if (k in raw) return { error: k };
    raw[k] = v;
  }
  const q = querySchema.safeParse(raw);
  if (!q.success) return { error: String(q.error.issues[0]?.path[0] ?? 'query') };
  const { locale } = q.data;
  if (kind === 'kyc') return kycPattern.test(id) ? { kind, kycNo: id, locale } : { error: 'file' };
  if (!ckeyPattern.test(id)) return { error: 'file' };
  if (kind === 'company') return { kind, ckey: id, locale };
  if (kind === 'ai') return { kind, ckey: id, type: (q.data.type as (typeof reportTypes)[number] | undefined) ?? 'overview', authorised: q.data.auth === '1', locale };
  if (kind !== 'template') return { error: 'kind' };
  const template = (q.data.template ?? 'creditMemo') as (typeof templateIds)[number];
  const base = defaultOptions(templateSpecs[template].sections, locale);
  const sections: SectionId[] = q.data.sections ? templateSpecs[template].sections.filter((s) => q.data.sections!.includes(s)) : base.sections;
  if (sections.length === 0) return { error: 'sections' };
  return {
    kind,
    ckey: id,
    template,
    locale,
    options: { ...base, sections, length: q.data.length ?? base.length, keyPoints: q.data.points ?? base.keyPoints, tone: q.data.tone ?? base.tone },
  };
}

/** Builds the document for a request; `null` when the registry has no such company or KYC report. */
export type DocLoader = (req: PdfRequest) => Promise<{ doc: ReportDoc; subtitle: string } | null>;
/** Renders a document to PDF bytes. */
export type DocRenderer = (doc: ReportDoc, locale: Locale, subtitle: string) => Promise<Uint8Array>;

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/** The whole request: 400 / 404 JSON, or the PDF as an attachment named after the document. */
export async function handlePdfRequest(kind: string, file: string, url: URL, deps: { load: DocLoader; render: DocRenderer }): Promise<Response> {
  const req = parsePdfRequest(kind, file, url.searchParams);
  if ('error' in req) return json(400, { error: 'bad_request', field: req.error, message: `Invalid ${req.error}` });
  const found = await deps.load(req);
  if (!found) return json(404, { error: 'not_found', message: `No sample ${req.kind === 'kyc' ? 'KYC report' : 'company'} with this id` });
  const bytes = await deps.render(found.doc, req.locale, found.subtitle);
  return new Response(bytes as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${found.doc.fileName}.pdf"`,
      'content-length': String(bytes.byteLength),
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
