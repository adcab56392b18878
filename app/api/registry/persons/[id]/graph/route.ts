import { buildId } from '@/lib/build-meta';
import { handlePersonGraph } from '@/lib/registry/paths';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/registry/persons/{id}/graph: a person's holdings and seats, one hop (lib/registry/paths.ts). */
async function get(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handlePersonGraph(request, (await params).id, buildId);
}

/** GET under the per-client rate limit of class `lookup` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('lookup', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
