import { loadMessages } from '@/i18n/messages';
import { isLocale } from '@/i18n/routing';

/** Cache lifetime of a locale's messages, in seconds (spec §9: 24 hours). */
const maxAgeSeconds = 24 * 60 * 60;

/**
 * GET /_i18n/<locale>/messages.json → that locale's messages (spec §7). Cacheable for 24 h in production; in
 * development the messages change under the developer's hands, so the answer is `no-cache`. Unknown locale → 404.
 * (The folder is named `%5Fi18n` because Next treats folders starting with `_` as private.)
 */
// Stated: an unknown locale reaches the handler, which answers with its own JSON 404 (not Next's HTML page).
export const dynamicParams = true;

export async function GET(_request: Request, { params }: RouteContext<'/_i18n/[locale]/messages.json'>) {
  const { locale } = await params;
  if (!isLocale(locale)) {
    return Response.json({ error: 'Unknown locale' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const cacheable = process.env.NODE_ENV === 'production';
  return Response.json(await loadMessages(locale), {
    headers: { 'Cache-Control': cacheable ? `public, max-age=${maxAgeSeconds}` : 'no-cache' },
  });
}
