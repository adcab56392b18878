import { execFileSync } from 'node:child_process';

/** vitest global setup: bundles the upload reader's worker (lib/intake/pool.ts runs it) from the current sources. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-intake-worker.mjs'], { stdio: 'inherit' });
}
