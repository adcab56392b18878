import { handleAssociation } from '@/lib/association/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/association — hidden related parties among 2–200 companies (lib/association/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function post(request: Request): Promise<Response> {
  return handleAssociation(request);
}

/** POST under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const POST = rateLimitedRoute('batch', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
