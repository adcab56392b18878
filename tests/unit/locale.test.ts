import { describe, expect, it } from 'vitest';
import { matchAcceptLanguage } from '@/i18n/accept-language';
import { detectLocale, isFullPageRequest, localeCookieHeader, localeMiddleware } from '@/lib/proxy/locale';
import type { ProxyContext } from '@/lib/proxy/types';

function ctx(over: Partial<Omit<ProxyContext, 'headers'>> & { headers?: Record<string, string> } = {}): ProxyContext {
  const { headers, ...rest } = over;
  return {
    pathname: '/',
    search: '',
    locale: 'zh-CN',
    prefixed: false,
    method: 'GET',
    secure: false,
    cookieLocale: undefined,
    ...rest,
    headers: new Headers(headers ?? {}),
  };
}

const chromeUA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('Accept-Language matching', () => {
  it.each([
    ['zh-TW', 'zh-CN'],
    ['zh-HK,zh;q=0.9', 'zh-CN'],
    ['en-GB', 'en-US'],
    ['en', 'en-US'],
    ['zh;q=0.1, en;q=0.9', 'en-US'],
    ['fr-FR, de;q=0.8, zh;q=0.5', 'zh-CN'],
    ['fr', undefined],
    ['', undefined],
    ['*', undefined],
    ['garbage;;;q=x', undefined],
  ])('%s → %s', (header, expected) => {
    expect(matchAcceptLanguage(header)).toBe(expected);
  });

  it('a valid cookie wins over the browser languages; an invalid one is ignored', () => {
    expect(detectLocale('zh-CN', 'en-GB')).toBe('zh-CN');
    expect(detectLocale('en-US', 'zh-TW')).toBe('en-US');
    expect(detectLocale('de-DE', 'zh-TW')).toBe('zh-CN');
    expect(detectLocale('<script>', null)).toBe('en-US');
  });

  it('falls back to en-US', () => {
    expect(detectLocale(undefined, null)).toBe('en-US');
    expect(detectLocale(undefined, 'fr')).toBe('en-US');
  });
});

describe('locale middleware at /', () => {
  const browser = { 'user-agent': chromeUA, 'sec-fetch-mode': 'navigate' };

  it('redirects a visitor without preferences to /en-US with 307, keeps the query and saves the cookie', () => {
    const d = localeMiddleware(ctx({ search: '?utm=x', headers: browser }));
    expect(d?.redirect).toBe('/en-US?utm=x');
    expect(d?.status).toBe(307);
    expect(d?.setCookie).toBe('i18n_redirected=en-US; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(d?.headers?.Vary).toBe('Cookie, Accept-Language');
  });

  it('renders zh-CN for a Chinese browser or cookie, without redirect', () => {
    expect(localeMiddleware(ctx({ headers: { ...browser, 'accept-language': 'zh-TW' } }))?.redirect).toBeUndefined();
    expect(
      localeMiddleware(ctx({ cookieLocale: 'zh-CN', headers: { ...browser, 'accept-language': 'en' } }))?.redirect,
    ).toBeUndefined();
  });

  it('never redirects crawlers', () => {
    const d = localeMiddleware(
      ctx({ headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } }),
    );
    expect(d?.redirect).toBeUndefined();
    const baidu = localeMiddleware(
      ctx({
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
        },
      }),
    );
    expect(baidu?.redirect).toBeUndefined();
  });

  it('never redirects non-root paths or router (RSC) requests', () => {
    expect(localeMiddleware(ctx({ pathname: '/pricing', headers: browser }))).toBeUndefined();
    expect(localeMiddleware(ctx({ headers: { ...browser, rsc: '1' } }))).toBeUndefined();
    expect(localeMiddleware(ctx({ prefixed: true, locale: 'en-US', headers: browser }))).toBeUndefined();
  });

  it('sends /zh-CN/... permanently to the unprefixed URL', () => {
    const d = localeMiddleware(ctx({ prefixed: true, locale: 'zh-CN', pathname: '/pricing', search: '?a=1' }));
    expect(d).toMatchObject({ redirect: '/pricing?a=1', status: 308 });
    expect(localeMiddleware(ctx({ prefixed: true, locale: 'zh-CN', pathname: '/' }))?.redirect).toBe('/');
  });

  it('marks the cookie Secure on https', () => {
    expect(localeCookieHeader('en-US', true)).toMatch(/; Secure$/);
  });

  it('treats POST and no-cors fetches as not full-page', () => {
    expect(isFullPageRequest('POST', new Headers())).toBe(false);
    expect(isFullPageRequest('GET', new Headers({ 'sec-fetch-mode': 'cors' }))).toBe(false);
    expect(isFullPageRequest('GET', new Headers())).toBe(true);
  });
});
