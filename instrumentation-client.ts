import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the site's own code (Next.js `instrumentation-client`).
 *
 * Zod runs `jitless` in the browser. Zod 4 probes whether it may compile fast object parsers with `new Function('')`
 * when a schema is built; the site's CSP has no 'unsafe-eval', so the probe — although zod catches the error — was
 * reported as a CSP violation (Chrome's Issues panel, Lighthouse Best Practices "inspector issues") on every page
 * that validates a form or a stored document. Set here, the option is in place before any schema module runs. The
 * server keeps the compiled parsers (the screening endpoint checks up to 10,000 rows per request).
 */
config({ jitless: true });
