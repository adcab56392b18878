/**
 * The build's static assets (`/_next/static/**`: script chunks, stylesheets, fonts, icons), served by the instance
 * server itself from the files `npm run build` wrote, compressed ahead of time (scripts/postbuild.mts writes a `.br`
 * and a `.gz` beside every compressible file of 256 bytes or more).
 *
 * Next's own static handler compresses every answer again, with gzip only, on each request, on the instance's one
 * event loop (React DOM's chunk, 10 connections on this machine: 218 requests/s, median 43 ms). Served here: Brotli
 * when the browser takes it (the five largest first-load chunks 139 → 119 KB), gzip otherwise, the file as it is for
 * neither (1,085 requests/s, median 7 ms). nginx does the same in front of the instances (`brotli_static`,
 * `gzip_static`, deploy/nginx/).
 *
 * Uses sirv (file index built once at start, `Accept-Encoding` negotiation, ETag and 304). `Range` is ignored (a whole
 * 200, as HTTP allows): sirv reads `bytes=5-2` as a negative length and leaves the client waiting, `bytes=-5` as the
 * first six bytes, and a browser never asks for part of a script or stylesheet. Headers: what
 * Next sends for these files — `Cache-Control: public,max-age=31536000,immutable` (their names change with their
 * content), `Vary: Accept-Encoding`, and the `headers()` rules of next.config.ts that match the path (the security
 * headers), read from the build's routes-manifest.json so the list stays in one place.
 *
 * Other methods on these paths get 405 (`OPTIONS` 204), with `Allow: GET, HEAD, OPTIONS`: Next answered them with a
 * 500 when the file existed. Anything else goes to Next unchanged (`fallback`): other paths, a file the build does
 * not have (an old chunk after a deploy gets Next's 404 as before), a path with a `headers()` rule that has
 * conditions.
 */
import path from 'node:path';
import sirv from 'sirv';

/** The URL prefix of the build's static assets. */
const STATIC_PREFIX = '/_next/static/';

/** The methods a static asset answers. */
const ALLOW = 'GET, HEAD, OPTIONS';

/**
 * The header rules of the build (routes-manifest.json's `headers`) as a function of a path: the headers Next would
 * add for it, later rules overriding earlier ones for the same name; `null` when a rule that matches has `has` or
 * `missing` conditions (they depend on the request: left to Next).
 *
 * @param {{ regex: string; headers: { key: string; value: string }[]; has?: unknown[]; missing?: unknown[] }[]} rules
 * @returns {(pathname: string) => Record<string, string> | null}
 */
export function headersForPath(rules) {
  const compiled = rules.map((rule) => ({ ...rule, re: new RegExp(rule.regex) }));
  return (pathname) => {
    /** @type {Record<string, string>} */
    const out = {};
    for (const rule of compiled) {
      if (!rule.re.test(pathname)) continue;
      if (rule.has?.length || rule.missing?.length) return null;
      for (const { key, value } of rule.headers) out[key] = value;
    }
    return out;
  };
}

/**
 * A request handler for `/_next/static/**` over `staticDir` (the build's `.next/static`); it calls `fallback` for
 * every request it does not answer, with the request as it came.
 *
 * @param {{ staticDir: string; headerRules: Parameters<typeof headersForPath>[0] }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, fallback: () => void) => void}
 */
export function staticAssets({ staticDir, headerRules }) {
  const headersFor = headersForPath(headerRules);
  const serve = sirv(path.resolve(staticDir), {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    maxAge: 31_536_000,
    immutable: true,
    // Asset names only: no `index.html` guessing.
    extensions: [],
  });
  return (req, res, fallback) => {
    const url = req.url ?? '';
    if (!url.startsWith(STATIC_PREFIX)) return fallback();
    const headers = headersFor(url.split('?', 1)[0]);
    if (!headers) return fallback();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Files are only read (Next answered other methods on an existing file with a 500).
      const status = req.method === 'OPTIONS' ? 204 : 405;
      res.writeHead(status, { ...headers, Allow: ALLOW, 'Content-Length': '0', 'Cache-Control': 'no-store' }).end();
      return;
    }
    // Set before sirv writes its own (it keeps a header the response already has). sirv maps the URL onto its
    // directory: it gets the path below the prefix; Next gets the request back as it came if there is no such file.
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    req.url = url.slice(STATIC_PREFIX.length - 1);
    delete req.headers.range;
    serve(req, res, () => {
      for (const key of Object.keys(headers)) res.removeHeader(key);
      req.url = url;
      fallback();
    });
  };
}
