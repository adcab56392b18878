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
  },
});
