/**
 * Readiness (`GET /api/ready`): whether this instance should receive traffic. Each check is a named async
 * function that throws (or rejects) when its dependency is not usable; `runReadiness` runs them all in parallel,
 * each bounded by a timeout, and reports `ok`/`failed` per name — never error details, which could leak hosts or
 * credentials. While the server drains on SIGTERM the instance is not ready whatever the checks say.
 *
 * The list itself is `./readiness-checks.ts`: other modules add their check there.
 */

export interface ReadinessCheck {
  /** Short stable name shown in the answer, e.g. `leadStore`. */
  name: string;
  /** Resolves when the dependency works; rejects or throws otherwise. */
  check: () => Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  checks: Record<string, 'ok' | 'failed' | 'timeout'>;
}

/** Runs `checks` in parallel, each within `timeoutMs`. */
export async function runReadiness(
  checks: readonly ReadinessCheck[],
  draining: boolean,
  timeoutMs = 2000,
): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      try {
        const outcome = await Promise.race([
          Promise.resolve()
            .then(check)
            .then(() => 'ok' as const),
          timeout,
        ]);
        return [name, outcome] as const;
      } catch {
        return [name, 'failed' as const] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const report = Object.fromEntries(results) as ReadinessReport['checks'];
  return { ready: !draining && results.every(([, r]) => r === 'ok'), draining, checks: report };
}
