/**
 * After `next build` (npm run build): completes the deployable output.
 *
 * 1. CSP manifest (issue 9): for every page Next prerendered, the sha256 hashes of its inline scripts, read from
 *    the HTML files the build wrote → `.next/csp-manifest.json` (lib/security/csp-manifest.ts reads it; the proxy
 *    sends each page its own policy).
 * 2. Compile hints (scripts/lib/compile-hints.mjs): V8's `//# allFunctionsCalledOnLoad` on the first line of every
 *    chunk a page loads first, so Chromium compiles them while streaming instead of in the bootstrap task.
 * 3. Precompressed assets: `.gz` and `.br` next to every text file under `.next/static`, for nginx's
 *    `gzip_static` / `brotli_static` (deploy/nginx/).
 * 4. The standalone server (`.next/standalone`): Next's static files, the CSP manifest, and the instance server
 *    (server/*.mjs) with the packages it imports (traced with Next's bundled @vercel/nft), so
 *    `node .next/standalone/server/index.mjs` runs on a machine with nothing else installed.
 * Prints one line per step.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { inlineScriptHashes } from '../lib/security/csp';
import { walkFiles } from './lib/build-files.mjs';
import { addCompileHints } from './lib/compile-hints.mjs';

const root = process.cwd();
const next = path.join(root, '.next');
const standalone = path.join(next, 'standalone');
const require = createRequire(import.meta.url);

// 1. CSP manifest
const prerender = JSON.parse(readFileSync(path.join(next, 'prerender-manifest.json'), 'utf8')) as {
  routes: Record<string, unknown>;
};
const buildId = readFileSync(path.join(next, 'BUILD_ID'), 'utf8').trim();
const pages: Record<string, string[]> = {};
for (const route of Object.keys(prerender.routes)) {
  const file = path.join(next, 'server', 'app', route === '/' ? 'index.html' : `${route}.html`);
  if (!existsSync(file)) continue;
  pages[route] = inlineScriptHashes(readFileSync(file, 'utf8'));
}
const manifest = JSON.stringify({ buildId, pages });
writeFileSync(path.join(next, 'csp-manifest.json'), manifest);
const counts = Object.values(pages).map((h) => h.length);
console.log(
  `[postbuild] CSP manifest: ${counts.length} prerendered pages, ${Math.min(...counts)}–${Math.max(...counts)} inline script hashes each`,
);

// 2. Compile hints on the first-load chunks (before they are precompressed and copied)
const hinted = addCompileHints(next);
console.log(
  `[postbuild] compile hints: ${hinted.files} first-load chunks (${(hinted.bytes / 1024).toFixed(0)} KiB) compile eagerly`,
);

// 3. Precompressed static assets
const compressible = /\.(?:js|mjs|css|svg|json|txt|html|map|xml|ico|woff)$/i;
let compressed = 0;
for (const file of walkFiles(path.join(next, 'static'))) {
  if (!compressible.test(file) || statSync(file).size < 256) continue;
  const data = readFileSync(file);
  if (!existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  if (!existsSync(`${file}.br`)) {
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
  }
  compressed++;
}
console.log(`[postbuild] precompressed ${compressed} static files (.gz, .br)`);

// 4. Standalone server
if (existsSync(standalone)) {
  cpSync(path.join(next, 'static'), path.join(standalone, '.next', 'static'), { recursive: true });
  if (existsSync(path.join(root, 'public')))
    cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  writeFileSync(path.join(standalone, '.next', 'csp-manifest.json'), manifest);
  const serverDir = path.join(root, 'server');
  const entries = readdirSync(serverDir)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => path.join(serverDir, f));
  type Trace = (
    files: string[],
    options: { base: string; ignore: (p: string) => boolean },
  ) => Promise<{ fileList: Set<string> }>;
  const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft') as { nodeFileTrace: Trace };
  const { fileList } = await nodeFileTrace(entries, {
    base: root,
    ignore: (p: string) => p.startsWith('node_modules/next/'),
  });
  let copied = 0;
  for (const rel of fileList) {
    const target = path.join(standalone, rel);
    // The instance server's own files always; packages only when the build's trace has not copied them already.
    if ((existsSync(target) && !rel.startsWith('server/')) || !statSync(path.join(root, rel)).isFile()) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(root, rel), target);
    copied++;
  }
  console.log(`[postbuild] standalone: static files, CSP manifest, server/ and ${copied} traced files copied`);
}
