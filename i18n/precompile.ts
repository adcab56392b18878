import compile from 'icu-minify/compile';

/**
 * Ahead-of-time compiled messages for the browser (issue 28). Every message a client component formats reaches it
 * through a `NextIntlClientProvider` whose messages the server picked (`pickClientMessages`, the header's search
 * engine); they are compiled here, on the server, with next-intl's own compiler (`icu-minify/compile`, what the
 * next-intl plugin's `experimental.messages.precompile` runs in its catalog loader), so the browser formats them
 * with next-intl's format-only runtime (`use-intl/format-message/format-only`, under 1 KiB) instead of parsing ICU
 * with intl-messageformat (~9 KiB gzip). next.config.ts points `use-intl/format-message` at the format-only runtime
 * for client components (browser and server-side rendering alike, so hydration sees the same text) and keeps the
 * ICU parser for server components, which format the raw messages of `i18n/request.ts`.
 *
 * Why not the plugin option itself: its loader compiles every message JSON file at build time and its alias swaps
 * the formatter everywhere, server components included, which needs every message compiled; this site's message
 * files hold lists (arrays, which the loader rejects) and records that server code reads as data (`getContent`,
 * `t.raw`), which compiled forms would change.
 *
 * Shape: a compiled message is a string when it has no ICU syntax (identical to the source) or a compact JSON
 * structure otherwise; only strings in nested objects are compiled. Arrays are lists of content read as data
 * (never formatted with `t()`), so they pass through unchanged, as do non-string values.
 */

/** A message tree as next-intl takes it: nested records of messages. */
type MessageTree = { [key: string]: unknown };

/** The compiled form of each message text seen, shared by every request (the site's texts are a fixed set). */
const compiled = new Map<string, unknown>();

/**
 * One message compiled; memoised by its text. The compiler's plural and select branches are null-prototype objects,
 * which React cannot pass to client components: the result goes through JSON, as the plugin's loader emits it.
 * Throws on ICU syntax errors (tests/unit/precompiled-messages.test.ts compiles every message).
 */
export function precompileMessage(message: string): unknown {
  let value = compiled.get(message);
  if (value === undefined) {
    value = JSON.parse(JSON.stringify(compile(message))) as unknown;
    compiled.set(message, value);
  }
  return value;
}

/**
 * A copy of `messages` with every string of its nested records compiled (`precompileMessage`); arrays and other
 * values are kept as they are. The input is not changed.
 */
export function precompileMessages<T extends object>(messages: T): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return precompileMessage(value);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value as MessageTree).map(([key, entry]) => [key, walk(entry)]));
  };
  return walk(messages) as T;
}
