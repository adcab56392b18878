import { handleScreeningFile } from '@/lib/screening/handler';

/** POST /api/screening/file — reads an uploaded or pasted list into rows to screen (lib/screening/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleScreeningFile(request);
}
