import { entitySource } from '@/lib/entities';
import { handleBatchRecord } from '@/lib/screening/record-handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/screening/record — a batch screening's audit record with a decision per row, PDF or JSON (lib/screening/record-handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function post(request: Request): Promise<Response> {
  return handleBatchRecord(request, { entities: entitySource });
}

/** POST under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const POST = rateLimitedRoute('batch', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
