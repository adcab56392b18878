import { routing } from '@/i18n/routing';
import { buildSiteIndex, type SiteIndexMessages } from '@/lib/search/site-index';

// Built once at build time (one file per locale) and served as a static asset.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** GET /api/site-index/{locale}: the serialised MiniSearch index of services, solutions and cases (lib/search/site-index.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const [services, solutions, cases] = await Promise.all(
    (['services', 'solutions', 'cases'] as const).map((f) => import(`@/messages/${locale}/${f}.json`).then((m) => m.default)),
  );
  const index = buildSiteIndex({ ...services, ...solutions, ...cases } as SiteIndexMessages);
  return new Response(JSON.stringify(index), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
