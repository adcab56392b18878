import { handleChecklist } from '@/lib/remote/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/remote-visit/checklist — a registry company's site-visit checklist from its risk signals (lib/remote). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function get(request: Request): Response {
  return handleChecklist(request);
}

/** GET under the per-client rate limit of class `compute` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('compute', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
