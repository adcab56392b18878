import { handleMonitoring } from '@/lib/monitoring/handler';

/** POST /api/monitoring — portfolio monitoring of a watchlist (lib/monitoring/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleMonitoring(request);
}
