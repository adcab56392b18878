import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM server module without type declarations
import { applyRootPageHeaders, isRootPage, rootCacheControl, withRootVary } from '../../server/root-page-headers.mjs';

describe('the caching headers of / (SITE.md §3)', () => {
  it('adds Cookie and Accept-Language to Vary once, keeping what Next sends', () => {
    expect(withRootVary('rsc, next-router-state-tree')).toBe('rsc, next-router-state-tree, Cookie, Accept-Language');
    expect(withRootVary('cookie, Accept-Encoding')).toBe('cookie, Accept-Encoding, Accept-Language');
    expect(withRootVary(undefined)).toBe('Cookie, Accept-Language');
    expect(withRootVary(['RSC', 'Accept-Language'])).toBe('RSC, Accept-Language, Cookie');
  });

  it('applies to GET and HEAD of / with any query, nothing else', () => {
    expect(isRootPage('GET', '/')).toBe(true);
    expect(isRootPage('HEAD', '/?utm=1')).toBe(true);
    expect(isRootPage('GET', '/en-US')).toBe(false);
    expect(isRootPage('GET', '/pricing')).toBe(false);
    expect(isRootPage('POST', '/')).toBe(false);
  });

  it('replaces a year-long shared Cache-Control however Next sets it', () => {
    const sent: Record<string, unknown> = {};
    let head: Record<string, unknown> = {};
    const res = {
      setHeader: (name: string, value: unknown) => void (sent[name.toLowerCase()] = value),
      writeHead: (_status: number, headers?: Record<string, unknown>) => void (head = headers ?? {}),
    };
    applyRootPageHeaders({ method: 'GET', url: '/' } as never, res as never);
    res.setHeader('Cache-Control', 's-maxage=31536000');
    res.setHeader('Vary', 'rsc, next-router-state-tree');
    res.writeHead(200, { 'cache-control': 's-maxage=31536000, stale-while-revalidate' });
    expect(sent['cache-control']).toBe(rootCacheControl);
    expect(sent['vary']).toBe('rsc, next-router-state-tree, Cookie, Accept-Language');
    expect(head['cache-control']).toBe(rootCacheControl);
  });

  it('leaves other pages alone', () => {
    const sent: Record<string, unknown> = {};
    const res = { setHeader: (n: string, v: unknown) => void (sent[n] = v), writeHead: () => undefined };
    applyRootPageHeaders({ method: 'GET', url: '/pricing' } as never, res as never);
    res.setHeader('Cache-Control', 's-maxage=31536000');
    expect(sent['Cache-Control']).toBe('s-maxage=31536000');
  });
});
