import { getTranslations } from 'next-intl/server';
import { Activity, type ReactNode } from 'react';
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
 *
 * Header, page and footer each sit in a visible `<Activity>` (issue 28). The server writes them inline, as without
 * it; in the browser React hydrates each such boundary after the document's root, in slices of a few milliseconds
 * that yield to the browser, instead of hydrating all ~700–1,300 elements of a page in one task (20–36 ms on this
 * machine, ×4 under Lighthouse's simulated CPU). A click or key press inside a boundary not yet hydrated makes React
 * hydrate it at once and replay the event. The runtime (loading bar, locale cookie, build check) stays outside, so
 * its effects still run first, before any page effect reads what they set.
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
          <ErrorTextProvider
            text={{
              metaTitle: t('error.metaTitle'),
              notFound: t('error.notFound'),
              internal: t('error.internal'),
              hint: t('error.hint'),
              retry: t('error.retry'),
              home: t('error.home'),
            }}
          >
            <Activity>
              <SiteHeader />
            </Activity>
            <main id="main" tabIndex={-1}>
              <Activity>{children}</Activity>
            </main>
            <Activity>
              <SiteFooter />
            </Activity>
            <BackToTop label={t('backToTop')} />
            <AppRuntime loadingLabel={t('loading.label')} />
          </ErrorTextProvider>
        </LocaleProvider>
      </body>
    </html>
  );
}
