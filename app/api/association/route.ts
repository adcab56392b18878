import { handleAssociation } from '@/lib/association/handler';

/** POST /api/association — hidden related parties among 2–200 companies (lib/association/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleAssociation(request);
}
