import { handleMonitoringDigest } from '@/lib/monitoring/handler';

/** POST /api/monitoring/digest — the monitoring daily digest as XLSX or PDF (lib/monitoring/handler.ts). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return handleMonitoringDigest(request);
}
