/**
 * Operating the instances (issue 9): readiness checks, the trusted client address, request ids, log fields
 * (never personal data) and shutdown hooks.
 */
import { describe, expect, it } from 'vitest';
import { onShutdown } from '@/lib/ops/lifecycle';
import { runReadiness } from '@/lib/ops/readiness';
// @ts-expect-error -- plain ESM modules of the instance server, without type declarations.
import { clientAddress, parseTrustedProxies } from '@/server/client-address.mjs';
// @ts-expect-error -- see above
import { lifecycle, runShutdownHooks } from '@/server/lifecycle.mjs';
// @ts-expect-error -- see above
import { pathOnly, requestLogFields } from '@/server/log-fields.mjs';
// @ts-expect-error -- see above
import { requestId } from '@/server/request-id.mjs';

describe('readiness', () => {
  it('ready only when every check passes and the server is not draining; no error details', async () => {
    const ok = { name: 'leadStore', check: async () => undefined };
    const down = { name: 'registry', check: async () => Promise.reject(new Error('ECONNREFUSED 10.0.0.5:5432')) };
    const slow = { name: 'slow', check: () => new Promise<void>((r) => setTimeout(r, 500)) };
    expect(await runReadiness([ok], false)).toEqual({ ready: true, draining: false, checks: { leadStore: 'ok' } });
    expect(await runReadiness([ok], true)).toMatchObject({ ready: false, draining: true });
    const report = await runReadiness([ok, down, slow], false, 50);
    expect(report).toEqual({
      ready: false,
      draining: false,
      checks: { leadStore: 'ok', registry: 'failed', slow: 'timeout' },
    });
  });
});

describe('client address', () => {
  const trusted = parseTrustedProxies('127.0.0.1,::1,::ffff:127.0.0.1');
  it('trusts nobody unless TRUSTED_PROXIES names the proxy', () => {
    for (const unset of [undefined, '', ' ', 'none']) {
      expect(parseTrustedProxies(unset).size).toBe(0);
      expect(clientAddress('127.0.0.1', '203.0.113.9', parseTrustedProxies(unset))).toBe('127.0.0.1');
    }
  });
  it('trusts X-Forwarded-For only from the proxy, and only the hop it added', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', trusted)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.9', trusted)).toBe('203.0.113.9');
    expect(clientAddress('198.51.100.7', '1.2.3.4', trusted)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '1.2.3.4', trusted)).toBe('unknown');
    expect(clientAddress('127.0.0.1', '1.2.3.4', parseTrustedProxies('none'))).toBe('127.0.0.1');
    expect([...parseTrustedProxies('10.0.0.2, 10.0.0.3')]).toEqual(['10.0.0.2', '10.0.0.3']);
  });
});

describe('request logs', () => {
  it("keeps nginx's request id from the proxy only, and a sane one", () => {
    expect(requestId('0123456789abcdef0123456789abcdef', true)).toBe('0123456789abcdef0123456789abcdef');
    expect(requestId('0123456789abcdef0123456789abcdef', false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId('bad id\n{"level":60}', true)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('log fields: path without query, no address or headers', () => {
    expect(pathOnly('/en-US/demo?email=a@b.example#x')).toBe('/en-US/demo');
    const fields = requestLogFields({ id: 'r1', method: 'GET', url: '/search?q=Zhang+San', status: 200, ms: 12.345 });
    expect(fields).toEqual({ reqId: 'r1', method: 'GET', path: '/search', status: 200, ms: 12.3 });
    expect(JSON.stringify(fields)).not.toMatch(/Zhang|ip|agent|cookie/i);
  });
});

describe('shutdown hooks', () => {
  it('the app registers hooks the server runs once, newest first, past failures and timeouts', async () => {
    const calls: string[] = [];
    onShutdown('first', () => {
      calls.push('first');
    });
    onShutdown('broken', () => {
      throw new Error('boom');
    });
    onShutdown('stuck', () => new Promise<void>(() => undefined));
    const errors: string[] = [];
    await runShutdownHooks(50, (name: string) => errors.push(name));
    expect(calls).toEqual(['first']);
    expect(errors).toEqual(['stuck', 'broken']);
    expect(lifecycle().hooks).toEqual([]);
  });
});
