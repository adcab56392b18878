import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Two projects of one suite. Most files only call functions: they share each worker's module cache (`isolate: false`),
 * so the registry, the messages and the libraries are imported once per worker instead of once per file (importing
 * was about a third of the suite's CPU time). A file that mocks modules or changes the environment
 * (`vi.mock`, `vi.stubEnv`, `process.env.X = …`), the lead-store suites (they start servers and set their stores'
 * paths) and the two cross-surface consistency files (minutes of CPU and a large heap each) get a fresh module graph,
 * as every file had before. The list is found by reading the files, so a new test that mocks is isolated by itself.
 */
const changesModulesOrEnv =
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(|process\.env\.[A-Za-z_]+ *=[^=]|process\.env\[[^\]]+\] *=[^=]|delete process\.env/;
const unitFiles = readdirSync(path.join(import.meta.dirname, 'tests', 'unit'))
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `tests/unit/${f}`);
const isolated = [
  'tests/leads/**/*.test.ts',
  'tests/unit/facts-consistency-*.test.ts',
  ...unitFiles.filter((f) => changesModulesOrEnv.test(readFileSync(path.join(import.meta.dirname, f), 'utf8'))),
];

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname) },
      // The server's message formatter, as next.config.ts aliases it for the app (i18n/format-message.ts): tests
      // format messages as the server renders them. next-intl and use-intl are inlined so the alias reaches the
      // import inside use-intl's translator.
      { find: /^use-intl\/format-message$/, replacement: path.resolve(import.meta.dirname, 'i18n/format-message.ts') },
    ],
  },
  test: {
    environment: 'node',
    // The upload reader runs in worker threads from a bundle of lib/intake/worker.ts (lib/intake/pool.ts).
    globalSetup: ['tests/setup/intake-worker.ts'],
    testTimeout: 60_000,
    server: { deps: { inline: [/[\\/]node_modules[\\/](next-intl|use-intl)[\\/]/] } },
    // One test file per core. Vitest's default (cores − 1) ran ONE worker on the 2-core CI machine, so the two
    // facts-consistency files (most of the suite's CPU time) ran one after the other; the main process only
    // dispatches files and reports, so it needs no core of its own.
    maxWorkers: availableParallelism(),
    // scripts/time-test-steps.mjs asks for a JSON report (per-file times) when the unit tests run inside a composite step.
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: isolated,
          isolate: false,
        },
      },
    ],
  },
});
