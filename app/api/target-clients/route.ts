import { handleTargetClients } from '@/lib/portrait/handler';

/** GET /api/target-clients — ranked target clients and the segment portrait (lib/portrait). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return handleTargetClients(request);
}
