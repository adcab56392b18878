import { buildId } from '@/lib/build-meta';
import { handleList } from '@/lib/registry/api';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/registry/entities?page=&size=: the sample registry, paged (lib/registry/api.ts). */
function get(request: Request) {
  return handleList(request, buildId);
}

/** GET under the per-client rate limit of class `lookup` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('lookup', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
