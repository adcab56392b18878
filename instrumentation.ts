/**
 * Next's start-up hook. Everything it does needs Node.js (the registry, the lead store, the delivery worker), so it
 * lives in `instrumentation-node.ts`, imported only under `NEXT_RUNTIME === 'nodejs'`: the bundler drops the import
 * from the Edge build, which therefore never compiles Node-only modules (no "Ecmascript file had an error" warnings).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
