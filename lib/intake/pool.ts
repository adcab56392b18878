/**
 * The upload reader's worker pool (piscina): every upload is parsed off the main thread, so one hostile file can never
 * stall the pages and endpoints other visitors are waiting for (issue 21).
 *
 * Limits per instance (`poolLimits`): at most 2 files read at once (one per core of a 2-core instance; a third gets
 * `IntakeError('busy')`, answered 503 with `Retry-After`); each read may take 20 s and 256 MB of V8 heap (the worker
 * is terminated past either — `IntakeError('tooComplex')`, a 4xx — and piscina starts a fresh one). Idle workers
 * exit after 30 s, so an instance that reads no files keeps no worker.
 *
 * The worker runs build/intake-worker.cjs (scripts/build-intake-worker.mjs bundles lib/intake/worker.ts), resolved
 * from the working directory: the project root in development and tests, the standalone directory in production
 * (server/index.mjs changes into it; Next's file tracing copies the bundle there). Override with `INTAKE_WORKER`.
 */
import path from 'node:path';
import { Piscina } from 'piscina';
import { IntakeError } from './errors';
import { intakeLimits } from './limits';
import type { RawTable, ReadOptions } from './read';
import type { WorkerAnswer } from './worker';

/** Concurrency, time and memory limits of the reader (see module doc). */
export const poolLimits = {
  maxConcurrent: 2,
  // A real 10,000-row, 10-column XLSX (0.6 MB) took 5.8 s in a worker on a 2-core machine at load ~19; hostile files are refused by
  // the preflight within a second, so the limit only bounds what the preflight cannot see.
  timeoutMs: 20_000,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  /** Seconds a visitor is asked to wait when every worker is busy. */
  retryAfterSeconds: 5,
} as const;

let pool: Piscina | undefined;
let active = 0;

function workerFile(): string {
  return process.env.INTAKE_WORKER || path.join(process.cwd(), 'build', 'intake-worker.cjs');
}

function getPool(): Piscina {
  pool ??= new Piscina({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: poolLimits.maxConcurrent,
    idleTimeout: 30_000,
    resourceLimits: {
      maxOldGenerationSizeMb: poolLimits.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: poolLimits.maxYoungGenerationSizeMb,
    },
  });
  return pool;
}

/** Reads currently running in this instance's pool (for tests and metrics). */
export function activeReads(): number {
  return active;
}

/**
 * Reads an uploaded file into rows (`readTableInProcess` in ./read.ts, run in a worker thread). Resolves with the
 * table; throws `IntakeError` — the reader's own codes, `busy` when `maxConcurrent` reads are running, `tooComplex`
 * past the time or memory limit. A file over the byte limit is refused here, before a worker is asked.
 * `options.sheet` names the XLSX sheet to read (the visitor's pick; default the first sheet holding a table);
 * `options.timeoutMs` replaces the time limit (tests); `options.pdf` accepts text-based PDFs (./pdf.ts).
 */
export async function readTable(
  bytes: Uint8Array,
  fileName: string,
  options: { timeoutMs?: number } & ReadOptions = {},
): Promise<RawTable> {
  if (bytes.byteLength > intakeLimits.maxBytes) throw new IntakeError('tooLarge', { maxMb: 5 });
  if (active >= poolLimits.maxConcurrent) throw new IntakeError('busy', { seconds: poolLimits.retryAfterSeconds });
  active += 1;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? poolLimits.timeoutMs);
  try {
    const answer = (await getPool().run(
      { bytes, fileName, options: { pdf: options.pdf, sheet: options.sheet } },
      { signal: timeout },
    )) as WorkerAnswer;
    if (!answer.ok) throw new IntakeError(answer.code, answer.details);
    return answer.table;
  } catch (e) {
    if (e instanceof IntakeError) throw e;
    const code = (e as { code?: string }).code;
    if (timeout.aborted || code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory/i.test(String(e))) {
      throw new IntakeError('tooComplex', { seconds: poolLimits.timeoutMs / 1000 });
    }
    throw e;
  } finally {
    active -= 1;
  }
}
