/**
 * Starts the production server (`node .next/standalone/server/index.mjs`, what `npm start` and the nginx stack run:
 * Brotli, the CSP with nonces, the request guard) on a free loopback port for the checking and budget scripts
 * (check-html, js-budget, lighthouse, the benchmarks), and stops it when the script exits. Its lead store is a
 * throw-away SQLite file unless LEADS_SQLITE_PATH is set; its request log is quiet unless LOG_LEVEL is set.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the standalone production server from the existing build; resolves with its base URL, a stop function,
 * the server's pid, the time it was spawned (performance.now()) and the lines it has printed so far (`output`),
 * once `/api/ready` answers 200 (lead store open, sample registry loaded).
 */
export async function startServer() {
  if (!existsSync('.next/BUILD_ID') || !existsSync('.next/standalone/server/index.mjs')) {
    console.error('No production build in .next/: run `npm run build` first (or set BASE_URL).');
    process.exit(2);
  }
  const port = await freePort();
  const startedAt = performance.now();
  const output = [];
  const base = `http://127.0.0.1:${port}`;
  // A throw-away lead store, removed when the server stops (unless the caller chose one).
  const scratch = process.env.LEADS_SQLITE_PATH ? null : mkdtempSync(join(tmpdir(), 'hx-server-'));
  const child = spawn(process.execPath, ['.next/standalone/server/index.mjs'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LEADS_SQLITE_PATH: scratch ? join(scratch, 'leads.sqlite') : process.env.LEADS_SQLITE_PATH,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) =>
    output.push(
      ...chunk
        .split('\n')
        .filter(Boolean)
        .map((line) => ({ at: performance.now(), line })),
    ),
  );
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  process.on('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the production server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) return { base, stop, pid: child.pid, startedAt, output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error('the production server was not ready within 60 s');
}
