import { handleTargetClientsExport } from '@/lib/portrait/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/target-clients/export — the ranked list as CSV or XLSX (≤ 5,000 rows). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function get(request: Request): Promise<Response> {
  return handleTargetClientsExport(request);
}

/** GET under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('batch', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
