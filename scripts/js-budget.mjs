/**
 * First-load JavaScript budget per page type (issue 28: marketing pages ≤ 150 KiB gzip, /demo ≤ `demoBudgetKiB`, /test ≤ `selfCheckBudgetKiB`, product,
 * profile and report pages ≤ 200 KiB gzip; `npm run analyze:js` breaks the chunks down by module). The pages are listed once, in scripts/lib/budget-pages.mjs: at least one
 * per page type of the route table (a unit test keeps that list complete), each in both locales.
 *
 * Usage: npm run build && npm run budget:js
 *   BASE_URL=http://127.0.0.1:3000   measure a server that is already running instead of starting the production server (scripts/lib/prod-server.mjs)
 *   JS_BUDGET_SET=profiles           only one set of pages: marketing, products, profiles (comma-separated), or all
 *   JS_BUDGET_KIB=240                one budget for every page instead of each page's own (KiB gzip)
 *   JS_BUDGET_VERBOSE=1              list every page's chunks (over-budget pages are always listed)
 *
 * For each page it fetches the HTML from the production server, collects every `<script src>` under /_next/ (except
 * `nomodule` ones, which modern browsers skip) and every `<link rel="preload|modulepreload" as="script">` under
 * /_next/, fetches each file once, gzips it with node:zlib at level 9 and sums per page. That is the JavaScript a
 * first visit downloads before the page is interactive; chunks loaded later (a modal, a lazy chart, the graph
 * library, a parser loaded on upload) are not counted.
 * Inline scripts (Next's RSC payload `self.__next_f.push(…)`, JSON-LD) travel inside the HTML document; their size
 * is shown for information, gzipped together, and is not part of the budget.
 * Exits 1 when a page is over budget, 2 on a setup error.
 */
import { gzipSync } from 'node:zlib';
import { enPath, pagesOf } from './lib/budget-pages.mjs';
import { scriptsOf } from './lib/first-load.mjs';
import { startServer } from './lib/prod-server.mjs';

const budgetOverride = process.env.JS_BUDGET_KIB ? Number(process.env.JS_BUDGET_KIB) : null;
const verbose = !!process.env.JS_BUDGET_VERBOSE;
const gzipLevel = 9;
const pageTypes = pagesOf(process.env.JS_BUDGET_SET || 'all');
const locales = [
  ['zh-CN', (p) => p, 'zh-CN,zh;q=0.9'],
  ['en-US', enPath, 'en-US,en;q=0.9'],
];

const kib = (bytes) => (bytes / 1024).toFixed(1);
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

async function main() {
  let base = process.env.BASE_URL?.replace(/\/$/, '');
  let stop = () => {};
  if (!base) ({ base, stop } = await startServer());

  const sizes = new Map(); // url → { raw, gz }
  /** Raw and gzip size of a chunk, fetched once. */
  async function sizeOf(url) {
    if (!sizes.has(url)) {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      const buf = Buffer.from(await res.arrayBuffer());
      sizes.set(url, { raw: buf.length, gz: gzipSync(buf, { level: gzipLevel }).length });
    }
    return sizes.get(url);
  }

  const rows = [];
  for (const { template: type, path, budget: pageBudget } of pageTypes) {
    const budgetKiB = budgetOverride ?? pageBudget;
    for (const [locale, localize, acceptLanguage] of locales) {
      const pagePath = localize(path);
      const pageUrl = base + pagePath;
      const res = await fetch(pageUrl, { redirect: 'manual', headers: { 'accept-language': acceptLanguage } });
      if (res.status !== 200)
        throw new Error(
          `${pagePath}: HTTP ${res.status}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''}`,
        );
      const html = await res.text();
      const { urls, skipped, inline } = scriptsOf(html, pageUrl);
      let raw = 0;
      let gz = 0;
      for (const url of urls) {
        const s = await sizeOf(url);
        raw += s.raw;
        gz += s.gz;
      }
      rows.push({
        type,
        locale,
        path: pagePath,
        files: urls.length,
        rawBytes: raw,
        gzipBytes: gz,
        inlineGzipBytes: gzipSync(Buffer.from(inline), { level: gzipLevel }).length,
        htmlGzipBytes: gzipSync(Buffer.from(html), { level: gzipLevel }).length,
        nomoduleSkipped: skipped,
        budgetKiB,
        overBudget: gz > budgetKiB * 1024,
        chunks: urls.map((u) => ({ path: new URL(u).pathname, ...sizes.get(u) })),
      });
    }
  }
  stop();

  const pathWidth = Math.max(30, ...rows.map((r) => r.path.length + 2));
  console.log(`First-load JavaScript per page (gzip level ${gzipLevel}, KiB = 1024 bytes)\n`);
  console.log(
    `${pad('Type', 26)}${pad('Locale', 8)}${pad('Path', pathWidth)}${padL('Files', 6)}${padL('Raw', 9)}${padL('Gzip', 9)}${padL('Budget', 8)}${padL('Inline*', 9)}${padL('HTML*', 8)}  Result`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.type, 26)}${pad(r.locale, 8)}${pad(r.path, pathWidth)}${padL(r.files, 6)}${padL(kib(r.rawBytes), 9)}${padL(kib(r.gzipBytes), 9)}${padL(r.budgetKiB, 8)}${padL(kib(r.inlineGzipBytes), 9)}${padL(kib(r.htmlGzipBytes), 8)}  ${r.overBudget ? 'OVER' : 'ok'}`,
    );
  }
  console.log(
    `\n* Inline = inline <script> text (RSC payload, JSON-LD), HTML = the whole document, both gzip; for information, not in the budget.`,
  );
  const skipped = [...new Set(rows.flatMap((r) => r.nomoduleSkipped))];
  if (skipped.length) console.log(`  Not counted (nomodule, skipped by modern browsers): ${skipped.join(', ')}`);

  // Chunks shared by every page (the framework and the shell) are listed once; per page, only its own.
  const common = new Set(
    rows[0]?.chunks.map((c) => c.path).filter((path) => rows.every((r) => r.chunks.some((c) => c.path === path))),
  );
  const commonGz = [...common].reduce((sum, path) => sum + rows[0].chunks.find((c) => c.path === path).gz, 0);
  console.log(`\nShared by every page: ${common.size} chunks, ${kib(commonGz)} KiB gzip.`);
  for (const r of rows.filter((row) => verbose || row.overBudget)) {
    console.log(`\n${r.path} (${r.locale}) — ${kib(r.gzipBytes)} KiB of ${r.budgetKiB}; its own chunks (gzip KiB):`);
    for (const c of r.chunks.filter((chunk) => !common.has(chunk.path)).sort((a, b) => b.gz - a.gz)) {
      console.log(`  ${padL(kib(c.gz), 7)}  ${c.path}`);
    }
  }

  // The biggest chunks over all pages, to show where the weight is.
  const biggest = [...sizes.entries()].sort((a, b) => b[1].gz - a[1].gz).slice(0, 10);
  console.log(`\nLargest chunks (gzip KiB):`);
  for (const [url, s] of biggest) {
    const on = rows.filter((r) => r.chunks.some((c) => c.path === new URL(url).pathname)).length;
    console.log(`  ${padL(kib(s.gz), 7)}  ${new URL(url).pathname}  (on ${on}/${rows.length} pages)`);
  }

  const over = rows.filter((r) => r.overBudget);
  if (over.length) {
    console.log(`\nOver budget: ${over.map((r) => `${r.path} (${kib(r.gzipBytes)} KiB > ${r.budgetKiB})`).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll ${rows.length} pages within their budget.`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
