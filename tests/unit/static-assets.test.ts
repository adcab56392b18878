/**
 * The instance server's static assets (server/static-assets.mjs): `/_next/static/**` from the files compressed at
 * build time — Brotli when the browser takes it, gzip otherwise, the file itself for neither — with the caching and
 * security headers Next would send, and every request it does not answer handed to Next as it came. A real HTTP
 * server over a directory laid out as the build writes it (`x.js`, `x.js.br`, `x.js.gz`); the header rules are
 * the shape of `.next/routes-manifest.json`'s `headers` for this project's next.config.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM server module without type declarations
import { headersForPath, staticAssets } from '../../server/static-assets.mjs';

const headerRules = [
  {
    source: '/:path*',
    regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
    headers: [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
      { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    ],
  },
  {
    source: '/service/remoteDueDiligence',
    regex: '^/service/remoteDueDiligence(?:/)?$',
    headers: [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(self)' }],
  },
];

const chunk = `/* chunk */ ${'globalThis.x = "衡析 Hengxi"; '.repeat(400)}`;
let root = '';
let base = '';
let server: http.Server;
/** What reached the fallback (Next), in order: method and URL. */
const fellThrough: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'hx-static-'));
  mkdirSync(path.join(root, 'chunks'));
  writeFileSync(path.join(root, 'chunks', 'app.js'), chunk);
  writeFileSync(path.join(root, 'chunks', 'app.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(root, 'chunks', 'app.js.gz'), gzipSync(chunk));
  writeFileSync(path.join(root, 'chunks', 'tiny.css'), 'a{color:red}');
  const serve = staticAssets({ staticDir: root, headerRules });
  server = http.createServer((req, res) =>
    serve(req, res, () => {
      fellThrough.push(`${req.method} ${req.url}`);
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** A raw request (no automatic decompression): status, headers and the body's bytes. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // `path` as given: a URL string would have its `..` resolved before sending.
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path: pathname, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static assets from the build', () => {
  it('sends the Brotli file to a browser that takes Brotli, with the caching and security headers', async () => {
    const res = await get('/_next/static/chunks/app.js?dpl=build-1', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(chunk);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('sends gzip to a client without Brotli, and the file itself to one that takes neither', async () => {
    const gz = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(chunk);
    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(chunk);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a file too small to have been compressed as it is, whatever the browser takes', async () => {
    const res = await get('/_next/static/chunks/tiny.css', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.body.toString()).toBe('a{color:red}');
  });

  it('answers a revalidation with 304 and a HEAD without a body', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('refuses to write: other methods get 405 (OPTIONS 204) with Allow, never reaching Next', async () => {
    fellThrough.length = 0;
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const url of ['/_next/static/chunks/app.js', '/_next/static/chunks/missing.js']) {
        const res = await get(url, {}, method);
        expect(res.status, `${method} ${url}`).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    const options = await get('/_next/static/chunks/app.js', {}, 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(fellThrough).toEqual([]);
  });

  it('answers any Range with the whole file: a reversed or suffix range neither hangs nor cuts it', async () => {
    for (const range of ['bytes=5-2', 'bytes=-5', 'bytes=0-0,5-9', 'items=0-5', 'bytes=999999999-']) {
      const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', range });
      expect(res.status, range).toBe(200);
      expect(brotliDecompressSync(res.body).toString(), range).toBe(chunk);
    }
  });

  it('hands Next, unchanged, what it does not serve: other paths, missing files, escapes', async () => {
    fellThrough.length = 0;
    const cases: [string, string][] = [
      ['GET', '/service/kycDueDiligence'],
      ['POST', '/api/demo-requests'],
      ['GET', '/_next/static/chunks/old-build.js?dpl=build-0'],
      ['GET', '/_next/static/../../etc/passwd'],
      ['GET', '/_next/static/%2e%2e/%2e%2e/etc/passwd'],
      ['GET', '/_next/static/chunks/'],
    ];
    for (const [method, url] of cases) {
      const res = await get(url, { 'accept-encoding': 'br' }, method);
      expect(res.status, url).toBe(404);
      expect(res.body.toString(), url).toBe('next');
      // Nothing of the static answer leaks onto Next's.
      expect(res.headers['cache-control'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBeUndefined();
    }
    // Node normalises nothing: each reached Next as sent (the raw `..` one included, for Next's own 404).
    expect(fellThrough).toEqual(cases.map(([method, url]) => `${method} ${url}`));
  });
});

describe('header rules', () => {
  it('applies every matching rule in order, the later one winning for the same header', () => {
    const headersFor = headersForPath(headerRules);
    expect(headersFor('/service/remoteDueDiligence')['Permissions-Policy']).toBe(
      'camera=(self), microphone=(), geolocation=(self)',
    );
    expect(headersFor('/_next/static/chunks/app.js')['Permissions-Policy']).toBe(
      'camera=(), microphone=(), geolocation=()',
    );
  });

  it('leaves a path whose rule depends on the request (has/missing) to Next', () => {
    const headersFor = headersForPath([
      ...headerRules,
      {
        source: '/_next/static/:p*',
        regex: '^/_next/static(?:/.*)?$',
        headers: [],
        has: [{ type: 'header', key: 'x-a' }],
      },
    ]);
    expect(headersFor('/_next/static/chunks/app.js')).toBeNull();
    expect(headersFor('/pricing')).not.toBeNull();
  });
});
