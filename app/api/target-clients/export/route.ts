import { handleTargetClientsExport } from '@/lib/portrait/handler';

/** GET /api/target-clients/export — the ranked list as CSV or XLSX (≤ 5,000 rows). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handleTargetClientsExport(request);
}
