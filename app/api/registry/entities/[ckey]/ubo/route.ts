import { buildId } from '@/lib/build-meta';
import { handleUbo } from '@/lib/registry/api';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/registry/entities/{ckey}/ubo: beneficial owners (lib/registry/ubo.ts). */
async function get(request: Request, { params }: { params: Promise<{ ckey: string }> }) {
  return handleUbo(request, (await params).ckey, buildId);
}

/** GET under the per-client rate limit of class `lookup` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('lookup', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
