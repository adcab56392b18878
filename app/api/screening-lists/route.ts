import { handleScreeningLists } from '@/lib/screening/lists-handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/screening-lists — the fictional PEP and sanctions lists, JSON or CSV (lib/screening/lists-handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function get(request: Request): Promise<Response> | Response {
  return handleScreeningLists(request);
}

/** GET under the per-client rate limit of class `lookup` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('lookup', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
