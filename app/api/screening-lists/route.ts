import { handleScreeningLists } from '@/lib/screening/lists-handler';

/** GET /api/screening-lists — the fictional PEP and sanctions lists, JSON or CSV (lib/screening/lists-handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return handleScreeningLists(request);
}
