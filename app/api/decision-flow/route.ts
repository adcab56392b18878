import { handleDecisionFlow } from '@/lib/decision/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** POST /api/decision-flow — evaluates a credit decision flow on a registry company (lib/decision). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function post(request: Request): Promise<Response> {
  return handleDecisionFlow(request);
}

/** POST under the per-client rate limit of class `compute` (lib/api/rate-limit.ts). */
export const POST = rateLimitedRoute('compute', post);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
