/**
 * The JavaScript a page loads first, read from its HTML: every `<script src>` under /_next/ (except `nomodule` ones,
 * which modern browsers skip) and every `<link rel="preload|modulepreload" as="script">` under /_next/, plus its
 * inline script text. Shared by `budget:js` (scripts/js-budget.mjs) and `analyze:js` (scripts/js-modules.mjs).
 */

/** Attributes of an HTML start tag as a map (names lower-cased; valueless attributes map to ''). */
function attributes(tag) {
  const attrs = {};
  for (const m of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/** Decodes the few HTML entities Next writes into attribute values. */
const unescapeAttr = (v) =>
  v
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The /_next/ script URLs a page loads first (script src + script preloads), and its inline script text. */
export function scriptsOf(html, pageUrl) {
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
