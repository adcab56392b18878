import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleProvider } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { AppRuntime } from './app-runtime';
import { ErrorTextProvider } from './error-text';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole document for one locale: <html lang>, skip link, header, main content, footer and the client runtime
 * (loading bar, overlay, …). Used by the locale layout and by the global not-found page, so a 404 looks like
 * every other page. The caller must have set the request locale.
 *
 * The shell's client components get their texts as props from here and no message formatter: there is no
 * NextIntlClientProvider at this level, so next-intl's client runtime and the ICU formatter are not in the JavaScript
 * every page loads (issue 28). Route sections whose client components read messages provide them with
 * SectionMessages (their layout or template), which always includes the client part of `common`.
 */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <LocaleProvider locale={locale}>
          <ErrorTextProvider text={{ metaTitle: t('error.metaTitle'), notFound: t('error.notFound'), internal: t('error.internal'), hint: t('error.hint'), retry: t('error.retry'), home: t('error.home') }}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <BackToTop label={t('backToTop')} />
          <AppRuntime loadingLabel={t('loading.label')} />
          </ErrorTextProvider>
        </LocaleProvider>
      </body>
    </html>
  );
}
