/**
 * The nginx configuration of deploy/nginx/ as rendered for a topology: every placeholder filled (a typo fails),
 * and the directives issue 9 relies on present — TLS + HTTP/2, HTTP → HTTPS, HSTS, the page cache key, / never
 * cached, immutable static files, limit_req on POST, X-Forwarded-For from $remote_addr, failover upstream.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module of the stack scripts, without type declarations.
import { deployDir, renderSite, renderTemplate } from '@/scripts/stack/nginx.mjs';

const site: string = renderSite({
  serverName: 'www.hengxi.example',
  httpsPort: 443,
  httpPort: 80,
  upstreams: ['10.0.0.11:3000', '10.0.0.12:3000'],
  cacheDir: '/var/cache/nginx/hengxi',
  staticDir: '/srv/hengxi/current/.next/static',
  cert: '/etc/ssl/hengxi.crt',
  key: '/etc/ssl/hengxi.key',
  buildId: 'b42',
  snippetsDir: '/etc/nginx/snippets',
  brotli: { static: true, filter: false },
});
const proxy = readFileSync(path.join(deployDir, 'hengxi-proxy.conf'), 'utf8');
const headers = readFileSync(path.join(deployDir, 'hengxi-security-headers.conf'), 'utf8');

function block(text: string, opening: string): string {
  const start = text.indexOf(opening);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`unclosed ${opening}`);
}

describe('nginx site configuration', () => {
  it('fills every placeholder and refuses unknown ones', () => {
    expect(site).not.toMatch(/\{\{|\}\}/);
    expect(() => renderTemplate('listen {{PORT}};', {})).toThrow(/PORT/);
  });

  it('TLS with HTTP/2; plain HTTP only redirects to the same host over HTTPS; HSTS ≥ 1 year', () => {
    expect(site).toMatch(/listen 443 ssl http2;/);
    expect(block(site, 'server {\n    listen 80;')).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    const maxAge = Number(/Strict-Transport-Security "max-age=(\d+)/.exec(headers)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
  });

  it('upstream of the instances with passive health checks; failover to the next instance', () => {
    const upstream = block(site, 'upstream hengxi_app');
    expect(upstream.match(/server 10\.0\.0\.\d+:3000 max_fails=\d+ fail_timeout=\d+s;/g)).toHaveLength(2);
    expect(proxy).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504;/);
    expect(proxy).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(proxy).toMatch(/proxy_set_header X-Middleware-Subrequest "";/);
  });

  it('page cache keyed by build, URI (locale prefix and _rsc) and RSC headers; / is never cached', () => {
    const pages = block(site.slice(site.indexOf('listen 443')), 'location / {');
    expect(pages).toMatch(
      /proxy_cache_key "b42\|\$scheme\|\$request_method\|\$request_uri\|rsc=\$http_rsc\|pf=\$http_next_router_prefetch\|seg=\$http_next_router_segment_prefetch\|ae=\$hengxi_gzip";/,
    );
    expect(block(site, 'location = / {')).not.toMatch(/proxy_cache /);
  });

  it('static files immutable and precompressed; limit_req on POST', () => {
    const assets = block(site, 'location /_next/static/');
    expect(assets).toMatch(/alias \/srv\/hengxi\/current\/\.next\/static\/;/);
    expect(assets).toMatch(/immutable/);
    expect(assets).toMatch(/gzip_static on;/);
    expect(assets).toMatch(/brotli_static on;/);
    expect(site).toMatch(/POST\s+\$binary_remote_addr;/);
    expect(block(site, 'location /api/ {')).toMatch(/limit_req zone=hengxi_post/);
  });

  it('slow clients: header and body timeouts, connections per client, bodies buffered; uploads take 5 MB + fields', () => {
    for (const d of [
      'client_header_timeout 10s;',
      'client_body_timeout 10s;',
      'send_timeout 10s;',
      'keepalive_timeout 15s;',
      'limit_conn hengxi_conn 64;',
    ]) {
      expect(site.slice(site.indexOf('listen 443 ssl http2'))).toContain(d);
    }
    expect(site).toMatch(/limit_conn_zone \$hengxi_conn_key zone=hengxi_conn:10m;/);
    expect(proxy).toMatch(/^proxy_request_buffering on;/m);
    const uploads = block(site, 'location ~ ^/api/(?:screening/file|statement-analysis)$');
    // 5 MB + 64 KB in KiB: the instance's own limit (lib/try-it/api.ts maxBodyBytes).
    expect(uploads).toContain(`client_max_body_size ${(5 * 1024 * 1024 + 64 * 1024) / 1024}k;`);
    expect(uploads).toMatch(/limit_req zone=hengxi_post/);
  });
});
