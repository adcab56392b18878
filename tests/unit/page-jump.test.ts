import { describe, expect, it } from 'vitest';
import { assertKnownMiddlewares, resolveMiddlewares, runMiddlewares } from '@/lib/proxy/compose';
import { assertAllowedExternal, createPageJump, findRule } from '@/lib/proxy/page-jump';
import type { ProxyContext } from '@/lib/proxy/types';
import { redirectRules } from '@/lib/redirects';
import { appDownloads } from '@/lib/site-config';

function ctx(pathname: string, locale: 'zh-CN' | 'en-US' = 'zh-CN', search = ''): ProxyContext {
  return { pathname, search, locale, prefixed: locale === 'en-US', method: 'GET', headers: new Headers(), secure: false, cookieLocale: undefined };
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

  it('sends app-store links to the configured external URLs', () => {
    expect(pageJump(ctx('/APP/download/ios'))).toEqual({ redirect: new URL(appDownloads.ios).toString(), status: 302 });
    expect(pageJump(ctx('/APP/download/android', 'en-US'))?.redirect).toBe(new URL(appDownloads.android).toString());
  });

  it('folds the letter case of any static route', () => {
    expect(pageJump(ctx('/service/exactmatch'))).toEqual({ redirect: '/service/exactMatch', status: 308 });
    expect(pageJump(ctx('/service/exactMatch'))).toBeUndefined();
    expect(pageJump(ctx('/no/such/page'))).toBeUndefined();
  });

  it('never builds a target from request data', () => {
    expect(findRule('//evil.example.com')).toBeUndefined();
    expect(pageJump(ctx('/APP/download/ios', 'zh-CN', '?next=https://evil.example'))?.redirect).toBe(new URL(appDownloads.ios).toString());
  });

  it('refuses external targets off the allow-list or not https', () => {
    expect(() => assertAllowedExternal('https://evil.example.com/x')).toThrow(/allow-list/);
    expect(() => assertAllowedExternal('http://apps.apple.com/app')).toThrow(/https/);
    expect(() => assertAllowedExternal('javascript:alert(1)')).toThrow();
    expect(() => createPageJump([{ source: '/x', target: { url: 'https://evil.example.com' }, status: 302 }])).toThrow(/allow-list/);
    expect(() => createPageJump([{ source: '/x', target: { route: 'noSuchRoute' }, status: 302 }])).toThrow(/Unknown route/);
  });

  it('has valid starting rules', () => {
    expect(redirectRules.map((r) => r.source)).toEqual(expect.arrayContaining(['/app', '/contact', '/AI', '/APP/download/ios', '/APP/download/android']));
  });
});

describe('middleware composition', () => {
  it('raises on an unknown middleware name', () => {
    expect(() => resolveMiddlewares(['locale', 'auth'])).toThrow('Unknown route middleware: auth');
    expect(() => assertKnownMiddlewares([['locale'], ['pageJump', 'toString']])).toThrow('Unknown route middleware: toString');
  });

  it('runs in order and stops at the first redirect, merging headers', () => {
    const chain = resolveMiddlewares(['locale', 'pageJump']);
    const d = runMiddlewares(chain, { ...ctx('/contact'), prefixed: true, locale: 'zh-CN' });
    expect(d.redirect).toBe('/contact');
    expect(runMiddlewares(chain, ctx('/contact')).redirect).toBe('/demo');
    expect(runMiddlewares(chain, ctx('/pricing')).redirect).toBeUndefined();
  });
});
