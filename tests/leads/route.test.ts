/**
 * Wiring of the Next.js route (app/api/demo-requests/route.ts): it stores through the environment-configured
 * store and applies the environment-configured rate limit. Plus the rate-limit configuration itself.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddress, defaultRateLimit, parseRateLimit, rateLimiterFromEnv } from '@/lib/leads/rate-limit';
import { checkSameOrigin } from '@/lib/leads/origin';
import { openLeadStore } from '@/lib/leads/store';
import { createTestStore, usingPostgres, validBody, type TestStore } from './support/test-store';

let testStore: TestStore;

beforeAll(() => {
  testStore = createTestStore('route');
  for (const [k, v] of Object.entries(testStore.env)) vi.stubEnv(k, v);
  if (!usingPostgres) vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('LEADS_RATE_LIMIT', '2/60');
});

afterAll(async () => {
  const holder = globalThis as Record<symbol, Promise<{ close(): Promise<void> }> | undefined>;
  const key = Symbol.for('hengxi.leads.store');
  await (await holder[key])?.close();
  delete holder[key];
  vi.unstubAllEnvs();
  await testStore?.cleanup();
});

describe('POST /api/demo-requests (Next.js route)', () => {
  it('stores through the configured store and rate-limits by client', async () => {
    const { POST, runtime, dynamic } = await import('@/app/api/demo-requests/route');
    expect(runtime).toBe('nodejs');
    expect(dynamic).toBe('force-dynamic');
    const post = () =>
      POST(
        new Request('http://localhost:3000/api/demo-requests', {
          method: 'POST',
          headers: {
            host: 'localhost:3000',
            origin: 'http://localhost:3000',
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.50',
          },
          body: JSON.stringify(validBody()),
        }),
      );
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const store = await openLeadStore(testStore.config);
    expect(await store.count()).toBe(2);
    await store.close();
  });
});

describe('rate-limit configuration', () => {
  it('defaults to 5 per 10 minutes; `off` only when asked; junk falls back to the default', () => {
    expect(defaultRateLimit).toEqual({ limit: 5, windowMs: 600_000 });
    expect(parseRateLimit(undefined)).toEqual(defaultRateLimit);
    expect(parseRateLimit('')).toEqual(defaultRateLimit);
    expect(parseRateLimit('off')).toBeNull();
    expect(parseRateLimit('1000/60')).toEqual({ limit: 1000, windowMs: 60_000 });
    expect(parseRateLimit('lots')).toEqual(defaultRateLimit);
    expect(parseRateLimit('0/60')).toEqual(defaultRateLimit);
    expect(rateLimiterFromEnv({ NODE_ENV: 'production' })?.rule).toEqual(defaultRateLimit);
  });

  it('keys by the first X-Forwarded-For hop, then X-Real-IP, then the socket', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' 203.0.113.1 , 10.0.0.2' }), '10.0.0.9')).toBe(
      '203.0.113.1',
    );
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.3' }), '10.0.0.9')).toBe('198.51.100.3');
    expect(clientAddress(new Headers(), '10.0.0.9')).toBe('10.0.0.9');
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});

describe('same-origin check', () => {
  const h = (headers: Record<string, string>) => new Headers({ host: 'www.hengxi.example', ...headers });
  it('compares Origin with Host / X-Forwarded-Host, ignoring default ports', () => {
    expect(checkSameOrigin(h({ origin: 'https://www.hengxi.example' })).ok).toBe(true);
    expect(checkSameOrigin(h({ host: 'www.hengxi.example:443', origin: 'https://www.hengxi.example' })).ok).toBe(true);
    expect(checkSameOrigin(h({ origin: 'https://www.hengxi.example:8443' })).ok).toBe(false);
    expect(
      checkSameOrigin(
        h({ host: '127.0.0.1:3000', 'x-forwarded-host': 'www.hengxi.example', origin: 'https://www.hengxi.example' }),
      ).ok,
    ).toBe(true);
    expect(checkSameOrigin(h({ origin: 'null' }))).toEqual({ ok: false, reason: 'nullOrigin' });
  });

  it('without Origin: accepted unless Sec-Fetch-Site or Referer say cross-site', () => {
    expect(checkSameOrigin(h({})).ok).toBe(true);
    expect(checkSameOrigin(h({ 'sec-fetch-site': 'same-origin' })).ok).toBe(true);
    expect(checkSameOrigin(h({ 'sec-fetch-site': 'same-site' })).ok).toBe(false);
    expect(checkSameOrigin(h({ referer: 'https://www.hengxi.example/demo' })).ok).toBe(true);
    expect(checkSameOrigin(h({ referer: 'https://evil.example/' })).ok).toBe(false);
  });
});
