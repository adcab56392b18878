// Both formatters by file: next.config.ts aliases the package name `use-intl/format-message` to this module on the
// server and to the format-only runtime in the browser, so importing either by that name here would loop.
// @ts-expect-error -- a JavaScript file of use-intl without a declaration beside it; typed below from its package export.
import formatIcuFile from '../node_modules/use-intl/dist/esm/production/format-message/index.js';
// @ts-expect-error -- as above.
import formatCompiledFile from '../node_modules/use-intl/dist/esm/production/format-message/format-only.js';

import { IntlError, IntlErrorCode } from 'use-intl/core';
import { precompileMessage } from './precompile';

type FormatIcu = typeof import('use-intl/format-message').default;
type FormatCompiled = typeof import('use-intl/format-message/format-only').default;
const formatIcu = formatIcuFile as FormatIcu;
const formatCompiled = formatCompiledFile as FormatCompiled;

/**
 * next-intl's message formatter on the server (issue 28; next.config.ts, i18n/precompile.ts). One server renders two
 * kinds of messages: server components format the raw ICU strings of i18n/request.ts, and the server-side rendering
 * of client components formats the compiled messages their providers were given (`pickClientMessages`), as the
 * browser then does with the format-only runtime. A compiled message with ICU syntax is an array (icu-minify's
 * format); a message without any is the same string in both forms.
 *
 * Both kinds are formatted by the format-only runtime: a raw string is compiled once per distinct text
 * (`precompileMessage`, memoised) and then formatted like a client component's message. The ICU parser's own path
 * (`use-intl/format-message`) re-serialises the message, the locale and every date, time and number format into a
 * cache key on every call with values (about a fifth of the CPU time of rendering a company's texts); the compiled
 * path reads a Map by the message's text. tests/unit/precompiled-messages.test.ts shows both paths give the same text
 * for every message with arguments, in both locales. Arrays are compiled messages, as before; anything else (an
 * object, which next-intl reports as "insufficient path") goes to the ICU formatter for its error, as before.
 * `t.raw` keeps working on the server (server components read raw messages).
 *
 * Errors: an ICU syntax error throws next-intl's `IntlError` (`INVALID_MESSAGE`), which the translator reports and
 * answers with the message's key, as the parser's path did.
 */
export default function formatMessage(...args: Parameters<FormatIcu>): ReturnType<FormatIcu> {
  const [key, message, values, options] = args;
  let compiled: unknown = message;
  if (typeof message === 'string') {
    try {
      compiled = precompileMessage(message);
    } catch (error) {
      throw new IntlError(IntlErrorCode.INVALID_MESSAGE, `${(error as Error).message} (${message})`);
    }
    if (typeof compiled === 'string') return compiled;
  }
  if (Array.isArray(compiled))
    return formatCompiled(key, compiled as Parameters<FormatCompiled>[1], values, options) as ReturnType<FormatIcu>;
  return formatIcu(...args);
}

formatMessage.raw = true;
