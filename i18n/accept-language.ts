import Negotiator from 'negotiator';
import type { Locale } from './routing';

/**
 * The site's one Accept-Language matcher, used by the proxy's root-path detection and by the JSON endpoints (demo
 * requests, try-it) to pick the language of their messages (SITE.md §3): tags are ranked by q-value (Negotiator),
 * then the first `zh*` tag means zh-CN and the first `en*` tag means en-US. Returns undefined when no tag fits.
 */
export function matchAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = new Negotiator({ headers: { 'accept-language': header } }).languages();
  for (const tag of ranked) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh') return 'zh-CN';
    if (primary === 'en') return 'en-US';
  }
  return undefined;
}
