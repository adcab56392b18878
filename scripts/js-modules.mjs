/**
 * Per-module breakdown of the first-load JavaScript (issue 28): which packages and source folders fill the chunks
 * that every page loads, and what each page type adds. Reads the chunks' source maps with `source-map-explorer`.
 *
 * Usage: HX_ANALYZE=1 npm run build && npm run analyze:js
 *   (HX_ANALYZE=1 makes the build write browser source maps, next.config.ts; production builds have none.)
 *   BASE_URL=http://127.0.0.1:3000   measure a running server instead of starting the production server
 *   JS_MODULES_SET=marketing         pages to look at (as budget:js: marketing, products, profiles, all); default all
 *   JS_MODULES_TOP=25                rows per table
 *
 * For each page (zh-CN) it collects the first-load scripts as `budget:js` does (scripts/lib/first-load.mjs), then
 * splits every chunk's bytes over its modules by source map. Sizes: raw bytes per module, and an estimated gzip
 * share (the chunk's gzip size × the module's share of the chunk's raw bytes; gzip does not split exactly).
 * Groups: `node_modules/<package>` per package, our own code per top two folders (`components/shell`, `lib/runtime`).
 * Exits 2 when the build has no source maps.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { explore } from 'source-map-explorer';
import { pagesOf } from './lib/budget-pages.mjs';
import { sourceMapPathOf } from './lib/build-files.mjs';
import { scriptsOf } from './lib/first-load.mjs';
import { startServer } from './lib/prod-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const top = Number(process.env.JS_MODULES_TOP ?? 25);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const padL = (s, n) => String(s).padStart(n);

/** The group a source-map path belongs to: a package, or one of our folders. */
function groupOf(source) {
  const clean = source
    .replace(/^.*?\[project\]\//, '')
    .replace(/^webpack:\/\/\/?/, '')
    .replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return `npm:${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  if (/^\[turbopack\]|^\[next\]|^turbopack/.test(clean)) return 'turbopack runtime';
  const parts = clean.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : clean;
}

/** Module → raw bytes in one chunk file, and the chunk's raw and gzip size. */
async function modulesOf(chunkPath) {
  const file = path.join(root, '.next', chunkPath.replace(/^\/_next\//, ''));
  const buf = readFileSync(file);
  // Turbopack names a chunk's map after the chunk's pre-hash name: follow the sourceMappingURL comment.
  const map = sourceMapPathOf(file, buf.subarray(Math.max(0, buf.length - 300)).toString('utf8')) ?? `${file}.map`;
  // A chunk without a map (Turbopack's runtime chunk has none) counts as one entry.
  if (!existsSync(map))
    return {
      files: { [`(no source map) ${chunkPath}`]: { size: buf.length } },
      raw: buf.length,
      gz: gzipSync(buf, { level: 9 }).length,
    };
  const result = await explore({ code: file, map }, { output: { format: 'json' }, noBorderChecks: true });
  const files = result.bundles[0]?.files ?? {};
  return { files, raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
}

async function main() {
  if (!readdirSync(path.join(root, '.next', 'static', 'chunks')).some((f) => f.endsWith('.js.map'))) {
    throw new Error('The build has no source maps: run HX_ANALYZE=1 npm run build first.');
  }
  let base = process.env.BASE_URL?.replace(/\/$/, '');
  let stop = () => {};
  if (!base) ({ base, stop } = await startServer());
  const pages = pagesOf(process.env.JS_MODULES_SET || 'all');
  const perPage = [];
  try {
    for (const page of pages) {
      const res = await fetch(base + page.path, { redirect: 'manual', headers: { 'accept-language': 'zh-CN' } });
      if (res.status !== 200) throw new Error(`${page.path}: HTTP ${res.status}`);
      const { urls } = scriptsOf(await res.text(), base + page.path);
      perPage.push({ ...page, chunks: urls.map((u) => new URL(u).pathname.replace(/\?.*$/, '')) });
    }
  } finally {
    stop();
  }

  const cache = new Map();
  const chunk = async (p) => {
    if (!cache.has(p)) cache.set(p, await modulesOf(p));
    return cache.get(p);
  };
  /** Groups and modules of a set of chunks, with raw and estimated gzip bytes. */
  async function breakdown(chunkPaths) {
    const groups = new Map();
    const modules = new Map();
    let totalGz = 0;
    for (const p of chunkPaths) {
      const { files, raw, gz } = await chunk(p);
      totalGz += gz;
      for (const [source, { size }] of Object.entries(files)) {
        const est = (gz * size) / raw;
        const g = groupOf(source);
        const gr = groups.get(g) ?? { raw: 0, gz: 0 };
        gr.raw += size;
        gr.gz += est;
        groups.set(g, gr);
        const name = source.replace(/^.*?\[project\]\//, '');
        const m = modules.get(name) ?? { raw: 0, gz: 0 };
        m.raw += size;
        m.gz += est;
        modules.set(name, m);
      }
    }
    return { groups, modules, totalGz };
  }
  const print = (title, map, totalGz) => {
    console.log(`\n${title}`);
    console.log(`${padL('raw KiB', 9)}${padL('~gzip', 8)}  module or group`);
    for (const [name, s] of [...map.entries()].sort((a, b) => b[1].gz - a[1].gz).slice(0, top)) {
      console.log(`${padL(kib(s.raw), 9)}${padL(kib(s.gz), 8)}  ${name}`);
    }
    if (totalGz !== undefined) console.log(`${padL('', 9)}${padL(kib(totalGz), 8)}  (total gzip of these chunks)`);
  };

  const shared = perPage[0].chunks.filter((c) => perPage.every((p) => p.chunks.includes(c)));
  const all = await breakdown(shared);
  console.log(`First-load JavaScript by module (${perPage.length} pages, zh-CN; KiB = 1024 bytes)`);
  print(`Shared by every page (${shared.length} chunks) — by package / folder:`, all.groups, all.totalGz);
  print(`Shared by every page — largest modules:`, all.modules);
  const seen = new Set();
  for (const page of perPage) {
    const own = page.chunks.filter((c) => !shared.includes(c));
    const key = own.join(',');
    if (!own.length || seen.has(key)) continue;
    seen.add(key);
    const b = await breakdown(own);
    print(`${page.path} (${page.template}) adds ${own.length} chunks — by package / folder:`, b.groups, b.totalGz);
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(2);
});
