import { entitySource } from '@/lib/entities';
import { handleScreening } from '@/lib/screening/handler';

/** POST /api/screening — batch screening of `{ rows: [{ name?, uscc? }] }` (lib/screening/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleScreening(request, { entities: entitySource });
}
