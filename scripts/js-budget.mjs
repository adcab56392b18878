/**
 * First-load JavaScript budget (issue 3): every marketing page ships at most 220 KiB of JavaScript, gzip.
 *
 * Usage: npm run build && npm run budget:js
 *   BASE_URL=http://127.0.0.1:3000   measure a server that is already running instead of starting `next start`
 *   JS_BUDGET_KIB=220                the budget per page, KiB gzip
 *   JS_BUDGET_SET=profiles           measure the profile and report pages instead (issue 10: budget 260 KiB), for a
 *                                    showcase company and a registry company rendered on demand; not yet part of
 *                                    `npm test`, because those pages are still over it (see README)
 *
 * For each page type (home, service, the two service pages with a "try it" demo, solution, case, pricing, APP, demo) in both locales it fetches the page HTML
 * from the production server, collects every `<script src>` under /_next/ (except `nomodule` ones, which modern
 * browsers skip) and every `<link rel="preload|modulepreload" as="script">` under /_next/, fetches each file once,
 * gzips it with node:zlib at level 9 and sums per page. That is the JavaScript a first visit downloads before the
 * page is interactive; chunks loaded later (a modal, a lazy chart) are not counted.
 * Inline scripts (Next's RSC payload `self.__next_f.push(…)`, JSON-LD) travel inside the HTML document; their size
 * is shown for information, gzipped together, and is not part of the budget.
 * Exits 1 when a page is over budget, 2 on a setup error.
 */
import { gzipSync } from 'node:zlib';
import { startServer } from './lib/prod-server.mjs';

const profiles = process.env.JS_BUDGET_SET === 'profiles';
const budgetKiB = Number(process.env.JS_BUDGET_KIB ?? (profiles ? 260 : 220));
const gzipLevel = 9;
const profilePageTypes = [
  ['company', '/company/c9f2a1e7b3'],
  ['company', '/company/788e8c8a3d'],
  ['360°', '/customerProfile/d4e8b6a2c1'],
  ['dashboard', '/customerProfile2/a7c3e9f5d2'],
  ['dashboard', '/customerProfile2/788e8c8a3d'],
  ['kyc', '/dueDiligence/kyc/KYC202611120007'],
  ['kyc', '/dueDiligence/kyc/KYC202611200101'],
  ['aiReport', '/AI/reportV1'],
  ['aiThink', '/AI/reportV1/think?ckey=788e8c8a3d&type=risk'],
  ['aiReport', '/AI/reportV1/generateReport?ckey=788e8c8a3d&type=risk'],
];
const marketingPageTypes = [
  ['home', '/'],
  ['service', '/service/kycDueDiligence'],
  ['statement', '/service/waterDueDiligence'],
  ['screening', '/service/batchPreliminaryScreening'],
  ['solution', '/solution/leasing'],
  ['case', '/customer/SpdBank'],
  ['pricing', '/pricing'],
  ['APP', '/APP'],
  ['demo', '/demo'],
];
const pageTypes = profiles ? profilePageTypes : marketingPageTypes;
const locales = [
  ['zh-CN', (p) => p, 'zh-CN,zh;q=0.9'],
  ['en-US', (p) => (p === '/' ? '/en-US' : `/en-US${p}`), 'en-US,en;q=0.9'],
];

/** Attributes of an HTML start tag as a map (names lower-cased; valueless attributes map to ''). */
function attributes(tag) {
  const attrs = {};
  for (const m of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/** Decodes the few HTML entities Next writes into attribute values. */
const unescapeAttr = (v) => v.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/** The /_next/ script URLs a page loads first (script src + script preloads), and its inline script text. */
function scriptsOf(html, pageUrl) {
  const urls = new Set();
  const skipped = [];
  let inline = '';
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const a = attributes(m[1]);
    if (a.src !== undefined) {
      const url = new URL(unescapeAttr(a.src), pageUrl);
      if (!url.pathname.startsWith('/_next/')) continue;
      if ('nomodule' in a) skipped.push(url.pathname);
      else urls.add(url.href);
    } else if (!a.type || /javascript|module/.test(a.type)) {
      inline += m[2];
    }
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attributes(m[1]);
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    const isScript = rel.includes('modulepreload') || (rel.includes('preload') && a.as === 'script');
    if (!isScript || !a.href) continue;
    const url = new URL(unescapeAttr(a.href), pageUrl);
    if (url.pathname.startsWith('/_next/')) urls.add(url.href);
  }
  return { urls: [...urls], skipped, inline };
}

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
  for (const [type, path] of pageTypes) {
    for (const [locale, localize, acceptLanguage] of locales) {
      const pagePath = localize(path);
      const pageUrl = base + pagePath;
      const res = await fetch(pageUrl, { redirect: 'manual', headers: { 'accept-language': acceptLanguage } });
      if (res.status !== 200) throw new Error(`${pagePath}: HTTP ${res.status}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''}`);
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
        overBudget: gz > budgetKiB * 1024,
        chunks: urls.map((u) => ({ path: new URL(u).pathname, ...sizes.get(u) })),
      });
    }
  }
  stop();

  console.log(`First-load JavaScript per page (gzip level ${gzipLevel}, KiB = 1024 bytes; budget ${budgetKiB} KiB gzip)\n`);
  console.log(`${pad('Type', 10)}${pad('Locale', 8)}${pad('Path', 30)}${padL('Files', 6)}${padL('Raw', 9)}${padL('Gzip', 9)}${padL('Inline*', 9)}${padL('HTML*', 8)}  Budget`);
  for (const r of rows) {
    console.log(
      `${pad(r.type, 10)}${pad(r.locale, 8)}${pad(r.path, 30)}${padL(r.files, 6)}${padL(kib(r.rawBytes), 9)}${padL(kib(r.gzipBytes), 9)}${padL(kib(r.inlineGzipBytes), 9)}${padL(kib(r.htmlGzipBytes), 8)}  ${r.overBudget ? 'OVER' : 'ok'}`,
    );
  }
  console.log(`\n* Inline = inline <script> text (RSC payload, JSON-LD), HTML = the whole document, both gzip; for information, not in the budget.`);
  const skipped = [...new Set(rows.flatMap((r) => r.nomoduleSkipped))];
  if (skipped.length) console.log(`  Not counted (nomodule, skipped by modern browsers): ${skipped.join(', ')}`);

  // The biggest chunks over all pages, to show where the weight is.
  const biggest = [...sizes.entries()].sort((a, b) => b[1].gz - a[1].gz).slice(0, 8);
  console.log(`\nLargest chunks (gzip KiB):`);
  for (const [url, s] of biggest) {
    const on = rows.filter((r) => r.chunks.some((c) => c.path === new URL(url).pathname)).length;
    console.log(`  ${padL(kib(s.gz), 7)}  ${new URL(url).pathname}  (on ${on}/${rows.length} pages)`);
  }

  const over = rows.filter((r) => r.overBudget);
  if (over.length) {
    console.log(`\nOver budget: ${over.map((r) => `${r.path} (${kib(r.gzipBytes)} KiB)`).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll pages within ${budgetKiB} KiB gzip.`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
