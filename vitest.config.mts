import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    // The upload reader runs in worker threads from a bundle of lib/intake/worker.ts (lib/intake/pool.ts).
    globalSetup: ['tests/setup/intake-worker.ts'],
    testTimeout: 60_000,
    // One test file per core. Vitest's default (cores − 1) ran ONE worker on the 2-core CI machine, so the two
    // facts-consistency files (most of the suite's CPU time) ran one after the other; the main process only
    // dispatches files and reports, so it needs no core of its own.
    maxWorkers: availableParallelism(),
  },
});
