import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { AbstractIntlMessages, Locale } from 'next-intl';
import { siteFormats } from '@/lib/format';
import { pickClientMessages } from '@/i18n/client-messages';
import { demoNames, demos, type DemoName } from '@/lib/demos';
import type { IslandName } from './demo-island';

/**
 * What a demo island's message provider needs, computed on the server: the request's locale, time zone and named
 * formats (`i18n/request.ts`) and only the message namespaces its client code reads (`pickClientMessages`). The
 * island (`DemoIsland`) hands them to `NextIntlClientProvider` inside its own lazily loaded chunk, so next-intl's
 * client runtime and the ICU formatter are not part of every service page's shared code (issue 28).
 */
export interface IslandIntl {
  locale: Locale;
  timeZone: string;
  formats: ReturnType<typeof siteFormats>;
  messages: AbstractIntlMessages;
}

/** The provider configuration of a demo island for the current request, with the messages `islandNamespaces` lists. */
export async function islandIntl(island: IslandName): Promise<IslandIntl> {
  const namespaces = islandNamespaces[island];
  const [locale, timeZone, messages] = await Promise.all([getLocale(), getTimeZone(), getMessages()]);
  return {
    locale,
    timeZone,
    formats: siteFormats(locale),
    messages: pickClientMessages(messages, namespaces) as AbstractIntlMessages,
  };
}

/**
 * The message namespaces each demo island's client code reads, as for `SectionMessages` (declared with each demo in
 * lib/demos.ts); only these are serialised into its page. A risk demo (monitoring, news, judicial search, individual
 * KYC, matching, related parties) reads the shared `riskDemos.common` (run button, errors, downloads) and its own
 * `riskDemos.<demo>`; the one that takes an upload also the file picker's `tryIt.intake`. Until issue 28 every risk
 * island was given all of `riskDemos` and `tryIt`: 41 KB (as escaped JSON) of each risk service page's HTML, most of
 * it other demos' texts. tests/unit/island-messages.test.ts checks every key the islands' client code reads.
 */
export const islandNamespaces = Object.fromEntries(demoNames.map((name) => [name, demos[name].namespaces])) as {
  [N in DemoName]: (typeof demos)[N]['namespaces'];
};
