import { handleMatching } from '@/lib/matching/handler';

/** POST /api/matching — entity resolution explained (lib/matching/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleMatching(request);
}
