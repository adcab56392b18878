import { isDraining } from '@/lib/ops/lifecycle';
import { outboxReport } from '@/lib/ops/outbox-lag';
import { runReadiness } from '@/lib/ops/readiness';
import { readinessChecks } from '@/lib/ops/readiness-checks';
import { otherMethods } from '@/lib/api/errors';

/**
 * GET /api/ready — readiness: 200 when every check in lib/ops/readiness-checks.ts passes, else 503 with
 * `Retry-After`; `{ ready, draining, checks: { name: "ok" | "failed" | "timeout" }, outbox }`, never cached.
 * `outbox` is the lead-delivery outbox's `{ pending, dead, lagSeconds }` (null when unknown); it does not affect
 * readiness (lib/ops/outbox-lag.ts).
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const [report, outbox] = await Promise.all([runReadiness(readinessChecks, isDraining()), outboxReport()]);
  return Response.json(
    { ...report, outbox },
    {
      status: report.ready ? 200 : 503,
      headers: { 'Cache-Control': 'no-store', ...(report.ready ? {} : { 'Retry-After': '5' }) },
    },
  );
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
