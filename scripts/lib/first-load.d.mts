/** Types of first-load.mjs, for the TypeScript that uses it (e2e/first-load.spec.ts). */
/** The /_next/ script URLs a page loads first (script src + script preloads), the `nomodule` ones skipped, and its inline script text. */
export function scriptsOf(html: string, pageUrl: string): { urls: string[]; skipped: string[]; inline: string };
