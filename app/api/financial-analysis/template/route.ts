import { handleFinanceTemplate } from '@/lib/financials/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/financial-analysis/template — the statements template (XLSX or CSV), filled with sample data. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function get(request: Request): Promise<Response> {
  return handleFinanceTemplate(request);
}

/** GET under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('batch', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
