import { buildId } from '@/lib/build-meta';
import { handlePath } from '@/lib/registry/paths';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/registry/path?from=&to=&maxHops=: shortest chain of relations between two entities (lib/registry/paths.ts). */
async function get(request: Request) {
  return handlePath(request, buildId);
}

/** GET under the per-client rate limit of class `lookup` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('lookup', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
