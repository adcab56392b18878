import { handleNameListScreening } from '@/lib/screening/name-list';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/screening/names — a pasted list of names screened against the PEP and sanctions lists (lib/screening/name-list.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function post(request: Request): Promise<Response> {
  return handleNameListScreening(request);
}

/** POST under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const POST = rateLimitedRoute('batch', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
