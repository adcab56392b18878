/**
 * The Node.js half of `instrumentation.ts`, run once when a server process starts: loads the sample registry and its search index right away (from the
 * build's artefact `.next/registry.json`, else by generating them), so it is ready within the startup budget
 * (≤ 2 s) instead of on the first visitor's request. `isRegistryLoaded()` (lib/registry) reports it for the
 * readiness check. Then starts the lead delivery worker (lib/leads/deliveries/worker.ts) when a channel is configured
 * (`LEADS_DELIVERY_WORKER=0` turns it off, e.g. for a read-only instance).
 */
export async function registerNode() {
  const startedAt = process.uptime();
  const { warmRegistry } = await import('./lib/registry');
  const cpu = process.cpuUsage();
  const { ms, source } = warmRegistry();
  const used = process.cpuUsage(cpu);
  // ms / cpuMs: loading the registry (wall / CPU time); importMs: loading its code; uptimeMs: since the process
  // started. CPU time does not depend on how busy the machine is (npm run bench:startup).
  console.log(
    JSON.stringify({
      event: 'registryReady',
      ms: Math.round(ms),
      cpuMs: Math.round((used.user + used.system) / 1000),
      importMs: Math.round((process.uptime() - startedAt) * 1000 - ms),
      source,
      uptimeMs: Math.round(process.uptime() * 1000),
    }),
  );
  // Delivery of new requests to the sales team (issue 24): one worker per instance when a channel is configured.
  if (process.env.LEADS_DELIVERY_WORKER !== '0' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { getLeadStore } = await import('./lib/leads/store');
    const { startProcessDeliveryWorker } = await import('./lib/leads/deliveries/worker');
    const channels = startProcessDeliveryWorker(getLeadStore);
    console.log(JSON.stringify({ event: 'deliveryWorker', channels }));
  }
}
