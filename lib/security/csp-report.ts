/**
 * Content-Security-Policy violation reports (`POST /api/csp-report`), in both formats browsers send:
 * - `report-uri`: `Content-Type: application/csp-report`, body `{ "csp-report": { "document-uri", "violated-directive", … } }`;
 * - `report-to` (Reporting API): `Content-Type: application/reports+json`, body `[{ type: "csp-violation", body: { documentURL, effectiveDirective, … } }]`.
 * Each report becomes a short summary for the log. URLs are cut to their path (document) or origin (blocked
 * resource) so no query string — which could hold personal data — is logged; script samples are dropped.
 */

export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  disposition: string;
  source?: string;
  line?: number;
}

/** Largest report body read, in bytes. */
export const maxReportBytes = 64 * 1024;

function str(value: unknown, max = 200): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname.slice(0, 300);
  } catch {
    return '';
  }
}

/** `inline`, `eval`, … stay as they are; URLs become their origin. */
function blockedOf(value: string): string {
  if (!value.includes(':')) return value.slice(0, 40);
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol : url.origin;
  } catch {
    return value.split(':')[0].slice(0, 40);
  }
}

function summarize(body: Record<string, unknown>, legacy: boolean): CspViolation {
  const pick = (modern: string, old: string) => str(legacy ? body[old] : body[modern]);
  const line = Number(legacy ? body['line-number'] : body.lineNumber);
  const source = pathOf(pick('sourceFile', 'source-file'));
  return {
    document: pathOf(pick('documentURL', 'document-uri')),
    directive:
      pick('effectiveDirective', 'effective-directive') ||
      pick('effectiveDirective', 'violated-directive').split(' ')[0],
    blocked: blockedOf(pick('blockedURL', 'blocked-uri')),
    disposition: pick('disposition', 'disposition') || 'enforce',
    ...(source ? { source } : {}),
    ...(Number.isFinite(line) && line > 0 ? { line } : {}),
  };
}

/** The violations in a report body; `null` when the body is not a CSP report in either format. */
export function parseCspReports(contentType: string | null, text: string): CspViolation[] | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (
    type === 'application/csp-report' ||
    (type === 'application/json' && value && typeof value === 'object' && 'csp-report' in value)
  ) {
    const report = (value as Record<string, unknown>)['csp-report'];
    return report && typeof report === 'object' ? [summarize(report as Record<string, unknown>, true)] : null;
  }
  if (type === 'application/reports+json' && Array.isArray(value)) {
    return value
      .filter(
        (r): r is { type: string; body: Record<string, unknown> } =>
          !!r && typeof r === 'object' && r.type === 'csp-violation' && !!r.body && typeof r.body === 'object',
      )
      .slice(0, 50)
      .map((r) => summarize(r.body, false));
  }
  return null;
}
