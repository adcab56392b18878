import { IntlMessageFormat } from 'intl-messageformat';

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
 * site's locales (zh-CN, en-US) are always supported, so the locale is taken as given, which is what the lookup
 * returns for them. A message that formats a number or a date still builds its `Intl` formatter when it needs it.
 */
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? locales[0] : locales);
