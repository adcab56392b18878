import { handleTargetClients } from '@/lib/portrait/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/target-clients — ranked target clients and the segment portrait (lib/portrait). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function get(request: Request): Response {
  return handleTargetClients(request);
}

/** GET under the per-client rate limit of class `compute` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('compute', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
