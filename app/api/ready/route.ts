import { isDraining } from '@/lib/ops/lifecycle';
import { runReadiness } from '@/lib/ops/readiness';
import { readinessChecks } from '@/lib/ops/readiness-checks';

/**
 * GET /api/ready — readiness: 200 when every check in lib/ops/readiness-checks.ts passes, else 503 with
 * `Retry-After`; `{ ready, draining, checks: { name: "ok" | "failed" | "timeout" } }`, never cached.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const report = await runReadiness(readinessChecks, isDraining());
  return Response.json(report, {
    status: report.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store', ...(report.ready ? {} : { 'Retry-After': '5' }) },
  });
}
