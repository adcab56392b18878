/**
 * Runs once when a server process starts: generates the sample registry and its search index right away, so it
 * is ready within the startup budget (≤ 2 s) instead of on the first visitor's request. `isRegistryLoaded()`
 * (lib/registry) reports it for the readiness check.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { warmRegistry } = await import('./lib/registry');
  const ms = warmRegistry();
  console.log(JSON.stringify({ event: 'registryReady', ms: Math.round(ms) }));
}
