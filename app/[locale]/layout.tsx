import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AntdProvider } from '@/components/shell/antd-provider';
import { AppRuntime } from '@/components/shell/app-runtime';
import { BackToTop } from '@/components/shell/back-to-top';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { clientMessages } from '@/i18n/client-messages';
import type { Messages } from '@/i18n/messages';
import { routing, type Locale } from '@/i18n/routing';
import { brand, siteUrl } from '@/lib/site-config';

/** Both locales are prerendered; any other first segment is not a locale and is handled as a zh-CN path. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'common.brand' });
  return {
    metadataBase: new URL(siteUrl),
    title: { template: `%s | ${brand.display}`, default: `${brand.display} — ${t('tagline')}` },
    applicationName: brand.display,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b4f8a',
};

/** The site shell for one locale: header, main content, footer, and the client runtime (loading bar, overlay, …). */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = (await getMessages()) as Messages;
  const t = await getTranslations('common');

  return (
    <html lang={locale}>
      <head>
        {/* Baidu ignores hreflang and reads this instead. */}
        <meta httpEquiv="content-language" content={locale} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <AntdRegistry>
          <NextIntlClientProvider messages={clientMessages(messages)}>
            <AntdProvider locale={locale}>
              <SiteHeader />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter />
              <BackToTop />
              <AppRuntime />
            </AntdProvider>
          </NextIntlClientProvider>
        </AntdRegistry>
      </body>
    </html>
  );
}
