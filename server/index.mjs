/**
 * The production server of one instance (issue 9): Next.js's standalone build behind a thin Node HTTP server that
 * adds what `next start` lacks for running several instances behind nginx:
 *
 * - one JSON log line per request (pino) with a request id (nginx's `X-Request-Id`, else a UUID; echoed back in
 *   `X-Request-Id`), method, path without query, status and duration — never personal data (./log-fields.mjs);
 * - the client address trusted only from the proxy in front (./client-address.mjs): `X-Forwarded-For` is rewritten
 *   to that one address before Next sees it, so the rate limit keys on who really sent the request;
 * - graceful shutdown on SIGTERM/SIGINT: readiness turns 503, the listening socket closes (nginx moves on to the
 *   other instances), in-flight requests finish (up to `SHUTDOWN_GRACE_MS`, default 20 s), then the app's shutdown
 *   hooks run (the lead store closes) and the process exits 0;
 * - 414/431 for an oversized request line or headers, 408 for headers slower than 10 s or a request slower than 30 s
 *   (./http-limits.mjs);
 * - `TRACE`/`TRACK` (405) and malformed `Next-Router-State-Tree` headers (400) refused before Next answers them
 *   with a 500 (./request-guard.mjs);
 * - a warm-up once listening: the instance requests one registry company page and one KYC report of its own (in
 *   both locales), and runs the monitoring and related-parties demos on their samples, so the first visitor does
 *   not pay for loading the page and route modules and compiling them (~330 ms → ~60 ms for a page on this machine;
 *   ~1.4 s → 0.06 s for /api/monitoring); logged as `warmup` with its duration. `WARMUP=0` turns it off.
 *
 * - the build's static assets (`/_next/static/**`) served from the files compressed at build time, Brotli or gzip
 *   as the browser takes them (./static-assets.mjs), instead of Next compressing each one again with gzip per request;
 *
 * - Prometheus metrics (./metrics.mjs) on a separate listener, `METRICS_HOST:METRICS_PORT/metrics`, when
 *   `METRICS_PORT` is set: HTTP rate/errors/duration by route template, event-loop lag, heap, and the app's
 *   lead-delivery and outbox metrics. nginx does not proxy it.
 *
 * Run from the standalone output, where `npm run build` copies it: `node .next/standalone/server/index.mjs`.
 * Environment: `PORT` (3000), `HOST` (127.0.0.1), `INSTANCE` (a name for the logs), `TRUSTED_PROXIES`,
 * `SHUTDOWN_GRACE_MS`, `LOG_LEVEL` (info), `WARMUP` (1), `METRICS_PORT` (off), `METRICS_HOST` (127.0.0.1), plus the app's own variables (.env.example).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientAddress, parseTrustedProxies } from './client-address.mjs';
import { answerClientError, serverLimits } from './http-limits.mjs';
import { lifecycle, runShutdownHooks } from './lifecycle.mjs';
import { pathOnly, requestLogFields } from './log-fields.mjs';
import { applyRootPageHeaders } from './root-page-headers.mjs';
import { httpMetrics, routeTemplates, startMetricsServer } from './metrics.mjs';
import { requestId } from './request-id.mjs';
import { refuseRequest } from './request-guard.mjs';
import { staticAssets } from './static-assets.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(dir, 'package.json'));
const pino = require('pino');

process.env.NODE_ENV = 'production';
// Next's standalone server runs from its own directory, which each build replaces: keep the SQLite lead store
// where the operator started us (./data/leads.sqlite, or LEADS_SQLITE_PATH resolved from there).
process.env.LEADS_SQLITE_PATH = path.resolve(process.env.LEADS_SQLITE_PATH || path.join('data', 'leads.sqlite'));
process.chdir(dir);

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const host = process.env.HOST || '127.0.0.1';
const graceMs = Number.parseInt(process.env.SHUTDOWN_GRACE_MS ?? '', 10) || 20_000;
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const log = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { instance: process.env.INSTANCE || `${host}:${port}`, pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});

const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
const next = require('next');
const app = next({ dev: false, dir, conf: config, hostname: host, port, customServer: true });
const handle = app.getRequestHandler();
const routesManifest = JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'));
// The build's `/_next/static/**` from its precompressed files (Brotli or gzip), the rest through Next (./static-assets.mjs).
const serveStatic = staticAssets({
  staticDir: path.join(dir, '.next', 'static'),
  headerRules: routesManifest.headers ?? [],
});
const {
  parseAndValidateFlightRouterState,
} = require('next/dist/server/app-render/parse-and-validate-flight-router-state');
const state = lifecycle();

// Prometheus metrics on their own listener (./metrics.mjs); off unless METRICS_PORT is set.
const metricsPort = Number.parseInt(process.env.METRICS_PORT ?? '', 10) || 0;
const promClient = metricsPort ? require('prom-client') : null;
const metrics = promClient ? httpMetrics(promClient, routeTemplates(routesManifest)) : null;

const server = http.createServer(
  { connectionsCheckingInterval: serverLimits.connectionsCheckingInterval },
  (req, res) => {
    const started = performance.now();
    const peer = req.socket.remoteAddress;
    const fromProxy = trusted.has(peer ?? '');
    const id = requestId(req.headers['x-request-id'], fromProxy);
    req.headers['x-request-id'] = id;
    req.headers['x-forwarded-for'] = clientAddress(peer, req.headers['x-forwarded-for'], trusted);
    delete req.headers['x-real-ip'];
    if (!fromProxy) delete req.headers['x-forwarded-host'];
    res.setHeader('X-Request-Id', id);
    if (state.draining) res.setHeader('Connection', 'close');

    // As received: the static handler hands sirv a shorter URL while it serves.
    const url = req.url;
    let logged = false;
    const done = (aborted) => {
      if (logged) return;
      logged = true;
      const ms = performance.now() - started;
      const fields = requestLogFields({ id, method: req.method, url, status: res.statusCode, ms, aborted });
      metrics?.observe({
        method: req.method,
        path: pathOnly(url),
        status: aborted ? 499 : res.statusCode,
        seconds: ms / 1000,
      });
      if (res.statusCode >= 500) log.error(fields, 'request');
      else log.info(fields, 'request');
    };
    res.on('finish', () => done(false));
    res.on('close', () => done(!res.writableFinished));

    const refused = refuseRequest(req.method, req.headers['next-router-state-tree'], parseAndValidateFlightRouterState);
    if (refused) {
      res.writeHead(refused.status, { ...refused.headers, 'Content-Length': '0', 'Cache-Control': 'no-store' }).end();
      return;
    }
    serveStatic(req, res, () => {
      applyRootPageHeaders(req, res);
      handle(req, res).catch((error) => {
        log.error({ reqId: id, err: { message: error?.message, name: error?.name } }, 'unhandled');
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end();
      });
    });
  },
);
server.keepAliveTimeout = 65_000;
// Slow or oversized requests (./http-limits.mjs): 408 after 10 s of headers or 30 s of request, 414/431 answered in full.
server.headersTimeout = serverLimits.headersTimeout;
server.requestTimeout = serverLimits.requestTimeout;
server.on('clientError', answerClientError);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  state.draining = true;
  log.info({ signal, graceMs }, 'shutdown: draining');
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const force = setTimeout(() => {
    log.warn('shutdown: grace period over, closing remaining connections');
    server.closeAllConnections();
  }, graceMs);
  await closed;
  clearTimeout(force);
  await runShutdownHooks(5_000, (name, error) => log.error({ hook: name, err: String(error) }, 'shutdown hook failed'));
  await app.close?.().catch(() => undefined);
  log.info('shutdown: done');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/**
 * Renders a few on-demand pages through this instance's own port: a registry company (from the entity API's first
 * page) and its KYC report, in both locales. Failures are logged and otherwise ignored: the warm-up only saves the
 * first visitors some time.
 */
async function warmUp() {
  const started = performance.now();
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const base = `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
  /** The answer's body, parsed as JSON for the API; throws on a status other than 2xx. */
  const get = async (pathname) => {
    const res = await fetch(base + pathname, { headers: { 'x-request-id': 'warmup' } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
    return pathname.startsWith('/api/') ? JSON.parse(body) : body;
  };
  try {
    const { items } = await get('/api/registry/entities?page=2&size=1');
    const { ckey } = items[0];
    const { kycNo } = await get(`/api/registry/entities/${ckey}`);
    for (const prefix of ['', '/en-US']) {
      await get(`${prefix}/company/${ckey}`);
      if (kycNo) await get(`${prefix}/dueDiligence/kyc/${kycNo}`);
    }
    // The portfolio-monitoring and related-parties demos take lists of thousands of lines: their route modules (the
    // matcher's OpenCC tables, the alert rules, the registry's dated records) load here rather than on a visitor's list.
    for (const api of ['/api/monitoring', '/api/association']) {
      const res = await fetch(base + api, {
        method: 'POST',
        headers: { 'x-request-id': 'warmup', 'content-type': 'application/json' },
        body: '{"sample":true}',
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${api}: ${res.status}`);
    }
    log.info({ ms: Math.round(performance.now() - started) }, 'warmup');
  } catch (error) {
    log.warn({ err: String(error) }, 'warmup failed');
  }
}

await app.prepare();
if (promClient) {
  const metricsHost = process.env.METRICS_HOST || '127.0.0.1';
  await startMetricsServer(promClient, { host: metricsHost, port: metricsPort, log });
  log.info({ host: metricsHost, port: metricsPort }, 'metrics listening');
}
server.listen(port, host, () => {
  log.info({ host, port, buildId: config.deploymentId ?? null }, 'listening');
  if (process.env.WARMUP !== '0') void warmUp();
});
