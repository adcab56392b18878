/**
 * `GET /api/remote-visit/checklist?ckey=…` → `{ company, items }` (checklist.ts). Photos and answers never reach
 * the server: the page watermarks photos and builds the visit record in the browser. A bad or unknown ckey gets a
 * localized 400/404.
 */
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { createHash } from 'node:crypto';
import { cjkFont } from '@/lib/pdf/report';
import { getEnterprise, getRegistry } from '@/lib/registry';
import { json, requestLocale } from '@/lib/try-it/api';
import { visitChecklist, visitSubject } from './checklist';

/** `{ error, message }` with `status`; the message is `remoteVisit.errors.<code>` in `locale`. */
function visitError(status: number, code: string, locale: Locale): Response {
  return json(status, {
    error: code,
    message: translator(locale, 'remoteVisit')(`errors.${code}`),
  });
}

export const checklistQuerySchema = z.object({
  ckey: z
    .string()
    .regex(/^[0-9a-f]{10}$/)
    .meta({ description: 'Registry company.', example: 'c9f2a1e7b3' }),
  locale: z.enum(['zh-CN', 'en-US']).optional(),
});

export const checklistResponseSchema = z
  .object({
    company: z.object({
      ckey: z.string(),
      name: z.string(),
      nameEn: z.string(),
      uscc: z.string().meta({ description: '统一社会信用代码 (USCC).' }),
      status: z.string(),
      established: z.string().meta({ description: 'YYYY-MM-DD.' }),
      risk: z
        .object({ score: z.number(), grade: z.string(), level: z.enum(['high', 'medium', 'low']) })
        .meta({ description: 'The facts layer risk score (lib/facts).' }),
    }),
    items: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['photo', 'question']),
        because: z.object({ signal: z.string(), value: z.union([z.number(), z.string()]) }).optional(),
      }),
    ),
  })
  .meta({ id: 'VisitChecklist' });

/** Handles GET (see module doc). */
export function handleChecklist(request: Request): Response {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const q = checklistQuerySchema.safeParse({ ckey: url.searchParams.get('ckey') ?? '' });
  if (!q.success) return visitError(400, 'unknownCompany', locale);
  const e = getEnterprise(q.data.ckey);
  if (!e) return visitError(404, 'unknownCompany', locale);
  return json(200, { company: visitSubject(e, getRegistry()), items: visitChecklist(e, getRegistry()) });
}

let fontTag: string | null = null;

/**
 * `GET /api/remote-visit/font` → the Noto Sans SC TrueType font the server's PDF reports embed (lib/pdf/report.ts,
 * SIL OFL 1.1), ~10.6 MB, for the visit-record PDF the browser builds (jsPDF subsets it to the glyphs used). Fetched
 * only when the visitor asks for the PDF; cached for a week and revalidated by ETag (`If-None-Match` → 304).
 */
export function handleFont(request: Request): Response {
  const bytes = cjkFont();
  fontTag ??= `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"`;
  const headers = { 'content-type': 'font/ttf', 'cache-control': 'public, max-age=604800', etag: fontTag };
  if (request.headers.get('if-none-match') === fontTag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { ...headers, 'content-length': String(bytes.length) },
  });
}

export const remotePaths = {
  '/api/remote-visit/checklist': {
    get: {
      summary:
        'Site-visit checklist of a registry company from its risk signals (what to photograph, what to ask); photos never leave the browser',
      requestParams: { query: checklistQuerySchema },
      responses: {
        '200': { description: 'The checklist.', content: { 'application/json': { schema: checklistResponseSchema } } },
        '400': {
          description: 'Bad ckey.',
          content: { 'application/json': { schema: z.object({ error: z.string(), message: z.string() }) } },
        },
        '404': {
          description: 'No such company.',
          content: { 'application/json': { schema: z.object({ error: z.string(), message: z.string() }) } },
        },
      },
    },
  },
  '/api/remote-visit/font': {
    get: {
      summary:
        'The CJK font (Noto Sans SC, SIL OFL 1.1) the browser embeds in the visit-record PDF; loaded only when a visitor downloads the PDF',
      responses: {
        '200': {
          description: 'TrueType font, ~10.6 MB; cached a week, ETag.',
          content: { 'font/ttf': { schema: z.string().meta({ format: 'binary' }) } },
        },
        '304': { description: 'Not modified (If-None-Match matched the ETag).' },
      },
    },
  },
};
