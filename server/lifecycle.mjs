/**
 * Process lifecycle shared between this server and the Next.js bundle (which cannot import this file): one object
 * on `globalThis` under `Symbol.for('hengxi.lifecycle')`. The app registers shutdown hooks there
 * (lib/ops/lifecycle.ts: the lead store closes its connections) and reads `draining` (readiness answers 503 while
 * the server drains). Same shape on both sides.
 */
const key = Symbol.for('hengxi.lifecycle');

/** @returns {{ draining: boolean, hooks: Array<{ name: string, run: () => Promise<void> | void }> }} */
export function lifecycle() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  g[key] ??= { draining: false, hooks: [] };
  return g[key];
}

/**
 * Runs every shutdown hook once, in reverse order of registration, each bounded by `timeoutMs`; failures are
 * reported through `onError` and do not stop the others.
 * @param {number} timeoutMs
 * @param {(name: string, error: unknown) => void} onError
 */
export async function runShutdownHooks(timeoutMs, onError) {
  const hooks = lifecycle().hooks.splice(0).reverse();
  for (const hook of hooks) {
    let timer;
    try {
      await Promise.race([
        Promise.resolve().then(hook.run),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      onError(hook.name, error);
    } finally {
      clearTimeout(timer);
    }
  }
}
