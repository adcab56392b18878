// Both formatters by file: next.config.ts aliases the package name `use-intl/format-message` to this module on the
// server and to the format-only runtime in the browser, so importing either by that name here would loop.
// @ts-expect-error -- a JavaScript file of use-intl without a declaration beside it; typed below from its package export.
import formatIcuFile from '../node_modules/use-intl/dist/esm/production/format-message/index.js';
// @ts-expect-error -- as above.
import formatCompiledFile from '../node_modules/use-intl/dist/esm/production/format-message/format-only.js';

type FormatIcu = typeof import('use-intl/format-message').default;
type FormatCompiled = typeof import('use-intl/format-message/format-only').default;
const formatIcu = formatIcuFile as FormatIcu;
const formatCompiled = formatCompiledFile as FormatCompiled;

/**
 * next-intl's message formatter on the server (issue 28; next.config.ts, i18n/precompile.ts). One server renders two
 * kinds of messages: server components format the raw ICU strings of i18n/request.ts, and the server-side rendering
 * of client components formats the compiled messages their providers were given (`pickClientMessages`), as the
 * browser then does with the format-only runtime. A compiled message with ICU syntax is an array (icu-minify's
 * format); a message without any is the same string in both forms. So: arrays go to the format-only runtime,
 * everything else (strings, and the objects next-intl reports as "insufficient path") to the ICU parser, exactly
 * as before. `t.raw` keeps working on the server (server components read raw messages).
 */
export default function formatMessage(...args: Parameters<FormatIcu>): ReturnType<FormatIcu> {
  const [key, message, values, options] = args;
  if (Array.isArray(message))
    return formatCompiled(key, message as Parameters<FormatCompiled>[1], values, options) as ReturnType<FormatIcu>;
  return formatIcu(...args);
}

formatMessage.raw = true;
