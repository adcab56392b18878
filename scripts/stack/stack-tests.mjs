/**
 * The tests of `npm run test:stack` (started by scripts/test-stack.mjs, which sets STACK_DIR, STACK_PORT and
 * NODE_EXTRA_CA_CERTS and takes the stack down afterwards). Through nginx over HTTPS:
 *
 * 1. MDN HTTP Observatory: grade A+ (./observatory.mjs).
 * 2. Shared rate limit: demo requests spread over both instances get the 429 at the same count (the 6th, with
 *    5 per 10 minutes), although each request claims another X-Forwarded-For.
 * 3. Load: 200 connections for 30 s (STACK_LOAD_SECONDS) over pages, assets and uncached requests answered by the
 *    instances (the locale redirect at / and liveness); one instance is SIGKILLed halfway: 0 errors, 0 timeouts,
 *    0 answers ≥ 400. (A response already half-sent when its instance dies cannot be retried by any proxy; the
 *    uncached requests here are small, as most uncached traffic is — see docs/deploying.md.)
 * 3b. The shapes of issue 42 straight to an instance (no nginx in front): each gets its 4xx (403/400 for Server
 *    Action posts, JSON 404/405/415 under /api, 414/431 for oversized requests), and the API's rate limit is shared:
 *    `POST /api/kyc-individual` spread over both instances is refused (429 + Retry-After) at the same count.
 * 4. Hostile uploads (./hardening-tests.mjs): every hostile file to one instance, its memory and a page meanwhile.
 * 5. Fuzzing: ≥ 10,000 malformed requests (./fuzz-corpus.mjs): 0 answers 5xx, 0 redirects off-site; afterwards
 *    the site is healthy and ready, and no instance logged a 5xx.
 * 6. Lead deliveries and metrics (./deliveries-tests.mjs): every channel's receiver, an instance SIGKILLed with
 *    deliveries in flight and the receivers down for STACK_RECEIVER_DOWN_SECONDS (20) — every
 *    acknowledged request delivered to every channel, none lost; Prometheus scraping both instances.
 * 7–8. Hardening (./hardening-tests.mjs): slow clients, database faults.
 * Prints `[stack:figures] …` lines; exits 1 on any failure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { fuzzCorpus, issue42Shapes } from './fuzz-corpus.mjs';
import { databaseFaults, hostileUploads, slowClients } from './hardening-tests.mjs';
import { scanHost } from './observatory.mjs';
import { rawRequest } from './raw-http.mjs';
import { findPgBin } from './pg.mjs';
import { prepareDeliveries, runDeliveryTests } from './deliveries-tests.mjs';
import { restartInstance, stackConfig, up } from './stack.mjs';

const failures = [];
function check(ok, message) {
  console.log(`${ok ? '  ✓' : '  ✗'} ${message}`);
  if (!ok) failures.push(message);
}
const figures = (s) => console.log(`[stack:figures] ${s}`);
const config = stackConfig();
// Receivers for the lead deliveries (section 5) first: the instances inherit the channel settings.
const deliveries = await prepareDeliveries(config);
const state = await up({ log: (s) => console.log(`  ${s}`) });
const origin = state.url;
const host = new URL(origin).host;
console.log(
  `Stack up: ${origin} → ${state.instances.length} instances on ${state.database}; brotli_static ${state.brotli.static ? 'on' : 'off (module missing)'}`,
);
if (findPgBin()) check(state.database === 'postgres', `the instances share PostgreSQL (${state.database})`);
else console.log('  PostgreSQL is not installed here: the instances share a SQLite file.');

// 1. Observatory ------------------------------------------------------------------------------------------------
console.log('\n1. MDN HTTP Observatory');
const scan = await scanHost('localhost', { httpPort: config.httpPort, httpsPort: config.httpsPort });
figures(`observatory grade=${scan.grade} score=${scan.score}`);
for (const [name, t] of Object.entries(scan.tests))
  figures(
    `observatory ${name}: ${t.pass ? 'pass' : 'FAIL'} ${t.result} (${t.scoreModifier >= 0 ? '+' : ''}${t.scoreModifier})`,
  );
check(scan.grade === 'A+', `Observatory grade ${scan.grade} (score ${scan.score}), A+ required`);

// 2. Shared rate limit --------------------------------------------------------------------------------------------
console.log('\n2. Shared rate limit across instances');
const countPosts = () =>
  state.instances.map(
    (_, i) =>
      readFileSync(path.join(config.dir, 'logs', `instance-${i + 1}.log`), 'utf8')
        .split('\n')
        .filter((l) => l.includes('"method":"POST"') && l.includes('"path":"/api/demo-requests"')).length,
  );
const before = countPosts();
const statuses = [];
for (let i = 0; i < 8; i++) {
  const res = await fetch(`${origin}/api/demo-requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'Accept-Language': 'en-US',
      'X-Forwarded-For': `198.51.100.${i + 1}`,
    },
    body: JSON.stringify({
      name: 'Stack Test',
      email: `stack-test-${i}@hengxi.example`,
      institution: 'Sample Bank (test)',
      institutionType: 'bank',
      role: 'risk',
      services: ['exactMatch'],
      consent: true,
      locale: 'en-US',
      website: 'filled', // honeypot: answered like a success, nothing stored — the limit counts it all the same
    }),
  });
  statuses.push(res.status);
}
await new Promise((r) => setTimeout(r, 300));
const perInstance = countPosts().map((n, i) => n - before[i]);
figures(`rate limit statuses=${statuses.join(',')} per-instance=${perInstance.join('/')}`);
check(statuses.join(',') === '201,201,201,201,201,429,429,429', `5 accepted then 429 (got ${statuses.join(',')})`);
check(
  perInstance.every((n) => n > 0),
  `requests reached every instance (${perInstance.join('/')})`,
);

// 3. Load with an instance killed -------------------------------------------------------------------------------
console.log('\n3. Load: 200 connections, one instance SIGKILLed halfway');
const page = await (await fetch(`${origin}/en-US/pricing`)).text();
const assets = [...new Set(page.match(/\/_next\/static\/[^"?]+\.(?:js|css)/g) ?? [])].slice(0, 6);
// 30 s: long enough for the killed instance's connections to fail over mid-load (it dies at 15 s); longer runs
// (STACK_LOAD_SECONDS=60, as before issue 43's time budget) show the same.
const seconds = Number(process.env.STACK_LOAD_SECONDS) || 30;
const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const requests = [
  // Prerendered pages of both locales (nginx's page cache) and their assets (from disk).
  { path: '/en-US/pricing' },
  { path: '/pricing' },
  { path: '/en-US' },
  { path: '/en-US/service/exactMatch' },
  { path: '/solution/bank' },
  { path: '/en-US/privacy' },
  ...assets.map((a) => ({ path: a })),
  // Never cached, answered by the instances: a person arriving at / (locale detection → 307 to /en-US) and liveness.
  {
    path: '/',
    headers: { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-GB,en;q=0.9', 'user-agent': person },
  },
  { path: '/api/health' },
];
const victim = state.instances[0];
let killedAt = 0;
const killTimer = setTimeout(
  () => {
    killedAt = Date.now();
    process.kill(victim.pid, 'SIGKILL');
    console.log(`  SIGKILL instance 1 (pid ${victim.pid}) at ${seconds / 2} s`);
  },
  (seconds / 2) * 1000,
);
// Browsers ask for compressed pages; nginx serves its cached gzip copy.
const load = await autocannon({
  url: origin,
  connections: 200,
  duration: seconds,
  timeout: 10,
  requests,
  headers: { 'accept-encoding': 'gzip, deflate, br' },
});
clearTimeout(killTimer);
const s2 = load.statusCodeStats ?? {};
figures(
  `load ${seconds}s x200: requests=${load.requests.total} rps=${Math.round(load.requests.average)} p50=${load.latency.p50}ms p99=${load.latency.p99}ms errors=${load.errors} timeouts=${load.timeouts} statuses=${JSON.stringify(Object.fromEntries(Object.entries(s2).map(([k, v]) => [k, v.count])))}`,
);
const nginxErrors = readFileSync(path.join(config.dir, 'logs', 'nginx-error.log'), 'utf8');
const retried = (nginxErrors.match(/while (connecting to|reading response header from) upstream/g) ?? []).length;
figures(
  `fault: instance killed at ${killedAt ? 'half time' : 'never'}; nginx logged ${retried} upstream failures, each retried on the other instance`,
);
check(killedAt > 0, 'an instance was killed during the load');
const statusCounts = Object.fromEntries(Object.entries(s2).map(([k, v]) => [k, v.count]));
const failed = Object.entries(statusCounts)
  .filter(([code]) => Number(code) >= 400)
  .reduce((n, [, c]) => n + c, 0);
check(
  load.errors === 0 && load.timeouts === 0 && failed === 0,
  `0 errors / 0 timeouts / 0 answers ≥ 400 (got ${load.errors}/${load.timeouts}/${failed}; statuses ${JSON.stringify(statusCounts)})`,
);
// Bring the killed instance back, as systemd would (Restart=on-failure).
await restartInstance(0);

// 3b. Issue 42's shapes, straight to an instance --------------------------------------------------------------------
console.log("\n3b. Issue 42's shapes straight to an instance; the API's shared rate limit");
{
  const direct = (i) => ({ host: '127.0.0.1', port: state.instances[i].port, tls: false });
  const directHost = `127.0.0.1:${state.instances[0].port}`;
  for (const shape of issue42Shapes(directHost, `http://${directHost}`)) {
    const res = await rawRequest(direct(0), shape.raw);
    const expected = [shape.expect].flat();
    const type = res.headers['content-type'] ?? '';
    figures(`issue42 direct ${shape.label} → ${res.status} ${type}`);
    check(expected.includes(res.status), `${shape.label}: ${res.status} (expected ${expected.join(' or ')})`);
  }
  // The identity lookups' limit (10 per minute per client, × API_RATE_LIMIT_FACTOR) counted in the shared store:
  // requests alternate between the instances, from one client (the address nginx would report).
  const limit = 10 * (Number(process.env.API_RATE_LIMIT_FACTOR) || 1);
  const answers = [];
  for (let i = 0; i < limit + 3; i++) {
    const res = await fetch(`http://127.0.0.1:${state.instances[i % state.instances.length].port}/api/kyc-individual`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.42' },
      body: JSON.stringify({ name: '样本', idNumber: '000000200001010000', consent: true, locale: 'en-US' }),
    });
    answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() });
  }
  const firstLimited = answers.findIndex((a) => a.status === 429);
  figures(
    `api rate limit kyc-individual limit=${limit} first429=#${firstLimited + 1} retry-after=${answers[firstLimited]?.retryAfter} message="${answers[firstLimited]?.body?.message}"`,
  );
  check(
    firstLimited === limit && answers.slice(limit).every((a) => a.status === 429 && Number(a.retryAfter) > 0),
    `POST /api/kyc-individual over both instances: ${limit} answered, then 429 with Retry-After (first 429 at #${firstLimited + 1})`,
  );
}

// 4. Hostile uploads (issue 21) ---------------------------------------------------------------------------------
// Before the fuzzing: its check that pages answer within 1 s during each upload measures the instance, so it runs
// while only the unit tests share the machine (npm test runs the stack beside the unit tests, then the e2e suite).
const suite = { check, figures, state, config };
console.log('\n4. Hostile uploads (one instance; its memory and a page meanwhile)');
await hostileUploads(suite);

// 5. Fuzzing ----------------------------------------------------------------------------------------------------
console.log('\n5. Fuzzing with malformed requests');
const corpus = fuzzCorpus(host);
const target = {
  host: '127.0.0.1',
  port: config.httpsPort,
  tls: true,
  ca: readFileSync(state.ca),
  servername: 'localhost',
};
const byStatus = {};
/** Requests and summed answer time per kind of request (the label's first word), to see where the fuzzing's time goes. */
const timeByKind = {};
const fivexx = [];
const offsite = [];
let versionNotSupported = 0;
let next = 0;
async function worker() {
  while (next < corpus.length) {
    const item = corpus[next++];
    const sent = performance.now();
    const res = await rawRequest(target, item.raw);
    const kind = (timeByKind[item.label.split(' ')[0]] ??= { n: 0, ms: 0 });
    kind.n += 1;
    kind.ms += performance.now() - sent;
    byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
    // nginx answers a request line with an unknown HTTP version (`HTTP/9.9`) 505 Version Not Supported, before any
    // configuration applies: a protocol answer, counted and shown apart; every other 5xx fails the test.
    if (res.status === 505 && /^[A-Z]+ \S+ HTTP\/(?!1\.)/.test(item.raw)) versionNotSupported++;
    else if (res.status >= 500) fivexx.push(`${res.status} ${item.label}: ${item.raw.split('\r\n')[0].slice(0, 120)}`);
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location) {
      let to;
      try {
        to = new URL(location, origin);
      } catch {
        to = null;
      }
      if (!to || to.host !== host || /^\s*(\/\/|\/\\|\\)/.test(location))
        offsite.push(`${item.label}: ${item.raw.split('\r\n')[0].slice(0, 100)} → ${location}`);
    }
  }
}
const fuzzStart = Date.now();
await Promise.all(Array.from({ length: 24 }, worker));
const fuzzSeconds = ((Date.now() - fuzzStart) / 1000).toFixed(1);
figures(
  `fuzz requests=${corpus.length} in ${fuzzSeconds}s statuses=${JSON.stringify(byStatus)} 5xx=${fivexx.length} (plus ${versionNotSupported} × 505 to HTTP/9.9 request lines) offsite-redirects=${offsite.length}`,
);
figures(
  `fuzz time by kind (requests, summed answer seconds): ${Object.entries(timeByKind)
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([k, v]) => `${k} ${v.n} ${(v.ms / 1000).toFixed(0)}s`)
    .join(', ')}`,
);
for (const line of fivexx.slice(0, 15)) console.log(`    5xx: ${line}`);
for (const line of offsite.slice(0, 15)) console.log(`    off-site: ${line}`);
check(corpus.length >= 10_000, `${corpus.length} malformed requests sent (≥ 10,000)`);
check(fivexx.length === 0, `no 5xx answer (${fivexx.length})`);
check(offsite.length === 0, `no off-site redirect (${offsite.length})`);
check(!byStatus[0], `every request got an answer (${byStatus[0] ?? 0} without)`);
const health = await fetch(`${origin}/api/health`);
const ready = await fetch(`${origin}/api/ready`);
check(health.status === 200 && ready.status === 200, `healthy and ready afterwards (${health.status}/${ready.status})`);
const app5xx = state.instances
  .map(
    (_, i) =>
      readFileSync(path.join(config.dir, 'logs', `instance-${i + 1}.log`), 'utf8')
        .split('\n')
        // Not errors: a request the client gave up on ("aborted") got no answer at all, and /api/ready's 503 while an
        // instance is still loading the registry is its designed "not ready yet", which the stack's start-up probe sees.
        .filter(
          (l) =>
            /"status":5\d\d/.test(l) &&
            !/"aborted":true/.test(l) &&
            !(/"path":"\/api\/ready"/.test(l) && /"status":503/.test(l)),
        ).length,
  )
  .reduce((a, b) => a + b, 0);
check(app5xx === 0, `no instance logged a 5xx (${app5xx})`);

// 6. Lead deliveries and metrics ---------------------------------------------------------------------------------
console.log('\n6. Lead deliveries (receivers, SMTP, an instance killed, receivers down) and Prometheus');
await runDeliveryTests({ state, config, deliveries, check, figures });
await deliveries.bots.close();
await deliveries.smtp?.stop();
// 7–8. Hardening (issue 21) -------------------------------------------------------------------------------------
console.log('\n7. Slow clients through nginx');
await slowClients(suite);
console.log('\n8. Database faults: backends terminated, PostgreSQL stopped, started, restarted');
await databaseFaults(suite);

console.log(failures.length ? `\nstack tests FAILED: ${failures.length}` : '\nstack tests passed');
process.exit(failures.length ? 1 : 0);
