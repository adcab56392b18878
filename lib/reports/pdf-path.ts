/**
 * Links to the report PDFs (`GET /api/reports/<kind>/<id>.pdf`, parsed by ./pdf-request.ts): the part the report
 * pages need in the browser. Kept apart from the request parser so the pages do not ship its zod schemas
 * (~30 KiB gzip; issue 10 item 6: report pages ≤ 260 KiB first-load JavaScript).
 */
import type { templateIds } from './report-model';
import type { ReportOptions } from './report-options';

export const pdfKinds = ['ai', 'template', 'kyc', 'company'] as const;
export type PdfKind = (typeof pdfKinds)[number];

/** The query string of a template report's PDF link for `options` (the inverse of `parsePdfRequest`). */
export function templatePdfQuery(template: (typeof templateIds)[number], options: ReportOptions): Record<string, string> {
  return {
    template,
    sections: options.sections.join(','),
    length: options.length,
    points: String(options.keyPoints),
    tone: options.tone,
    locale: options.language,
  };
}

/** The URL path of a report's PDF, e.g. `/api/reports/ai/c9f2a1e7b3.pdf?type=risk&locale=en-US`. */
export function pdfPath(kind: PdfKind, id: string, query: Record<string, string | undefined>): string {
  const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const s = q.toString();
  return `/api/reports/${kind}/${encodeURIComponent(id)}.pdf${s ? `?${s}` : ''}`;
}
