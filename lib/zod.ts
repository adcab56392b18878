import { z } from 'zod';

/**
 * The site's zod, configured once: import `z` from here, never from 'zod' (a lint rule keeps it so).
 *
 * In the browser zod runs `jitless`. Zod 4 probes whether it may compile fast object parsers with
 * `new Function('')`; the site's CSP has no 'unsafe-eval', so the probe — although zod catches the error — is
 * reported as a CSP violation (Chrome's Issues panel, Lighthouse Best Practices "inspector issues") on every page
 * that validates a form or a stored document. The configuration must run before any schema is built, which
 * importing `z` from this module guarantees. The server keeps the compiled parsers (the screening endpoint checks
 * up to 10,000 rows per request).
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
