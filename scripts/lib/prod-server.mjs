/**
 * Starts the production build (`next start`) on a free loopback port for the budget scripts
 * (scripts/js-budget.mjs, scripts/lighthouse.mjs), and stops it when the script exits.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

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
 * Starts `next start` from the existing production build; resolves with its base URL, a stop function, the
 * server's pid, the time it was spawned (performance.now()) and the lines it has printed so far (`output`).
 */
export async function startServer() {
  if (!existsSync('.next/BUILD_ID')) {
    console.error('No production build in .next/: run `npm run build` first (or set BASE_URL).');
    process.exit(2);
  }
  const port = await freePort();
  const startedAt = performance.now();
  const output = [];
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => output.push(...chunk.split('\n').filter(Boolean).map((line) => ({ at: performance.now(), line }))));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/builds/latest.json`);
      if (res.ok) return { base, stop, pid: child.pid, startedAt, output };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error('next start did not answer within 60 s');
}
