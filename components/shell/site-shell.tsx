import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { AppRuntime } from './app-runtime';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole document for one locale: <html lang>, skip link, header, main content, footer and the client runtime
 * (loading bar, overlay, …). Used by the locale layout and by the global not-found page, so a 404 looks like
 * every other page. The caller must have set the request locale. Client components here get only the `common`
 * messages; route sections that need more add them with SectionMessages in their own layout.
 */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages();
  const t = await getTranslations('common');
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickClientMessages(messages, [])}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <BackToTop />
          <AppRuntime />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
