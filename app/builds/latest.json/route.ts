import { buildId } from '@/lib/build-meta';

export const dynamic = 'force-dynamic';

/**
 * GET /builds/latest.json?t=<ms> → `{ "id": "<build id>", "timestamp": <ms> }`, never cached (spec §7). The client
 * polls it to notice a new deployment; the `t` parameter only defeats intermediary caches and is ignored.
 */
export function GET() {
  return Response.json({ id: buildId, timestamp: Date.now() }, { headers: { 'Cache-Control': 'no-store' } });
}
