import { handleNameListRecord } from '@/lib/screening/record-handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/screening/names/record — a name-list screening's audit record, PDF or JSON (lib/screening/record-handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function post(request: Request): Promise<Response> {
  return handleNameListRecord(request);
}

/** POST under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const POST = rateLimitedRoute('batch', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
