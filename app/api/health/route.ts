import { readBuildIdAtRuntime, uptimeSeconds } from '@/lib/ops/health';
import { otherMethods } from '@/lib/api/errors';

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

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
