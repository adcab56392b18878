/**
 * Links to the report files (`GET /api/reports/<kind>/<id>.<pdf|html|txt>`, parsed by ./report-file-request.ts): the
 * part the report pages need in the browser. Kept apart from the request parser so the pages do not ship its zod
 * schemas (~30 KiB gzip; issue 10 item 6: report pages ≤ 260 KiB first-load JavaScript).
 */
import type { templateIds } from './report-model';
import type { ReportOptions } from './report-options';

export const reportFileKinds = ['ai', 'template', 'kyc', 'company'] as const;
export type ReportFileKind = (typeof reportFileKinds)[number];

/** The files a report downloads as: PDF (watermarked, paginated), a standalone HTML page, plain UTF-8 text. */
export const reportFileFormats = ['pdf', 'html', 'txt'] as const;
export type ReportFileFormat = (typeof reportFileFormats)[number];

/** The query string of a template report's file link for `options` (the inverse of `parseReportFileRequest`). */
export function templateFileQuery(
  template: (typeof templateIds)[number],
  options: ReportOptions,
): Record<string, string> {
  return {
    template,
    sections: options.sections.join(','),
    length: options.length,
    points: String(options.keyPoints),
    tone: options.tone,
    locale: options.language,
  };
}

/** The URL path of a report file, e.g. `/api/reports/ai/c9f2a1e7b3.pdf?type=risk&locale=en-US` (PDF by default). */
export function reportFilePath(
  kind: ReportFileKind,
  id: string,
  query: Record<string, string | undefined>,
  format: ReportFileFormat = 'pdf',
): string {
  const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const s = q.toString();
  return `/api/reports/${kind}/${encodeURIComponent(id)}.${format}${s ? `?${s}` : ''}`;
}

/** The same report's file in every format. */
export function reportFilePaths(
  kind: ReportFileKind,
  id: string,
  query: Record<string, string | undefined>,
): Record<ReportFileFormat, string> {
  return Object.fromEntries(
    reportFileFormats.map((format) => [format, reportFilePath(kind, id, query, format)]),
  ) as Record<ReportFileFormat, string>;
}
