/**
 * Runs in the browser before the site's own code (Next.js `instrumentation-client`).
 *
 * Zod runs `jitless` in the browser. Zod 4 probes whether it may compile fast object parsers with `new Function('')`
 * when a schema is built; the site's CSP has no 'unsafe-eval', so the probe — although zod catches the error — was
 * reported as a CSP violation (Chrome's Issues panel, Lighthouse Best Practices "inspector issues") on every page
 * that validates a form or a stored document. Set here, the option is in place before any schema module runs. The
 * server keeps the compiled parsers (the screening endpoint checks up to 10,000 rows per request).
 *
 * Set on zod's global configuration object (`globalThis.__zod_globalConfig`, which zod/v4/core adopts when it loads;
 * what `config({ jitless: true })` writes to) rather than by importing zod's `config`: that import put zod's core
 * utilities (4.5 KiB gzip) into the JavaScript every page loads first, pages without any form included (issue 28,
 * `npm run analyze:js`). tests/unit/zod-jitless.test.ts checks zod reads it.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

/**
 * An ICU message with values (`t('key', { name })`) is compiled by intl-messageformat, whose constructor resolves
 * its locale with `Intl.NumberFormat.supportedLocalesOf`. The first such call on a page makes V8 build its list of
 * available locales: 15–35 ms in Chromium on this machine, four times that on a slow phone, inside the hydration
 * task of every page that formats a message on load (the self-check, online documents, the relation table). The
 * site's locales (zh-CN, en-US) are always supported, so a lookup of only those answers them as given, which is what
 * the lookup returns for them; any other lookup goes to the browser. A message that formats a number or a date still
 * builds its `Intl` formatter when it needs it.
 *
 * Patched on `Intl` rather than on `IntlMessageFormat.resolveLocale`: importing intl-messageformat here put it (and
 * its ICU parser, ~9 KiB gzip) into the JavaScript every page loads first, pages that format no message in the
 * browser included (issue 28, `npm run analyze:js`). tests/unit/message-locale.test.ts checks messages format as before.
 */
const siteLocales = new Set(['zh-CN', 'en-US']);
const lookUpLocales = Intl.NumberFormat.supportedLocalesOf.bind(Intl.NumberFormat);
Intl.NumberFormat.supportedLocalesOf = (locales, options) => {
  const names = typeof locales === 'string' ? [locales] : Array.isArray(locales) ? locales.map(String) : [];
  return names.length > 0 && names.every((name) => siteLocales.has(name)) ? names : lookUpLocales(locales, options);
};

// A module (imported by tests/unit/message-locale.test.ts).
export {};
