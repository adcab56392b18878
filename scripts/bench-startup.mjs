/**
 * `npm run bench:startup`: how long an instance of the standalone build takes to be ready, and its memory.
 *
 * Starts `node .next/standalone/server/index.mjs` RUNS times (default 3) on a loopback port (PORT, else a free one),
 * polls GET /api/ready every 20 ms and prints, per run and as median/max: ms from spawn to the first 200 (the
 * registry check included) and the server's CPU time until then (what the wait would be on an idle core), the
 * `registryReady` log line (load time, its CPU time and source: artefact or generated), RSS at ready
 * and after 200 searches. Options: `--load N` runs N busy-looping processes meanwhile (a loaded machine);
 * `--no-artefact` hides `.next/standalone/.next/registry.json` for the run (the server generates the registry, as
 * before the artefact) and puts it back. Prints figures; asserts nothing. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const args = process.argv.slice(2);
const load = Number(args[args.indexOf('--load') + 1]) || 0;
const noArtefact = args.includes('--no-artefact');
const runs = Number(process.env.RUNS) || 3;
const standalone = path.resolve('.next/standalone');
const artefact = path.join(standalone, '.next', 'registry.json');

if (!existsSync(path.join(standalone, 'server', 'index.mjs'))) {
  console.error('No standalone build: run `npm run build` first.');
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// CPU time (user + system) a process has used so far, in ms: unlike wall time it hardly depends on how busy the machine is.
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
};
const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function once() {
  const port = Number(process.env.PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(standalone, 'server', 'index.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LEADS_SQLITE_PATH: path.resolve('data/bench-startup.sqlite'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  try {
    let readyMs;
    while (performance.now() - started < 30_000) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
      try {
        const res = await fetch(`${base}/api/ready`);
        if (res.status === 200) {
          readyMs = performance.now() - started;
          break;
        }
      } catch {
        /* not listening yet */
      }
      await sleep(20);
    }
    if (readyMs === undefined) throw new Error(`not ready within 30 s:\n${out}`);
    const rssReady = rssMb(child.pid);
    const cpuReady = cpuMs(child.pid);
    const queries = [
      '青岑冷链',
      'qiyu',
      '启屿新材',
      'Qingcen Cold Chain',
      '91004201000000027M',
      '澄湖微动',
      'chwd',
      '青岑冷鏈',
    ];
    for (let i = 0; i < 200; i++)
      await (
        await fetch(`${base}/api/registry/search?q=${encodeURIComponent(queries[i % queries.length])}`)
      ).arrayBuffer();
    const rssAfter = rssMb(child.pid);
    const line = /\{"event":"registryReady"[^}]*\}/.exec(out)?.[0] ?? '(no registryReady line)';
    return { readyMs, cpuReady, rssReady, rssAfter, line };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
}

const burners = Array.from({ length: load }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
const hidden = noArtefact && existsSync(artefact) ? `${artefact}.hidden` : null;
if (hidden) renameSync(artefact, hidden);
try {
  console.log(
    `== Startup of the standalone build: ${runs} runs, ${load} busy processes, artefact ${noArtefact ? 'hidden' : existsSync(artefact) ? 'present' : 'missing'}`,
  );
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await once();
    results.push(r);
    console.log(
      `run ${i + 1}: ready ${r.readyMs.toFixed(0)} ms after spawn (server CPU ${r.cpuReady.toFixed(0)} ms); RSS ${r.rssReady.toFixed(0)} MB at ready, ${r.rssAfter.toFixed(0)} MB after 200 searches; ${r.line}`,
    );
  }
  const sorted = (k) => results.map((r) => r[k]).sort((a, b) => a - b);
  const med = (k) => sorted(k)[Math.floor(results.length / 2)];
  const max = (k) => sorted(k).at(-1);
  console.log(
    `ready: median ${med('readyMs').toFixed(0)} ms, max ${max('readyMs').toFixed(0)} ms; server CPU until ready: median ${med('cpuReady').toFixed(0)} ms; RSS after searches: median ${med('rssAfter').toFixed(0)} MB, max ${max('rssAfter').toFixed(0)} MB`,
  );
} finally {
  if (hidden) renameSync(hidden, artefact);
  for (const b of burners) b.kill();
}
