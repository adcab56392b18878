import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/shell/site-shell';
import { routing } from '@/i18n/routing';
import { parseLocale, resolveLocale } from '@/lib/route-params';
import { titleTemplate } from '@/lib/page-meta';
import { brandIconPaths } from '@/lib/brand-icon';
import { brand, siteUrl } from '@/lib/site-config';

/** Both locales are prerendered. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Stated, not changed: the default (true) is inherited by the segments below, and the registry pages render keys
// on demand. An unknown locale never reaches here (the proxy answers 404); if one did, resolveLocale answers 404.
export const dynamicParams = true;

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = parseLocale((await params).locale);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'common.brand' });
  return {
    metadataBase: new URL(siteUrl),
    // The brand as the locale writes it (衡析 / Hengxi), so a title fits a search result (lib/page-meta.ts limits).
    title: { template: titleTemplate(t('titleSuffix')), default: `${brand.display} — ${t('tagline')}` },
    applicationName: brand.display,
    formatDetection: { telephone: false },
    // app/icon.svg and app/manifest.ts are linked by Next; the touch icon is a route (lib/brand-icon.ts).
    icons: { apple: brandIconPaths.appleTouch },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b4f8a',
};

/** The site shell for one locale (see SiteShell). */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolveLocale(params);
  return <SiteShell locale={locale}>{children}</SiteShell>;
}
