/**
 * The process lifecycle the instance server (server/index.mjs, server/lifecycle.mjs) shares with the app through
 * one `globalThis` object: shutdown hooks to run after in-flight requests finish on SIGTERM, and whether the
 * process is draining (readiness then answers 503). Under `next start` nothing runs the hooks; they are harmless.
 */
const key = Symbol.for('hengxi.lifecycle');

interface Lifecycle {
  draining: boolean;
  hooks: Array<{ name: string; run: () => Promise<void> | void }>;
}

function state(): Lifecycle {
  const g: Record<symbol, Lifecycle | undefined> = globalThis;
  g[key] ??= { draining: false, hooks: [] };
  return g[key];
}

/** Registers `run` (e.g. closing a database pool) to be called once at graceful shutdown. */
export function onShutdown(name: string, run: () => Promise<void> | void): void {
  state().hooks.push({ name, run });
}

/** Whether the server is shutting down (stopped accepting, finishing in-flight requests). */
export function isDraining(): boolean {
  return state().draining;
}
