import { ImageResponse } from 'next/og';
import { ShareCard, shareCardFonts } from '@/components/share-card/share-card';
import { isLocale, routing } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { metaValuesOf } from '@/lib/page-meta';
import { shareCardNamespace, shareCardRoute, shareCardRoutes, shareCardSize } from '@/lib/share-card';
import { brand, siteUrl } from '@/lib/site-config';

// Every card is rendered at build time; any other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => shareCardRoutes().map((r) => ({ locale, card: `${r.name}.png` })));
}

/**
 * `GET /og/<locale>/<route name>.png`: the share card of one indexable page (lib/share-card.ts), 1200 × 630 PNG,
 * with the page's `metaTitle` and `metaDescription` in its locale.
 */
export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/[card]'>): Promise<Response> {
  const { locale, card } = await params;
  const route = shareCardRoute(card);
  if (!isLocale(locale) || !route) return new Response('Not found', { status: 404 });
  const t = translator(locale);
  const ns = shareCardNamespace(route);
  return new ImageResponse(
    <ShareCard
      brand={brand.display}
      section={t(`shareCard.section.${route.section}`)}
      title={t(`${ns}.metaTitle`, metaValuesOf(route.name))}
      summary={t(`${ns}.metaDescription`, metaValuesOf(route.name))}
      host={new URL(siteUrl).host}
      tagline={t('common.brand.tagline')}
    />,
    { ...shareCardSize, fonts: shareCardFonts() },
  );
}
