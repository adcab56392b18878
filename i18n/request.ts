import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { siteFormats, siteTimeZone } from '@/lib/format';
import { loadMessages } from './messages';
import { routing } from './routing';

/**
 * Per-request next-intl configuration: the locale from the `[locale]` segment, its messages, and the site's named
 * formats (`lib/format`), which `NextIntlClientProvider` hands on to client components.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: siteTimeZone,
    formats: siteFormats(locale),
  };
});
