import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { AbstractIntlMessages, Locale } from 'next-intl';
import { siteFormats } from '@/lib/format';
import { pickClientMessages, type ClientNamespace } from '@/i18n/client-messages';

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

/** The provider configuration of a demo island for the current request; `namespaces` as for `SectionMessages`. */
export async function islandIntl(namespaces: readonly ClientNamespace[]): Promise<IslandIntl> {
  const [locale, timeZone, messages] = await Promise.all([getLocale(), getTimeZone(), getMessages()]);
  return { locale, timeZone, formats: siteFormats(locale), messages: pickClientMessages(messages, namespaces) as AbstractIntlMessages };
}

/** The messages of the risk demos' islands (monitoring, news, judicial search, individual KYC, matching, related parties). */
export const riskIslandNamespaces = ['tryIt', 'riskDemos'] as const satisfies readonly ClientNamespace[];
