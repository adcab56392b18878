/**
 * `node scripts/bench-hostile-uploads.mjs [standalone dir]`: starts one instance of a production build (default
 * .next/standalone) on E2E_PORT (3000), posts every hostile file of scripts/stack/hostile-files.mjs to both intake
 * endpoints, plus a 30 MB chunked body without Content-Length, one at a time, and prints per case the status, time
 * (30 s at most), the instance's RSS growth and the slowest page request made during the upload
 * (scripts/stack/hostile-uploads.mjs). An instance that does not answer its health check within 10 s after a case
 * is reported and replaced by a fresh one. Figures only; the limits are asserted by `npm run test:stack`. Used for
 * issue 21's before/after figures.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostileFiles } from './stack/hostile-files.mjs';
import { describe, intakeEndpoints, measureUpload, rssMb } from './stack/hostile-uploads.mjs';

const dir = path.resolve(process.argv[2] ?? '.next/standalone');
const port = Number(process.env.E2E_PORT) || 3000;
const origin = `http://127.0.0.1:${port}`;
const data = mkdtempSync(path.join(tmpdir(), 'hostile-bench-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const healthy = () =>
  fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) })
    .then((x) => x.ok)
    .catch(() => false);

async function start() {
  const child = spawn(process.execPath, [path.join(dir, 'server', 'index.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WARMUP: '0',
      LOG_LEVEL: 'warn',
      LEADS_SQLITE_PATH: path.join(data, 'leads.sqlite'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; !(await healthy()); i++) {
    if (i > 600) throw new Error('instance did not start');
    await sleep(100);
  }
  // Warm the page and both endpoints once, so the first case does not pay for compiling them.
  const csv = { name: 'warm-up', fileName: 'list.csv', bytes: Buffer.from('name\n澄湖微动精密制造有限公司\n') };
  for (const endpoint of intakeEndpoints) await measureUpload({ origin, pid: child.pid, endpoint, file: csv });
  console.log(`[hostile] instance pid ${child.pid}, RSS ${Math.round(rssMb(child.pid))} MB after warm-up`);
  return child;
}

async function stop(child) {
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
}

let child = await start();
try {
  const files = [
    ...(await hostileFiles()),
    { name: 'chunked body of 30 MB without Content-Length', fileName: 'chunked.csv', chunkedMb: 30 },
  ];
  for (const file of files) {
    for (const endpoint of intakeEndpoints) {
      const r = await measureUpload({ origin, pid: child.pid, endpoint, file, timeoutMs: 30_000 });
      console.log(`[hostile] ${describe(endpoint, file, r)}`);
      const t = performance.now();
      while (!(await healthy())) {
        if (performance.now() - t > 10_000) {
          console.log(
            `[hostile]   instance still unresponsive 10 s after the answer (RSS ${Math.round(rssMb(child.pid))} MB): replaced`,
          );
          await stop(child);
          child = await start();
          break;
        }
        await sleep(250);
      }
      await sleep(300);
    }
  }
} finally {
  await stop(child);
}
