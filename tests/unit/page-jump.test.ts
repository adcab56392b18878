import { describe, expect, it } from 'vitest';
import { assertKnownMiddlewares, resolveMiddlewares, runMiddlewares } from '@/lib/proxy/compose';
import { assertAllowedExternal, createPageJump, findRule } from '@/lib/proxy/page-jump';
import type { ProxyContext } from '@/lib/proxy/types';
import { availableChannels } from '@/lib/app-downloads';
import { appDownloadRules, externalHostAllowList, redirectRules } from '@/lib/redirects';

function ctx(pathname: string, locale: 'zh-CN' | 'en-US' = 'zh-CN', search = ''): ProxyContext {
  return {
    pathname,
    search,
    locale,
    prefixed: locale === 'en-US',
    method: 'GET',
    headers: new Headers(),
    secure: false,
    cookieLocale: undefined,
  };
}

describe('pageJump rules', () => {
  const pageJump = createPageJump();

  it('aliases /app (any case) to /APP, locale-aware', () => {
    expect(pageJump(ctx('/app'))).toEqual({ redirect: '/APP', status: 308 });
    expect(pageJump(ctx('/App', 'en-US'))).toEqual({ redirect: '/en-US/APP', status: 308 });
    expect(pageJump(ctx('/APP'))).toBeUndefined();
  });

  it('sends /contact to /demo and /AI to /AI/reportV2, keeping the query', () => {
    expect(pageJump(ctx('/contact', 'zh-CN', '?from=ad'))).toEqual({ redirect: '/demo?from=ad', status: 308 });
    expect(pageJump(ctx('/AI', 'en-US'))).toEqual({ redirect: '/en-US/AI/reportV2', status: 307 });
    expect(pageJump(ctx('/ai/'))).toEqual({ redirect: '/AI/reportV2', status: 307 });
  });

  it('sends app-download links to the configured channels only', () => {
    const channels = availableChannels({
      appStore: 'https://apps.apple.com/cn/app/hengxi/id6400000001',
      huawei: 'https://appgallery.huawei.com/app/C110000001',
      tencent: 'https://sj.qq.com/appdetail/example.hengxi.app',
    });
    const jump = createPageJump([...redirectRules, ...appDownloadRules(channels)]);
    expect(jump(ctx('/APP/download/ios'))).toEqual({
      redirect: 'https://apps.apple.com/cn/app/hengxi/id6400000001',
      status: 302,
    });
    expect(jump(ctx('/APP/download/android/huawei', 'en-US'))?.redirect).toBe(
      'https://appgallery.huawei.com/app/C110000001',
    );
    expect(jump(ctx('/app/download/android/tencent'))?.redirect).toBe('https://sj.qq.com/appdetail/example.hengxi.app');
    // No APK: the Android QR path leads to the first configured store.
    expect(jump(ctx('/APP/download/android'))?.redirect).toBe('https://appgallery.huawei.com/app/C110000001');
    // Unset channels have no rule (their paths answer 404).
    expect(jump(ctx('/APP/download/android/xiaomi'))).toBeUndefined();
    expect(jump(ctx('/APP/download/android/apk'))).toBeUndefined();
  });

  it('has no download rule for a channel left unset (the test environment sets none)', () => {
    expect(redirectRules.some((r) => r.source.startsWith('/APP/download'))).toBe(false);
    expect(pageJump(ctx('/APP/download/ios'))).toBeUndefined();
  });

  it('allows the app stores and a configured APK host, nothing else', () => {
    expect(externalHostAllowList).toEqual(
      expect.arrayContaining(['apps.apple.com', 'appgallery.huawei.com', 'app.mi.com', 'sj.qq.com']),
    );
    const apk = availableChannels({ apk: 'https://download.hengxi.example/hengxi.apk' });
    expect(() => createPageJump(appDownloadRules(apk))).toThrow(/allow-list/);
    expect(() =>
      createPageJump(appDownloadRules(apk), [...externalHostAllowList, 'download.hengxi.example']),
    ).not.toThrow();
  });

  it('folds the letter case of any static route', () => {
    expect(pageJump(ctx('/service/exactmatch'))).toEqual({ redirect: '/service/exactMatch', status: 308 });
    expect(pageJump(ctx('/service/exactMatch'))).toBeUndefined();
    expect(pageJump(ctx('/no/such/page'))).toBeUndefined();
  });

  it('never builds a target from request data', () => {
    expect(findRule('//evil.example.com')).toBeUndefined();
    const jump = createPageJump(
      appDownloadRules(availableChannels({ appStore: 'https://apps.apple.com/app/id6400000001' })),
    );
    expect(jump(ctx('/APP/download/ios', 'zh-CN', '?next=https://evil.example'))?.redirect).toBe(
      'https://apps.apple.com/app/id6400000001',
    );
  });

  it('refuses external targets off the allow-list or not https', () => {
    expect(() => assertAllowedExternal('https://evil.example.com/x')).toThrow(/allow-list/);
    expect(() => assertAllowedExternal('http://apps.apple.com/app')).toThrow(/https/);
    expect(() => assertAllowedExternal('javascript:alert(1)')).toThrow();
    expect(() => createPageJump([{ source: '/x', target: { url: 'https://evil.example.com' }, status: 302 }])).toThrow(
      /allow-list/,
    );
    // @ts-expect-error -- an unknown route name is a type error; a rule table built at run time is still checked
    expect(() => createPageJump([{ source: '/x', target: { route: 'noSuchRoute' }, status: 302 }])).toThrow(
      /Unknown route/,
    );
  });

  it('has valid starting rules', () => {
    expect(redirectRules.map((r) => r.source)).toEqual(expect.arrayContaining(['/app', '/contact', '/AI']));
  });
});

describe('middleware composition', () => {
  it('raises on an unknown middleware name', () => {
    expect(() => resolveMiddlewares(['locale', 'auth'])).toThrow('Unknown route middleware: auth');
    expect(() => assertKnownMiddlewares([['locale'], ['pageJump', 'toString']])).toThrow(
      'Unknown route middleware: toString',
    );
  });

  it('runs in order and stops at the first redirect, merging headers', () => {
    const chain = resolveMiddlewares(['locale', 'pageJump']);
    const d = runMiddlewares(chain, { ...ctx('/contact'), prefixed: true, locale: 'zh-CN' });
    expect(d.redirect).toBe('/contact');
    expect(runMiddlewares(chain, ctx('/contact')).redirect).toBe('/demo');
    expect(runMiddlewares(chain, ctx('/pricing')).redirect).toBeUndefined();
  });
});
