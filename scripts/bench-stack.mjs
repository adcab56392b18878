/**
 * `npm run bench:stack`: requests/s and latency of one prerendered page (/en-US/pricing) through the production
 * topology (nginx page cache in front of the instances), beside nginx serving the same HTML file from disk, and
 * one instance alone (no nginx) for reference — in one run, same TLS, same client, no compression. Targets (issue 9,
 * issue 28 goal 4): the stack's throughput ≥ 0.9 × raw nginx and its p99 ≤ 1.5 × raw nginx's, at 50 connections.
 * Prints figures; not a pass/fail test (timings depend on the machine's load, printed with them).
 *
 * Method: BENCH_ROUNDS rounds (3); in each, the stack and raw nginx are measured back to back (which goes first
 * alternates), so a change in the machine's load hits both alike, and the round's ratios compare like with like.
 * The summary is the median over rounds of each ratio, with the rounds' own figures. Per row it also prints the nginx
 * workers' CPU time per request and the instances' CPU time during the row (from /proc): extra work per request in
 * nginx, or the instances competing for the 2 cores, can be told apart from waiting for a CPU taken by other work.
 *
 * Client: wrk (Debian package, installed with apt-get when missing and root), else autocannon (slower client: the
 * ratio still holds, the absolute figures are the client's). Uses the stack that is up (npm run stack -- up), else
 * starts one in a temp dir and stops it afterwards. BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3),
 * BENCH_THREADS (wrk threads, 2).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { down, readState, StackUnavailable, up } from './stack/stack.mjs';

const seconds = Number(process.env.BENCH_SECONDS) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 50;
const threads = Number(process.env.BENCH_THREADS) || 2;

function findWrk() {
  if (existsSync('/usr/bin/wrk')) return '/usr/bin/wrk';
  if (process.getuid?.() === 0) {
    spawnSync('bash', ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq wrk'], {
      stdio: 'ignore',
    });
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

/** CPU time (ms, user + system) used so far by the stack's nginx worker processes (both servers share them); null off Linux. */
export function nginxWorkerCpuMs(dir) {
  try {
    const master = readFileSync(path.join(dir, 'nginx.pid'), 'utf8').trim();
    const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    let ticks = 0;
    for (const pid of children) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    }
    return ticks * 10; // USER_HZ = 100 on Linux
  } catch {
    return null;
  }
}

/** CPU time (ms) used so far by the given processes (the instances), from /proc; null off Linux. */
export function processesCpuMs(pids) {
  try {
    let ticks = 0;
    for (const pid of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10;
  } catch {
    return null;
  }
}

/** Jiffies of the whole machine from /proc/stat: [busy, total]; null off Linux. */
export function machineJiffies() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = f.reduce((a, b) => a + b, 0);
    return [total - f[3] - (f[4] ?? 0), total]; // idle and iowait are not busy
  } catch {
    return null;
  }
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/**
 * One row: a 2 s warm-up (fills the cache), then the measured run. `cpu()` (or null) is read around the measured run
 * only; the result carries its difference per request, in µs.
 */
async function measure(url, wrk, cpu = () => null, appCpu = () => null) {
  if (wrk) {
    execFileSync(wrk, [`-t${threads}`, `-c${connections}`, '-d2s', url], { stdio: 'ignore' }); // warm-up (fills the cache)
    const before = cpu();
    const appBefore = appCpu();
    const machineBefore = machineJiffies();
    const out = execFileSync(wrk, [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', url], {
      encoding: 'utf8',
    });
    const after = cpu();
    const appAfter = appCpu();
    const machineAfter = machineJiffies();
    const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
    return {
      ...parseWrk(out),
      cpuPerRequest: before !== null && after !== null ? ((after - before) * 1000) / requests : null,
      appCpuMs: appBefore !== null && appAfter !== null ? appAfter - appBefore : null,
      machineBusy:
        machineBefore && machineAfter
          ? (machineAfter[0] - machineBefore[0]) / (machineAfter[1] - machineBefore[1])
          : null,
    };
  }
  await autocannon({ url, connections, duration: 2 });
  const before = cpu();
  const appBefore = appCpu();
  const r = await autocannon({ url, connections, duration: seconds });
  const after = cpu();
  const appAfter = appCpu();
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    socketErrors: String(r.errors),
    cpuPerRequest: before !== null && after !== null ? ((after - before) * 1000) / r.requests.total : null,
    appCpuMs: appBefore !== null && appAfter !== null ? appAfter - appBefore : null,
  };
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
  const r = spawnSync(process.execPath, [process.argv[1]], {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: state.ca },
  });
  process.exit(r.status ?? 1);
}
const wrk = findWrk();
try {
  const page = '/en-US/pricing';
  const instance =
    state.instances.find((i) => {
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
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(
    `bench:stack — ${page}, ${connections} connections, ${seconds} s each, client ${wrk ? `wrk -t${threads}` : 'autocannon'}, build ${state.buildId}, load average ${load()}`,
  );
  const rounds = Number(process.env.BENCH_ROUNDS) || 3;
  const perRound = [];
  for (let round = 1; round <= rounds; round++) {
    // The stack and raw nginx back to back, alternating which goes first; the instance alone last (reference only).
    const order = round % 2 ? [0, 1, 2] : [1, 0, 2];
    const results = [];
    for (const i of order) {
      const [label, url] = rows[i];
      const from = i === 0 && state.dir ? logSize(state.dir) : 0;
      const r = await measure(
        url,
        wrk,
        () => (i < 2 && state.dir ? nginxWorkerCpuMs(state.dir) : null),
        () => processesCpuMs(state.instances.map((x) => x.pid)),
      );
      const cpu = r.cpuPerRequest;
      results[i] = r;
      console.log(
        `[bench:figures] round ${round} ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1)} ms   p90 ${r.p90.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   non-2xx ${r.non2xx}${cpu !== null ? `   nginx CPU ${cpu.toFixed(0)} µs/req` : ''}${r.appCpuMs != null ? `   instances CPU ${r.appCpuMs} ms` : ''}${r.machineBusy != null ? `   machine busy ${(r.machineBusy * 100).toFixed(0)}%` : ''}${r.socketErrors ? `   socket errors ${r.socketErrors}` : ''}`,
      );
      if (i === 0 && state.dir) {
        await new Promise((resolve) => setTimeout(resolve, 1500)); // the log is buffered (flush=1s)
        const text = readFileSync(path.join(state.dir, 'logs', 'nginx-access.log'))
          .subarray(from)
          .toString('utf8');
        const tail = tailOfLog(text);
        console.log(
          `[bench:figures] round ${round} stack access log: ${tail.count} requests, cache ${JSON.stringify(tail.byStatus)}, ${tail.slow} took nginx ≥ 50 ms (max ${tail.max.toFixed(0)} ms)`,
        );
      }
    }
    const [stack, raw] = results;
    perRound.push({ stack, raw, throughput: stack.rps / raw.rps, p99: stack.p99 / raw.p99 });
    console.log(
      `[bench:figures] round ${round} stack / raw nginx: throughput ${(stack.rps / raw.rps).toFixed(2)}, p99 ${(stack.p99 / raw.p99).toFixed(2)}× (load average ${load()})`,
    );
  }
  const throughput = median(perRound.map((r) => r.throughput));
  const p99Ratio = median(perRound.map((r) => r.p99));
  const stackP99 = median(perRound.map((r) => r.stack.p99));
  const rawP99 = median(perRound.map((r) => r.raw.p99));
  const stackRps = median(perRound.map((r) => r.stack.rps));
  const rawRps = median(perRound.map((r) => r.raw.rps));
  console.log(
    `[bench:figures] median of ${rounds} rounds: stack ${stackRps.toFixed(0)} req/s, p99 ${stackP99.toFixed(1)} ms; raw nginx ${rawRps.toFixed(0)} req/s, p99 ${rawP99.toFixed(1)} ms`,
  );
  console.log(
    `[bench:figures] stack / raw nginx (median of the rounds' ratios): throughput ${throughput.toFixed(2)} (target ≥ 0.90: ${throughput >= 0.9 ? 'met' : 'NOT met'}), p99 ${p99Ratio.toFixed(2)}× (target ≤ 1.50×: ${p99Ratio <= 1.5 ? 'met' : 'NOT met'}); load average ${load()}`,
  );
} finally {
  if (ownDir) {
    await down({ env: { ...process.env, STACK_DIR: ownDir }, log: () => undefined });
    rmSync(ownDir, { recursive: true, force: true });
  }
}
