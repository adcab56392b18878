import { handleChecklist } from '@/lib/remote/handler';
import { otherMethods } from '@/lib/api/errors';

/** GET /api/remote-visit/checklist — a registry company's site-visit checklist from its risk signals (lib/remote). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return handleChecklist(request);
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
