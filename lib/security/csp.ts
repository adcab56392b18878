/**
 * Content-Security-Policy of the site's HTML pages (issue 9, SITE.md §9).
 *
 * - Prerendered pages cannot carry a per-request nonce, so their inline scripts (Next's bootstrap and RSC payload
 *   `self.__next_f.push(...)` chunks) are allowed by their sha256 hashes, computed at build time from the HTML
 *   files Next wrote (`scripts/postbuild.mts` → `.next/csp-manifest.json`, read by `./csp-manifest.ts`).
 * - Pages rendered per request get a fresh nonce from the proxy (`'nonce-…' 'strict-dynamic'`); Next reads it from
 *   the request's `Content-Security-Policy` header and puts it on every script it renders.
 * - Never `'unsafe-inline'` or `'unsafe-eval'` in `script-src`; antd's CSS-in-JS keeps `'unsafe-inline'` in
 *   `style-src` only. `object-src 'none'`, `base-uri 'self'`, `frame-ancestors 'none'`, `form-action 'self'`.
 * - Violations are reported to `cspReportPath` (both `report-uri` and the Reporting API's `report-to`).
 */
import { createHash } from 'node:crypto';

/** Where browsers send violation reports (app/api/csp-report/route.ts). */
export const cspReportPath = '/api/csp-report';
/** Reporting API group name used by `report-to` and the `Reporting-Endpoints` header. */
export const cspReportGroup = 'csp';

/** How a page's inline scripts are allowed: by hash (prerendered) or by nonce (rendered per request). */
export type ScriptSources = { hashes: readonly string[] } | { nonce: string };

/** The policy string for an HTML page. `hashes` are `sha256-<base64>` tokens (no quotes). */
export function buildCsp(scripts: ScriptSources): string {
  const scriptSrc =
    'nonce' in scripts
      ? [`'self'`, `'nonce-${scripts.nonce}'`, `'strict-dynamic'`]
      : [`'self'`, ...scripts.hashes.map((h) => `'${h}'`)];
  const directives: Array<[string, string[]]> = [
    ['default-src', [`'self'`]],
    ['script-src', scriptSrc],
    ['style-src', [`'self'`, `'unsafe-inline'`]],
    ['img-src', [`'self'`, 'data:', 'blob:']],
    ['font-src', [`'self'`, 'data:']],
    ['connect-src', [`'self'`]],
    ['worker-src', [`'self'`, 'blob:']],
    ['manifest-src', [`'self'`]],
    ['object-src', [`'none'`]],
    ['base-uri', [`'self'`]],
    ['frame-ancestors', [`'none'`]],
    ['form-action', [`'self'`]],
    ['report-uri', [cspReportPath]],
    ['report-to', [cspReportGroup]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The `Reporting-Endpoints` header value naming the report group used by `report-to`. */
export const reportingEndpoints = `${cspReportGroup}="${cspReportPath}"`;

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser executes as script (no type, or a JavaScript MIME type, or a module). */
const executableType = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * sha256 source tokens (`sha256-<base64>`) of every inline, executable `<script>` in an HTML document, in order,
 * without duplicates. Scripts with `src` and data blocks (`application/ld+json`, …) are skipped: CSP does not
 * apply hashes to them. The hash is over the exact text between the tags, as the browser computes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const match of html.matchAll(scriptTag)) {
    const attrs = match[1];
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!executableType.test(type.trim())) continue;
    out.add(`sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}`);
  }
  return [...out];
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
