import { handleJudicial } from '@/lib/judicial/handler';

/** POST /api/judicial — litigation search on a company or a person (lib/judicial/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleJudicial(request);
}
