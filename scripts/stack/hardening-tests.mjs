/**
 * The hardening suites of `npm run test:stack` (issue 21), run by ./stack-tests.mjs after the stack is up:
 *
 * - `hostileUploads`: every hostile file (./hostile-files.mjs) to both intake endpoints of one instance, plus a
 *   30 MB chunked body without Content-Length: each answered 4xx within 5 s, the instance's RSS up < 256 MB, and the
 *   slowest page request made during the upload answered within 1 s. Through nginx: a 4 MB list is accepted and a
 *   6 MB body gets nginx's 413.
 * - `slowClients`: through nginx, a client trickling its header and one trickling its body are cut off (408 or a
 *   closed connection) within 15 s, and a client opening 100 connections at once from one address gets 429 past 64.
 * - `databaseFaults`: demo requests sent without pause while PostgreSQL backends are terminated mid-insert, the
 *   server is stopped, started and restarted: every answer is 201 or 503 (with `Retry-After` and a localized
 *   message) within 5 s, /api/ready says 503 while the database is down, every acknowledged (201) request is in
 *   the database afterwards, and the instances accept requests again by themselves.
 * Each takes `{ check, figures, state, config }` and returns when done.
 */
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import tls from 'node:tls';
import path from 'node:path';
import pg from 'pg';
import { hostileFiles } from './hostile-files.mjs';
import { describe, intakeEndpoints, measureUpload } from './hostile-uploads.mjs';
import { findPgBin } from './pg.mjs';
import { readState } from './stack.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Hostile uploads (see module doc). */
export async function hostileUploads({ check, figures, state, config }) {
  // The instances as they run now (earlier sections restart some: their pids are in the state file).
  const instance = readState(config).instances[0];
  const origin = `http://127.0.0.1:${instance.port}`;
  const files = [
    ...(await hostileFiles()),
    { name: 'chunked body of 30 MB without Content-Length', fileName: 'chunked.csv', chunkedMb: 30 },
  ];
  // The page and both endpoints once, so the first case does not pay for compiling them or starting a worker.
  const warm = { name: 'warm-up', fileName: 'list.csv', bytes: Buffer.from('name\n澄湖微动精密制造有限公司\n') };
  for (const endpoint of intakeEndpoints) await measureUpload({ origin, pid: instance.pid, endpoint, file: warm });
  for (const file of files) {
    for (const endpoint of intakeEndpoints) {
      const r = await measureUpload({ origin, pid: instance.pid, endpoint, file, timeoutMs: 30_000 });
      figures(`hostile ${describe(endpoint, file, r)}`);
      check(
        r.status >= 400 && r.status < 500 && r.ms < 5000 && r.rssUpMb < 256 && r.pageMs < 1000,
        `${file.name} → ${endpoint}: 4xx within 5 s, RSS up < 256 MB, pages within 1 s (${r.status} ${r.code}, ${(r.ms / 1000).toFixed(2)} s, +${Math.round(r.rssUpMb)} MB, page ${Math.round(r.pageMs)} ms)`,
      );
    }
  }
  // Through nginx: the upload location takes a real 4 MB list and refuses a body over 5 MB + fields itself.
  const list = Buffer.from(
    `name\n${Array.from({ length: 9000 }, (_, i) => `示例企业${i}有限公司${'甲'.repeat(130)}`).join('\n')}\n`,
  );
  const post = (bytes) => {
    const form = new FormData();
    form.set('locale', 'en-US');
    form.set('file', new Blob([bytes]), 'list.csv');
    return fetch(`${state.url}/api/screening/file`, { method: 'POST', body: form });
  };
  const ok = await post(list);
  const big = await post(Buffer.alloc(6 * 1024 * 1024, 'a'));
  figures(
    `hostile via nginx: ${(list.length / 1024 / 1024).toFixed(1)} MB list → ${ok.status}; 6 MB body → ${big.status}`,
  );
  check(
    ok.status === 200 && big.status === 413,
    `through nginx a 4 MB list is read (200) and a 6 MB body refused (413) (${ok.status}/${big.status})`,
  );
}

/** Opens a TLS connection to nginx from `localAddress` (127.0.0.2 is not exempt from the per-client limit). */
function connect(config, localAddress = '127.0.0.2') {
  return new Promise((resolve, reject) => {
    const raw = net.connect({ host: '127.0.0.1', port: config.httpsPort, localAddress }, () => {
      const socket = tls.connect(
        { socket: raw, servername: 'localhost', rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] },
        () => resolve(socket),
      );
      socket.on('error', reject);
    });
    raw.on('error', reject);
  });
}

/** Sends `parts` one by one every `everyMs`; resolves `{ ms, answer }` when nginx answers or closes. */
function trickle(socket, parts, everyMs) {
  const started = performance.now();
  return new Promise((resolve) => {
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < parts.length && !socket.destroyed) socket.write(parts[i++]);
    }, everyMs);
    const done = () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, answer: answer.split('\r\n')[0] });
    };
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('close', done);
    socket.on('error', () => undefined);
    setTimeout(() => socket.destroy(), 40_000);
  });
}

/** Slow clients through nginx (see module doc). */
export async function slowClients({ check, figures, config }) {
  const header = [...'GET /en-US/pricing HTTP/1.1\r\nHost: localhost\r\nX-Slow: ']
    .map((c) => c)
    .concat(Array(200).fill('a'));
  // The body a byte every 11 s (longer than client_body_timeout between two reads) after a normal header. The two
  // slow clients are separate connections, each timed on its own: they trickle side by side (10 s, not 20).
  const bodyHead =
    'POST /api/screening/file HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n';
  const [head, body] = await Promise.all([
    connect(config).then((socket) => trickle(socket, header, 1000)),
    connect(config).then((socket) => {
      socket.write(bodyHead);
      return trickle(socket, Array(50).fill('a'), 11_000);
    }),
  ]);
  figures(`slow client: header a byte a second → "${head.answer || 'closed'}" after ${(head.ms / 1000).toFixed(1)} s`);
  check(head.ms < 15_000, `a client trickling its header is cut off within 15 s (${(head.ms / 1000).toFixed(1)} s)`);
  figures(`slow client: body a byte every 11 s → "${body.answer || 'closed'}" after ${(body.ms / 1000).toFixed(1)} s`);
  check(body.ms < 15_000, `a client trickling its body is cut off within 15 s (${(body.ms / 1000).toFixed(1)} s)`);

  // 100 connections from one address, each with an unfinished request: past 64 requests in progress, 429.
  const sockets = await Promise.all(Array.from({ length: 100 }, () => connect(config)));
  const answers = sockets.map(
    (s) =>
      new Promise((resolve) => {
        let text = '';
        s.on('data', (d) => {
          text += d.toString('latin1');
        });
        s.on('close', () => resolve(text.split('\r\n')[0]));
        s.on('error', () => undefined);
      }),
  );
  // Complete headers, unfinished bodies: each is a request in progress that holds its connection. PUT, because
  // limit_req (also answering 429) applies to POST only.
  for (const s of sockets)
    s.write(
      'PUT /api/demo-requests HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
  await sleep(1000);
  for (const s of sockets) s.end();
  const lines = await Promise.all(answers);
  const limited = lines.filter((l) => / 429 /.test(l)).length;
  figures(`slow client: 100 unfinished requests from 127.0.0.2 → ${limited} answered 429 at once`);
  check(
    limited >= 30 && limited <= 40,
    `requests in progress per client are capped at 64 (${limited} of 100 refused with 429)`,
  );
}

/** Database faults (see module doc). */
export async function databaseFaults({ check, figures, state: initial, config }) {
  const state = { ...initial, instances: readState(config).instances };
  const bin = findPgBin();
  if (state.database !== 'postgres' || !bin) {
    console.log('  (skipped: the stack runs on SQLite here)');
    return;
  }
  const data = path.join(config.dir, 'pg', 'data');
  const pgCtl = (...args) => {
    const root = process.getuid?.() === 0;
    const argv = [path.join(bin, 'pg_ctl'), '-D', data, ...args];
    execFileSync(root ? 'runuser' : argv[0], root ? ['-u', 'postgres', '--', ...argv] : argv.slice(1), {
      stdio: 'ignore',
    });
  };
  const url = `postgres://postgres@127.0.0.1:${config.pgPort}/hengxi`;
  const results = [];
  let running = true;
  let n = 0;
  async function sender(k) {
    while (running) {
      const i = n++;
      const instance = state.instances[i % state.instances.length];
      const email = `db-fault-${Date.now()}-${i}@hengxi.example`;
      const started = performance.now();
      let status = 0;
      let body = {};
      let retryAfter = null;
      try {
        const res = await fetch(`http://127.0.0.1:${instance.port}/api/demo-requests`, {
          method: 'POST',
          headers: {
            // No Origin: a non-browser client (the instance's Host is its own port, not the site's).
            'Content-Type': 'application/json',
            'Accept-Language': i % 2 ? 'en-US' : 'zh-CN',
            // A distinct client per request, so the shared rate limit (5 per 10 minutes) lets them all through.
            'X-Forwarded-For': `198.18.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({
            name: 'DB Fault Test',
            email,
            institution: 'Sample Bank (test)',
            institutionType: 'bank',
            role: 'risk',
            services: ['exactMatch'],
            consent: true,
            locale: i % 2 ? 'en-US' : 'zh-CN',
          }),
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        retryAfter = res.headers.get('retry-after');
        body = await res.json().catch(() => ({}));
      } catch {
        status = 0;
      }
      results.push({
        i,
        k,
        status,
        ms: performance.now() - started,
        at: Date.now(),
        id: body.id,
        message: body.message,
        retryAfter,
        email,
      });
      await sleep(50);
    }
  }
  const readyStatus = async () => {
    try {
      return (
        await fetch(`http://127.0.0.1:${state.instances[0].port}/api/ready`, { signal: AbortSignal.timeout(5000) })
      ).status;
    } catch {
      return 0;
    }
  };
  const senders = Array.from({ length: 4 }, (_, k) => sender(k));
  await sleep(2000);

  // 1. Backends terminated mid-insert, five times.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let terminated = 0;
  for (let t = 0; t < 5; t++) {
    const r = await admin.query(
      "select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity where application_name like 'hengxi-%'",
    );
    terminated += Number(r.rows[0].n);
    await sleep(400);
  }
  await admin.end();
  await sleep(1500);

  // 2. Stopped for 6 s, then started.
  pgCtl('-m', 'fast', '-w', 'stop');
  // Answers completing from half a second after the server is down were all decided without it.
  const stoppedAt = Date.now() + 500;
  await sleep(3000);
  const readyWhileDown = await readyStatus();
  await sleep(3000);
  const startedAt = Date.now();
  pgCtl(
    '-l',
    path.join(config.dir, 'pg', 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${config.pgPort} -k ${path.join(config.dir, 'pg')} -c fsync=on -c synchronous_commit=on -c max_connections=100`,
    'start',
  );
  await sleep(3000);

  // 3. Restarted (fast shutdown, then start) while requests keep coming.
  const restartAt = Date.now();
  pgCtl('-m', 'fast', '-w', '-t', '60', 'restart');
  await sleep(4000);
  running = false;
  await Promise.all(senders);
  const readyAfter = await readyStatus();

  const firstOkAfter = (t) =>
    results.filter((r) => r.status === 201 && r.at > t).reduce((m, r) => Math.min(m, r.at), Infinity);
  const recoverStart = (firstOkAfter(startedAt) - startedAt) / 1000;
  const recoverRestart = (firstOkAfter(restartAt) - restartAt) / 1000;
  const acknowledged = results.filter((r) => r.status === 201);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const stored = new Set(
    (await client.query('select id from demo_requests where email like $1', ['db-fault-%'])).rows.map((r) => r.id),
  );
  await client.end();
  const lost = acknowledged.filter((r) => !stored.has(r.id));
  const unavailable = results.filter((r) => r.status === 503);
  const other = results.filter((r) => r.status !== 201 && r.status !== 503);
  const slowest = Math.max(...results.map((r) => r.ms));
  const during = results.filter((r) => r.at >= stoppedAt && r.at < startedAt);
  const badUnavailable = unavailable.filter(
    (r) => !r.retryAfter || !r.message || !/暂时无法保存|couldn’t save/.test(r.message),
  );
  figures(
    `db faults: sent=${results.length} acknowledged=${acknowledged.length} 503=${unavailable.length} other=${other.length} lost=${lost.length}; backends terminated=${terminated}; slowest answer ${(slowest / 1000).toFixed(2)} s; ready while down ${readyWhileDown}, after ${readyAfter}; recovered ${recoverStart.toFixed(1)} s after start, ${recoverRestart.toFixed(1)} s after restart`,
  );
  check(
    lost.length === 0,
    `every acknowledged demo request is in the database (${acknowledged.length} acknowledged, ${lost.length} lost)`,
  );
  check(
    other.length === 0,
    `every answer is 201 or 503 (${other.length} others: ${[...new Set(other.map((r) => r.status))].join(',')})`,
  );
  check(slowest < 5000, `every answer within 5 s, database up or down (${(slowest / 1000).toFixed(2)} s)`);
  check(
    during.length > 0 && during.every((r) => r.status === 503),
    `while the database is stopped every request gets 503 (${during.length} requests)`,
  );
  check(
    badUnavailable.length === 0,
    `every 503 has Retry-After and a localized message (${badUnavailable.length} without)`,
  );
  check(
    readyWhileDown === 503 && readyAfter === 200,
    `/api/ready is 503 while the database is down and 200 after (${readyWhileDown}/${readyAfter})`,
  );
  check(
    recoverStart < 10 && recoverRestart < 10,
    `the instances recover by themselves within 10 s (${recoverStart.toFixed(1)} s / ${recoverRestart.toFixed(1)} s)`,
  );
  const alive = state.instances.every((i) => {
    try {
      process.kill(i.pid, 0);
      return true;
    } catch {
      return false;
    }
  });
  check(alive, 'no instance crashed');
}
