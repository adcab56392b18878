import { maxReportBytes, parseCspReports } from '@/lib/security/csp-report';
import { apiError, apiLocale, otherMethods } from '@/lib/api/errors';

/**
 * POST /api/csp-report — where browsers report Content-Security-Policy violations (`report-uri` and `report-to`,
 * lib/security/csp.ts). Each violation is logged as one JSON line (`scope: "csp-violation"`: page path, directive,
 * blocked origin or keyword); 204 on success, 400 for a body that is not a report, 413 over 64 KB.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const locale = apiLocale(request);
  const tooLarge = () => apiError(413, 'tooLarge', locale, { values: { maxKb: maxReportBytes / 1024 } });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > maxReportBytes) return tooLarge();
  let text: string;
  try {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > maxReportBytes) return tooLarge();
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return apiError(400, 'malformed', locale);
  }
  const violations = parseCspReports(request.headers.get('content-type'), text);
  if (!violations) return apiError(400, 'malformed', locale);
  for (const v of violations) console.warn(JSON.stringify({ scope: 'csp-violation', ...v }));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
