import { handleMatchingList } from '@/lib/matching/handler';

/** POST /api/matching/list — entity resolution of up to 200 lines with a confusion table (lib/matching/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleMatchingList(request);
}
