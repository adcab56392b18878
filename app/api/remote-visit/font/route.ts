import { handleFont } from '@/lib/remote/handler';
import { otherMethods } from '@/lib/api/errors';

/** GET /api/remote-visit/font — the CJK font the browser embeds in the visit-record PDF (lib/remote/handler.ts). */
export const runtime = 'nodejs';

export function GET(request: Request): Response {
  return handleFont(request);
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
