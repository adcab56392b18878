import { entitySource } from '@/lib/entities';
import { handleStatementAnalysis } from '@/lib/statements/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/statement-analysis — bank-statement analysis of an upload or a sample (lib/statements/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function post(request: Request): Promise<Response> {
  return handleStatementAnalysis(request, {
    entities: entitySource,
    // The PDF code (pdfkit and the font) loads only when a PDF is asked for.
    renderPdf: async (result, locale) => (await import('@/lib/pdf/statement')).statementPdf(result.analysis, locale),
  });
}

/** POST under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const POST = rateLimitedRoute('batch', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
