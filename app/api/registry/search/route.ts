import { buildId } from '@/lib/build-meta';
import { handleSearch } from '@/lib/registry/api';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/registry/search?q=&limit=: entity resolution over the sample registry (lib/registry/api.ts). */
function get(request: Request) {
  return handleSearch(request, buildId);
}

/** GET under the per-client rate limit of class `lookup` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('lookup', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
