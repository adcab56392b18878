/**
 * `npm run bench:stack`: requests/s and latency of one prerendered page (/en-US/pricing) through the production
 * topology (nginx page cache in front of the instances), beside nginx serving the same HTML file from disk, and
 * one instance alone (no nginx) for reference — in one run, same TLS, same client, no compression. Target (issue
 * 9): the stack ≥ 0.9 × raw nginx, p99 ≤ 50 ms at 50 connections. Prints figures; not a pass/fail test (timings
 * depend on the machine's load).
 *
 * Client: wrk (Debian package, installed with apt-get when missing and root), else autocannon (slower client: the
 * ratio still holds, the absolute figures are the client's). Uses the stack that is up (npm run stack -- up), else
 * starts one in a temp dir and stops it afterwards. BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (2).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { down, readState, StackUnavailable, up } from './stack/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 50;

function findWrk() {
  if (existsSync('/usr/bin/wrk')) return '/usr/bin/wrk';
  if (process.getuid?.() === 0) {
    spawnSync('bash', ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq wrk'], { stdio: 'ignore' });
    if (existsSync('/usr/bin/wrk')) return '/usr/bin/wrk';
  }
  return null;
}

/** Parses wrk's `--latency` output: requests/s and latency percentiles in ms. */
export function parseWrk(text) {
  const ms = (v, unit) => Number(v) * ({ us: 0.001, ms: 1, s: 1000, m: 60000 }[unit] ?? 1);
  const pct = (p) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)`, 'm').exec(text);
    return m ? ms(m[1], m[2]) : NaN;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? '0';
  const socket = /Socket errors: (.*)/.exec(text)?.[1] ?? '';
  return { rps, p50: pct(50), p90: pct(90), p99: pct(99), non2xx: Number(errors), socketErrors: socket };
}

/**
 * What nginx's access log (format `hengxi_timing`, scripts/stack/nginx.mjs) says about the requests logged after byte
 * `from`: how many per cache status, and how many took nginx itself ≥ 50 ms ($request_time) — so a latency tail
 * seen by the client can be told apart: slow inside nginx (waiting on the cache, the upstream, a blocked write) or
 * outside it (the worker not scheduled, the client). Lines of the raw server are not logged (access_log off).
 */
export function tailOfLog(text) {
  const byStatus = {};
  let slow = 0;
  let max = 0;
  let count = 0;
  for (const line of text.split('\n')) {
    const f = line.split(' ');
    if (f.length < 6) continue;
    count++;
    const cache = f[2] === '-' ? 'none' : f[2];
    byStatus[cache] = (byStatus[cache] ?? 0) + 1;
    const t = Number(f[3]) * 1000;
    if (t >= 50) slow++;
    if (t > max) max = t;
  }
  return { count, byStatus, slow, max };
}

/** Size of the stack's access log now (0 when there is none). */
function logSize(dir) {
  try {
    return statSync(path.join(dir, 'logs', 'nginx-access.log')).size;
  } catch {
    return 0;
  }
}

async function measure(url, wrk) {
  if (wrk) {
    execFileSync(wrk, ['-t2', `-c${connections}`, '-d2s', url], { stdio: 'ignore' }); // warm-up (fills the cache)
    const out = execFileSync(wrk, ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', url], { encoding: 'utf8' });
    return parseWrk(out);
  }
  await autocannon({ url, connections, duration: 2 });
  const r = await autocannon({ url, connections, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, non2xx: r.non2xx, socketErrors: String(r.errors) };
}

let state = readState();
let ownDir = null;
try {
  if (!state) {
    ownDir = mkdtempSync(path.join(tmpdir(), 'hengxi-bench-'));
    chmodSync(ownDir, 0o711); // PostgreSQL runs as its own user and must reach its cluster directory inside
    state = await up({ env: { ...process.env, STACK_DIR: ownDir }, log: () => undefined });
  }
} catch (error) {
  if (error instanceof StackUnavailable) {
    console.log(`SKIPPED: ${error.message}`);
    process.exit(0);
  }
  throw error;
}
if (!process.env.NODE_EXTRA_CA_CERTS && !findWrk()) {
  // autocannon verifies TLS with Node's CAs; re-run with the stack's CA trusted.
  const r = spawnSync(process.execPath, [process.argv[1]], { stdio: 'inherit', env: { ...process.env, NODE_EXTRA_CA_CERTS: state.ca } });
  process.exit(r.status ?? 1);
}
const wrk = findWrk();
try {
  const page = '/en-US/pricing';
  const instance = state.instances.find((i) => {
    try {
      process.kill(i.pid, 0);
      return true;
    } catch {
      return false;
    }
  }) ?? state.instances[0];
  const rows = [
    ['stack (nginx cache → instances)', `${state.url}${page}`],
    ['raw nginx (same HTML file)', state.rawUrl],
    ['one instance, no nginx (HTTP)', `http://127.0.0.1:${instance.port}${page}`],
  ];
  console.log(`bench:stack — ${page}, ${connections} connections, ${seconds} s each, client ${wrk ? 'wrk' : 'autocannon'}, build ${state.buildId}`);
  // Rounds interleave the rows, so a change in the machine's load hits every row alike; the best round counts.
  const rounds = Number(process.env.BENCH_ROUNDS) || 2;
  const best = rows.map(() => null);
  for (let round = 1; round <= rounds; round++) {
    for (const [i, [label, url]] of rows.entries()) {
      const from = i === 0 && state.dir ? logSize(state.dir) : 0;
      const r = await measure(url, wrk);
      if (i === 0 && state.dir) {
        await new Promise((resolve) => setTimeout(resolve, 1500)); // the log is buffered (flush=1s)
        const text = readFileSync(path.join(state.dir, 'logs', 'nginx-access.log')).subarray(from).toString('utf8');
        const tail = tailOfLog(text);
        console.log(
          `[bench:figures] round ${round} stack access log: ${tail.count} requests, cache ${JSON.stringify(tail.byStatus)}, ${tail.slow} took nginx ≥ 50 ms (max ${tail.max.toFixed(0)} ms)`,
        );
      }
      if (!best[i] || r.rps > best[i].rps) best[i] = r;
      console.log(
        `[bench:figures] round ${round} ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1)} ms   p90 ${r.p90.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   non-2xx ${r.non2xx}${r.socketErrors ? `   socket errors ${r.socketErrors}` : ''}`,
      );
    }
  }
  const [stack, raw] = best;
  const ratio = stack.rps / raw.rps;
  console.log(`[bench:figures] best of ${rounds}: stack ${stack.rps.toFixed(0)} req/s (p99 ${stack.p99.toFixed(1)} ms), raw nginx ${raw.rps.toFixed(0)} req/s (p99 ${raw.p99.toFixed(1)} ms)`);
  console.log(`[bench:figures] ratio stack / raw nginx = ${ratio.toFixed(2)} (target ≥ 0.90: ${ratio >= 0.9 ? 'met' : 'NOT met'}); stack p99 ${stack.p99.toFixed(1)} ms (target ≤ 50 ms: ${stack.p99 <= 50 ? 'met' : 'NOT met'})`);
} finally {
  if (ownDir) {
    await down({ env: { ...process.env, STACK_DIR: ownDir }, log: () => undefined });
    rmSync(ownDir, { recursive: true, force: true });
  }
}
