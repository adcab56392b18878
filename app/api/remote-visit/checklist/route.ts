import { handleChecklist } from '@/lib/remote/handler';

/** GET /api/remote-visit/checklist — a registry company's site-visit checklist from its risk signals (lib/remote). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return handleChecklist(request);
}
