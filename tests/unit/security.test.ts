/**
 * Security headers and request guards (issue 9): the CSP a page gets, the hashes the build computes, the methods a
 * page refuses, and the violation reports we log.
 */
import { createHash } from 'node:crypto';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import { describe, expect, it } from 'vitest';
import { buildCsp, inlineScriptHashes } from '@/lib/security/csp';
import { parseCspReports } from '@/lib/security/csp-report';
import { parseCspManifest } from '@/lib/security/csp-manifest';
import { internalPagePath, pagePolicy } from '@/lib/security/page-policy';
import { guardPageMethod } from '@/lib/security/request-guard';
// @ts-expect-error -- plain ESM module of the instance server, without type declarations.
import { refuseRequest } from '@/server/request-guard.mjs';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('Content-Security-Policy', () => {
  it('hash policy: the page hashes, no unsafe-inline or eval in script-src, the locked-down directives', () => {
    const d = directives(buildCsp({ hashes: ['sha256-abc=', 'sha256-def='] }));
    expect(d.get('script-src')).toEqual([`'self'`, `'sha256-abc='`, `'sha256-def='`]);
    expect(d.get('object-src')).toEqual([`'none'`]);
    expect(d.get('base-uri')).toEqual([`'self'`]);
    expect(d.get('frame-ancestors')).toEqual([`'none'`]);
    expect(d.get('form-action')).toEqual([`'self'`]);
    expect(d.get('style-src')).toContain(`'unsafe-inline'`);
    expect(d.get('report-to')).toEqual(['csp']);
    expect(d.get('report-uri')).toEqual(['/api/csp-report']);
    for (const [name, values] of d)
      if (name !== 'style-src') expect(values.join(' ')).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('nonce policy for pages rendered per request', () => {
    expect(directives(buildCsp({ nonce: 'bm9uY2U=' })).get('script-src')).toEqual([
      `'self'`,
      `'nonce-bm9uY2U='`,
      `'strict-dynamic'`,
    ]);
  });

  it('hashes inline executable scripts exactly as written, skipping external scripts and data blocks', () => {
    const html = [
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<script src="/_next/static/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import("/x.js")</script>',
      '<script>self.__next_f.push([1,"a\\u003c/script"])</script>',
      '<script>self.__next_f=self.__next_f||[]</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=self.__next_f||[]'),
      sha('import("/x.js")'),
      sha('self.__next_f.push([1,"a\\u003c/script"])'),
    ]);
  });

  it('prerendered pages get their hashes; others (and unknown paths) a fresh nonce; none outside production', () => {
    const manifest = parseCspManifest(
      JSON.stringify({ buildId: 'b1', pages: { '/en-US/pricing': ['sha256-p='], '/zh-CN': ['sha256-h='] } }),
    );
    expect(internalPagePath('zh-CN', '/')).toBe('/zh-CN');
    expect(internalPagePath('en-US', '/pricing')).toBe('/en-US/pricing');
    expect(internalPagePath('zh-CN', '/smallMicro/brand/%E9%9D%92%E7%A6%BE%E8%8C%B6%E8%88%8D')).toBe(
      '/zh-CN/smallMicro/brand/青禾茶舍',
    );
    expect(internalPagePath('zh-CN', '/smallMicro/brand/%ZZ')).toBe('/zh-CN/smallMicro/brand/%ZZ');
    expect(pagePolicy('/en-US/pricing', manifest, true)).toEqual({ policy: buildCsp({ hashes: ['sha256-p='] }) });
    expect(pagePolicy('/zh-CN', manifest, true)?.nonce).toBeUndefined();
    const onDemand = pagePolicy('/en-US/company/x', manifest, true, () => 'n1');
    expect(onDemand).toEqual({ policy: buildCsp({ nonce: 'n1' }), nonce: 'n1' });
    expect(pagePolicy('', null, true)?.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(pagePolicy('/en-US/pricing', manifest, false)).toBeNull();
    expect(parseCspManifest('not json')).toBeNull();
  });
});

describe('request guards', () => {
  it('pages take GET and HEAD; OPTIONS 204; every other method 405 with Allow', () => {
    expect(guardPageMethod('GET')).toBeNull();
    expect(guardPageMethod('head')).toBeNull();
    expect(guardPageMethod('OPTIONS')).toEqual({ status: 204, headers: { Allow: 'GET, HEAD, OPTIONS' } });
    for (const m of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND'])
      expect(guardPageMethod(m)?.status).toBe(405);
    // A page whose form posts to a Server Action takes POST (issue 28), and nothing else besides the reads.
    expect(guardPageMethod('POST', 'demo')).toBeNull();
    expect(guardPageMethod('POST', 'company')).toBeNull();
    expect(guardPageMethod('POST', 'pricing')?.status).toBe(405);
    expect(guardPageMethod('PUT', 'demo')).toEqual({ status: 405, headers: { Allow: 'GET, HEAD, OPTIONS, POST' } });
  });

  it('the instance server refuses TRACE and router-state headers Next cannot parse', () => {
    const ok = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }]));
    expect(refuseRequest('GET', undefined, parseAndValidateFlightRouterState)).toBeNull();
    expect(refuseRequest('GET', ok, parseAndValidateFlightRouterState)).toBeNull();
    expect(refuseRequest('TRACE', undefined, parseAndValidateFlightRouterState)?.status).toBe(405);
    for (const bad of ['%%%', '[1,2', '{}', 'x'.repeat(50_000), '%5B%5D']) {
      expect(refuseRequest('GET', bad, parseAndValidateFlightRouterState)?.status).toBe(400);
    }
    expect(refuseRequest('GET', [ok, ok], parseAndValidateFlightRouterState)?.status).toBe(400);
  });
});

describe('CSP violation reports', () => {
  it('reads both report formats and keeps no query strings or samples', () => {
    const legacy = parseCspReports(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'https://www.hengxi.example/en-US/demo?email=a%40b.example',
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?token=1',
          'script-sample': 'secret',
          'line-number': 3,
        },
      }),
    );
    expect(legacy).toEqual([
      {
        document: '/en-US/demo',
        directive: 'script-src-elem',
        blocked: 'https://evil.example',
        disposition: 'enforce',
        line: 3,
      },
    ]);
    const modern = parseCspReports(
      'application/reports+json',
      JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'https://h.example/?q=1',
            effectiveDirective: 'script-src-elem',
            blockedURL: 'inline',
            disposition: 'enforce',
            sample: 'x',
          },
        },
        { type: 'deprecation', body: {} },
      ]),
    );
    expect(modern).toEqual([
      { document: '/', directive: 'script-src-elem', blocked: 'inline', disposition: 'enforce' },
    ]);
    expect(parseCspReports('application/csp-report', '{')).toBeNull();
    expect(parseCspReports('text/plain', '[]')).toBeNull();
  });
});
