/**
 * Bundles the upload reader's worker (lib/intake/worker.ts with exceljs, papaparse, yauzl, iconv-lite, jschardet)
 * into one self-contained file, build/intake-worker.cjs, which the piscina pool (lib/intake/pool.ts) starts in its
 * worker threads. A worker thread runs plain JavaScript outside Next's bundles, so it gets its own bundle; Next's
 * output file tracing copies it into the standalone server (next.config.ts, outputFileTracingIncludes).
 * Run by `npm run build`, `npm run dev` and vitest's global setup. Prints one line.
 */
import { build } from 'esbuild';
import { statSync } from 'node:fs';
import path from 'node:path';

const outfile = path.resolve('build', 'intake-worker.cjs');
const started = performance.now();
await build({
  entryPoints: ['lib/intake/worker.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(
  `[intake-worker] ${path.relative(process.cwd(), outfile)}: ${(statSync(outfile).size / 1024).toFixed(0)} KiB in ${Math.round(performance.now() - started)} ms`,
);
