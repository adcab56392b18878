/**
 * The intake worker's task (bundled by scripts/build-intake-worker.mjs into build/intake-worker.cjs, run by the
 * piscina pool in ./pool.ts): `{ bytes, fileName, options? }` → `{ ok: true, table }` or `{ ok: false, code, details }` for an
 * `IntakeError` (an error's class does not survive the trip between threads). Anything else is thrown.
 */
import { IntakeError } from './errors';
import { readTableInProcess, type RawTable, type ReadOptions } from './read';

export type WorkerAnswer =
  { ok: true; table: RawTable } | { ok: false; code: IntakeError['code']; details: IntakeError['details'] };

export default async function readInWorker({
  bytes,
  fileName,
  options,
}: {
  bytes: Uint8Array;
  fileName: string;
  options?: ReadOptions;
}): Promise<WorkerAnswer> {
  try {
    return { ok: true, table: await readTableInProcess(bytes, fileName, options) };
  } catch (e) {
    if (e instanceof IntakeError) return { ok: false, code: e.code, details: e.details };
    throw e;
  }
}
