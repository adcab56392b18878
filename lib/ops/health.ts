/** Facts for the liveness answer (`GET /api/health`). */

/** The build id this process serves (baked in at build time, see scripts/build-id.mjs). */
export function readBuildIdAtRuntime(): string {
  return process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';
}

/** Whole seconds since the process started. */
export function uptimeSeconds(): number {
  return Math.floor(process.uptime());
}
