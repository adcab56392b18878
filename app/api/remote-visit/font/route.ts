import { handleFont } from '@/lib/remote/handler';

/** GET /api/remote-visit/font — the CJK font the browser embeds in the visit-record PDF (lib/remote/handler.ts). */
export const runtime = 'nodejs';

export function GET(request: Request): Response {
  return handleFont(request);
}
