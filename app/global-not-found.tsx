// Global styles first, so component modules loaded below override them (as under the root layout).
import './globals.css';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { NotFoundView } from '@/components/shell/not-found-view';
import { SiteShell } from '@/components/shell/site-shell';
import { isLocale, routing } from '@/i18n/routing';
import { requestPathHeader } from '@/lib/proxy/headers';
import { siteUrl } from '@/lib/site-config';

/** Locale and requested path, as the proxy recorded them; zh-CN when the request never went through it. */
async function requestInfo() {
  const h = await headers();
  const candidate = h.get('x-next-intl-locale');
  const locale = isLocale(candidate) ? candidate : routing.defaultLocale;
  const raw = h.get(requestPathHeader) ?? '';
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch {
    // Malformed percent-encoding: show it as requested.
  }
  return { locale, path };
}

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestInfo();
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  return { metadataBase: new URL(siteUrl), title: t('metaTitle'), robots: { index: false, follow: true } };
}

/**
 * The 404 page for every URL that matches no route or fails route validation (spec §2, §8; SITE.md §7): HTTP 404,
 * the localized page inside the full site shell, with the requested path and query in the message.
 */
export default async function GlobalNotFound() {
  const { locale, path } = await requestInfo();
  setRequestLocale(locale);
  return (
    <SiteShell locale={locale}>
      <NotFoundView path={path} />
    </SiteShell>
  );
}
