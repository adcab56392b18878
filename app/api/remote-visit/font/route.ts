import { handleFont } from '@/lib/remote/handler';
import { otherMethods } from '@/lib/api/errors';
import { rateLimitedRoute } from '@/lib/api/rate-limit';

/** GET /api/remote-visit/font — the CJK font the browser embeds in the visit-record PDF (lib/remote/handler.ts). */
export const runtime = 'nodejs';

function get(request: Request): Response {
  return handleFont(request);
}

/** GET under the per-client rate limit of class `batch` (lib/api/rate-limit.ts). */
export const GET = rateLimitedRoute('batch', get);

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
