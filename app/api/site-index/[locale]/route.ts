import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { buildSiteIndex } from '@/lib/search/site-index';
import { siteIndexMessages } from '@/lib/search/site-index-messages';
import { apiNotFound, otherMethods } from '@/lib/api/errors';

// Built once at build time (one file per locale) and served as a static asset.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** GET /api/site-index/{locale}: the serialised MiniSearch index of services, solutions, cases and the site's own pages (lib/search/site-index.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return apiNotFound(request);
  return new Response(JSON.stringify(buildSiteIndex(siteIndexMessages[locale])), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

/** Other methods: JSON 405 with `Allow` (lib/api/errors.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
