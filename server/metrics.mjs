/**
 * Prometheus metrics of one instance (issue 24), with prom-client's default registry — shared with the app's own
 * metrics (lib/ops/metrics.ts: lead deliveries, outbox depth and lag), since prom-client is a server-external
 * package resolved from the same node_modules:
 *
 * - `http_requests_total{method, route, status}` and `http_request_duration_seconds{method, route, status}`
 *   (histogram): `route` is the Next route TEMPLATE the path maps to (`/[locale]/company/[ckey]`), never the raw
 *   path, so the series stay few whatever clients send; unknown paths count as `(unmatched)`;
 * - Node's defaults (`collectDefaultMetrics`): event-loop lag (`nodejs_eventloop_lag_seconds`, p50/p90/p99), heap
 *   (`nodejs_heap_size_used_bytes`, per space), GC, CPU, memory, open handles.
 *
 * Served by `startMetricsServer` on its own listener (`METRICS_HOST:METRICS_PORT`, path `/metrics`), which nginx
 * never proxies: the public site has no metrics path at all.
 */
import http from 'node:http';

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const locales = ['zh-CN', 'en-US'];
const defaultLocale = 'zh-CN';

/**
 * A function from a request path (no query) to its route template, from Next's routes manifest
 * (`.next/routes-manifest.json`: `staticRoutes` and `dynamicRoutes`, each `{ page, regex }`). Unprefixed page paths
 * are tried under the default locale too (the site's rewrite serves `/pricing` from `/zh-CN/pricing`).
 * @param {{ staticRoutes?: Array<{ page: string, regex: string }>, dynamicRoutes?: Array<{ page: string, regex: string }> }} manifest
 * @returns {(pathname: string) => string}
 */
export function routeTemplates(manifest) {
  const statics = new Map((manifest.staticRoutes ?? []).map((r) => [r.page, r.page]));
  const dynamics = (manifest.dynamicRoutes ?? []).map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  const match = (p) => statics.get(p) ?? dynamics.find((r) => r.regex.test(p))?.page;
  return (pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static/[...]';
    if (pathname.startsWith('/_next/')) return pathname.startsWith('/_next/image') ? '/_next/image' : '/_next/[...]';
    const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const prefixed = locales.some((l) => p === `/${l}` || p.startsWith(`/${l}/`));
    const direct = match(p);
    // A bare `/[locale]/…` pattern also matches unprefixed paths (`/pricing` as locale "pricing"): prefer the
    // default-locale reading, as the rewrite does.
    if (!prefixed && !p.startsWith('/api/')) {
      const localized = match(p === '/' ? `/${defaultLocale}` : `/${defaultLocale}${p}`);
      if (localized) return localized;
    }
    return direct ?? '(unmatched)';
  };
}

/**
 * Creates the HTTP metrics and Node's default metrics on `client.register`; returns `observe` for each finished
 * request.
 * @param {typeof import('prom-client')} client
 * @param {(pathname: string) => string} template
 */
export function httpMetrics(client, template) {
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 10 });
  const labelNames = ['method', 'route', 'status'];
  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames,
  });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response end, by method, route template and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  return {
    /** @param {{ method?: string, path: string, status: number, seconds: number }} r */
    observe(r) {
      const labels = {
        method: methods.has(r.method ?? '') ? r.method : 'other',
        route: template(r.path),
        status: String(r.status),
      };
      requests.inc(labels);
      duration.observe(labels, r.seconds);
    },
  };
}

/**
 * Serves `GET /metrics` (Prometheus text format) on `host:port`; anything else is 404. Resolves once listening.
 * @param {typeof import('prom-client')} client
 * @param {{ host: string, port: number, log: { error: (o: object, m: string) => void } }} o
 */
export function startMetricsServer(client, { host, port, log }) {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    try {
      const body = await client.register.metrics();
      res.writeHead(200, { 'Content-Type': client.register.contentType, 'Cache-Control': 'no-store' }).end(body);
    } catch (error) {
      log.error({ err: String(error) }, 'metrics failed');
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
