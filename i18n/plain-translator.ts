import { createTranslator } from 'next-intl';
import type { Locale } from './routing';

/**
 * next-intl's untyped message shape (its default `Record<string, any>`, named here without writing `any`). A
 * translator over it takes plain string keys.
 */
type LooseMessages = NonNullable<Parameters<typeof createTranslator>[0]['messages']>;

/**
 * A translator whose keys are built at run time (`services.<slug>.metaTitle`, an error code's message key), which
 * next-intl's typed keys cannot follow. A key that does not exist is reported by next-intl (console error) and
 * rendered as its path, as with `t()`; the parity test in tests/unit/messages.test.ts keeps both locales' keys equal.
 */
export type PlainTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Creates a `PlainTranslate` over already loaded messages (`getMessages()`, `useMessages()` or one JSON file).
 *
 * @param locale    the locale the messages are in (ICU plural and number rules)
 * @param messages  the messages, typed or not
 * @param namespace optional prefix of every key, e.g. `demoForm`
 * @param timeZone  time zone for dates in messages (the site's is Asia/Shanghai, see i18n/request.ts)
 */
export function plainTranslator({
  locale,
  messages,
  namespace,
  timeZone,
}: {
  locale: Locale;
  messages: LooseMessages;
  namespace?: string;
  timeZone?: string;
}): PlainTranslate {
  const t = createTranslator({ locale, messages, namespace, timeZone });
  return (key, values) => t(key, values);
}
