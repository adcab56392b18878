import { handleNameListScreening } from '@/lib/screening/name-list';

/** POST /api/screening/names — a pasted list of names screened against the PEP and sanctions lists (lib/screening/name-list.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleNameListScreening(request);
}
