import { handleJudicialPdf } from '@/lib/judicial/handler';

/** POST /api/judicial/pdf — the litigation search as a PDF, every row cited (lib/judicial/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleJudicialPdf(request);
}
