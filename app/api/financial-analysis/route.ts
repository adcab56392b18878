import { handleFinancialAnalysis } from '@/lib/financials/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/financial-analysis — financial-statement analysis of a registry company or an uploaded template (lib/financials/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function post(request: Request): Promise<Response> {
  // The PDF code (pdfkit and the font) loads only when a PDF is asked for.
  return handleFinancialAnalysis(request, async (a, title, locale) =>
    (await import('@/lib/pdf/financials')).financialsPdf(a, title, locale),
  );
}

/** POST under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const POST = rateLimitedRoute('batch', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
