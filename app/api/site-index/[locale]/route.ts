import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { buildSiteIndex, type SiteIndexMessages } from '@/lib/search/site-index';
import enCases from '@/messages/en-US/cases.json';
import enServices from '@/messages/en-US/services.json';
import enSolutions from '@/messages/en-US/solutions.json';
import zhCases from '@/messages/zh-CN/cases.json';
import zhServices from '@/messages/zh-CN/services.json';
import zhSolutions from '@/messages/zh-CN/solutions.json';

// Built once at build time (one file per locale) and served as a static asset.
export const dynamic = 'force-static';
export const dynamicParams = false;

const messages: Record<string, SiteIndexMessages> = {
  'zh-CN': { ...zhServices, ...zhSolutions, ...zhCases } as SiteIndexMessages,
  'en-US': { ...enServices, ...enSolutions, ...enCases } as SiteIndexMessages,
};

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** GET /api/site-index/{locale}: the serialised MiniSearch index of services, solutions and cases (lib/search/site-index.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify(buildSiteIndex(messages[locale])), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
