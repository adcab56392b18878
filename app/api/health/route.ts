import { readBuildIdAtRuntime, uptimeSeconds } from '@/lib/ops/health';

/**
 * GET /api/health — liveness: the process answers. `{ status: "ok", buildId, uptimeSeconds }`, never cached.
 * It checks no dependency (that is /api/ready), so a database outage does not get healthy instances restarted.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(
    { status: 'ok', buildId: readBuildIdAtRuntime(), uptimeSeconds: uptimeSeconds() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
