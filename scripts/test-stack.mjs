/**
 * `npm run test:stack` (part of `npm test`): the production topology, started with scripts/stack/stack.mjs in a
 * throwaway directory — nginx + 2 instances + PostgreSQL on loopback; ports from STACK_PORT, else E2E_PORT + 10,
 * else 8440 — and tested through nginx over HTTPS by scripts/stack/stack-tests.mjs (Observatory grade, shared rate
 * limit, load with an instance killed, fuzzing). This launcher makes the throwaway CA first so the tests run with
 * it trusted (NODE_EXTRA_CA_CERTS is read at process start), and always takes the stack down afterwards.
 * When nginx cannot be installed it says so and exits 0 (skipped), like the PostgreSQL suite.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureCertificates } from './stack/certs.mjs';
import { down, findNginx, StackUnavailable } from './stack/stack.mjs';

try {
  findNginx();
} catch (error) {
  if (!(error instanceof StackUnavailable)) throw error;
  console.log(`nginx unavailable: ${error.message}`);
  console.log('SKIPPED: the production-topology tests (npm run test:stack) were NOT run.');
  process.exit(0);
}

const basePort =
  Number(process.env.STACK_PORT) || (Number(process.env.E2E_PORT) ? Number(process.env.E2E_PORT) + 10 : 8440);
const dir = mkdtempSync(path.join(tmpdir(), 'hengxi-stack-'));
chmodSync(dir, 0o711); // PostgreSQL runs as its own user and must reach its cluster directory inside

const { ca } = ensureCertificates(path.join(dir, 'tls'));
const env = {
  ...process.env,
  STACK_DIR: dir,
  STACK_PORT: String(basePort),
  STACK_INSTANCES: '2',
  LEADS_RATE_LIMIT: '5/600',
  // The API's limits ×10 (lib/api/rate-limit.ts): the fuzzing and hostile uploads send hundreds of requests from one
  // address; section 3b checks the shared limit at that scale.
  API_RATE_LIMIT_FACTOR: '10',
  NODE_EXTRA_CA_CERTS: ca,
};
delete env.DATABASE_URL;
delete env.STACK_DB;

let status = 1;
try {
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'stack', 'stack-tests.mjs')], {
    stdio: 'inherit',
    env,
  });
  status = run.status ?? 1;
} finally {
  await down({ env, log: () => undefined }).catch((e) => console.error(`stack down failed: ${e}`));
  if (status !== 0) {
    const kept = path.join(process.cwd(), 'test-results', 'stack-logs');
    rmSync(kept, { recursive: true, force: true });
    cpSync(path.join(dir, 'logs'), kept, { recursive: true });
    console.log(`Stack logs kept in ${kept}`);
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
