/**
 * The instance's Prometheus metrics (server/metrics.mjs): request paths become route TEMPLATES (bounded label
 * values whatever clients send), and the metrics listener answers only GET /metrics. The manifest below is an
 * excerpt of a real `.next/routes-manifest.json` (Next 16's shape: `staticRoutes`/`dynamicRoutes` with `page` and
 * `regex`); the stack test checks the labels Prometheus scrapes from a real build.
 */
import client from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM server module without type declarations
import { httpMetrics, routeTemplates, startMetricsServer } from '../../server/metrics.mjs';

const manifest = {
  staticRoutes: [
    { page: '/_not-found', regex: '^/_not\\-found(?:/)?$' },
    { page: '/api/demo-requests', regex: '^/api/demo\\-requests(?:/)?$' },
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/registry/entities/[ckey]', regex: '^/api/registry/entities/([^/]+?)(?:/)?$' },
    { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[locale]/company/[ckey]', regex: '^/([^/]+?)/company/([^/]+?)(?:/)?$' },
    { page: '/[locale]/pricing', regex: '^/([^/]+?)/pricing(?:/)?$' },
    { page: '/[locale]/service/[slug]', regex: '^/([^/]+?)/service/([^/]+?)(?:/)?$' },
  ],
};
const template = routeTemplates(manifest) as (p: string) => string;

describe('route templates for metrics', () => {
  it('maps both locales and unprefixed (default-locale) paths to the page template', () => {
    expect(template('/company/0a1b2c3d4e')).toBe('/[locale]/company/[ckey]');
    expect(template('/en-US/company/0a1b2c3d4e')).toBe('/[locale]/company/[ckey]');
    expect(template('/pricing')).toBe('/[locale]/pricing');
    expect(template('/en-US/pricing/')).toBe('/[locale]/pricing');
    expect(template('/')).toBe('/[locale]');
    expect(template('/en-US')).toBe('/[locale]');
  });

  it('keeps API routes, assets and unknown paths to a few labels', () => {
    expect(template('/api/demo-requests')).toBe('/api/demo-requests');
    expect(template('/api/registry/entities/0a1b2c3d4e')).toBe('/api/registry/entities/[ckey]');
    expect(template('/_next/static/chunks/abc123.js')).toBe('/_next/static/[...]');
    expect(template('/api/nope/deeper')).toBe('(unmatched)');
    expect(template('/a/b/c/d/e')).toBe('(unmatched)');
  });

  it('serves the registry on GET /metrics only, with request counts and durations by template', async () => {
    const metrics = httpMetrics(client, template);
    metrics.observe({ method: 'GET', path: '/company/0a1b2c3d4e', status: 200, seconds: 0.042 });
    metrics.observe({ method: 'BREW', path: '/en-US/company/ffffffffff', status: 405, seconds: 0.001 });
    const server = await startMetricsServer(client, { host: '127.0.0.1', port: 0, log: { error: () => undefined } });
    const { port } = server.address() as { port: number };
    afterAll(() => server.close());
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('http_requests_total{method="GET",route="/[locale]/company/[ckey]",status="200"} 1');
    expect(text).toContain('http_requests_total{method="other",route="/[locale]/company/[ckey]",status="405"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/\[locale\]\/company\/\[ckey\]",status="200"\} 1/,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).not.toContain('0a1b2c3d4e');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
