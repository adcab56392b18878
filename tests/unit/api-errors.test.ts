/**
 * The API's one error answer and its rules (issue 42, lib/api/): JSON for 404/405/413/415/429 in the language the
 * body or query asks for, one content-type rule for JSON endpoints, every route file refusing other methods with a
 * JSON 405 and `Allow`, per-client rate limits; the form-post guard of the proxy; the instance server's answers to
 * oversized requests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowHeader,
  apiError,
  apiNotFound,
  bodyLocale,
  isJsonContentType,
  otherMethods,
  readJsonBody,
} from '@/lib/api/errors';
import {
  apiRateClasses,
  checkRateLimit,
  effectiveRule,
  endpointRateClass,
  parseRateFactor,
} from '@/lib/api/rate-limit';
import { handleDecisionFlow } from '@/lib/decision/handler';
import { memoryRateLimit } from '@/lib/leads/rate-limit';
import { checkFormPostHeaders, guardFormPost } from '@/lib/security/form-post-guard';
// @ts-expect-error -- a plain ESM module of the instance server, without type declarations.
import { clientErrorStatus } from '@/server/http-limits.mjs';

const post = (body: string, type: string, url = 'http://localhost/api/x', headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': type, ...headers } });

describe('the JSON content-type rule', () => {
  it('takes application/json in UTF-8 only', () => {
    for (const ok of [
      'application/json',
      'Application/JSON',
      'application/json; charset=utf-8',
      'application/json;charset="UTF-8"',
    ])
      expect(isJsonContentType(ok), ok).toBe(true);
    for (const bad of [
      null,
      '',
      'application/jsonx',
      'text/json',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
    ])
      expect(isJsonContentType(bad), String(bad)).toBe(false);
  });

  it('answers 415 / 413 / 400 as JSON in the language the body asks for', async () => {
    const r415 = await readJsonBody(post('{"locale":"en-US","a":1}', 'application/jsonx'), 1024);
    expect(r415.ok).toBe(false);
    if (r415.ok) return;
    expect(r415.response.status).toBe(415);
    expect(r415.response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await r415.response.json()).toEqual({
      error: 'unsupportedMedia',
      message: 'Wrong request format: send the body as application/json in UTF-8.',
    });
    const r413 = await readJsonBody(post(`{"locale":"en-US","a":"${'x'.repeat(2000)}"}`, 'application/json'), 1024);
    expect(!r413.ok && r413.response.status).toBe(413);
    if (!r413.ok) expect((await r413.response.json()).message).toBe('The request is over the 1 KB limit.');
    const r400 = await readJsonBody(
      post('{"locale":', 'application/json', 'http://localhost/api/x?locale=en-US'),
      1024,
    );
    expect(!r400.ok && r400.response.status).toBe(400);
    const zh = await readJsonBody(post('{}', 'text/plain'), 1024);
    if (!zh.ok) expect((await zh.response.json()).message).toMatch(/application\/json/);
    const ok = await readJsonBody(post('{"locale":"en-US","q":"a"}', 'application/json; charset=utf-8'), 1024);
    expect(ok).toEqual({ ok: true, value: { locale: 'en-US', q: 'a' }, locale: 'en-US' });
  });

  it('finds the locale of a body it does not parse (JSON, multipart, form-encoded)', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(bodyLocale(enc('{"x":1, "locale" : "en-US"'))).toBe('en-US');
    expect(bodyLocale(enc('--b\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen-US\r\n--b--'))).toBe('en-US');
    expect(bodyLocale(enc('a=1&locale=zh-CN'))).toBe('zh-CN');
    expect(bodyLocale(enc('{"locale":"fr-FR"}'))).toBeUndefined();
  });

  it('/api/decision-flow refuses what is not JSON (415) instead of reading it', async () => {
    const res = await handleDecisionFlow(post('{"ckey":"c9f2a1e7b3","locale":"en-US"}', 'text/plain'));
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe('unsupportedMedia');
  });
});

describe('404 and 405 under /api', () => {
  it('an unknown path is a JSON 404 in the query’s language', async () => {
    const res = apiNotFound(new Request('http://localhost/api/nothing?locale=en-US', { method: 'POST' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: 'notFound',
      message: 'There is no endpoint at this address. The API reference lists every endpoint: /api/openapi.json.',
    });
    const zh = apiNotFound(new Request('http://localhost/api/nothing'));
    expect((await zh.json()).message).toMatch(/该地址没有接口/);
  });

  it('a method the route lacks is a JSON 405 with Allow; OPTIONS lists only the real methods', async () => {
    const methods = otherMethods(['POST']);
    const res = methods.GET(new Request('http://localhost/api/matching', { headers: { 'accept-language': 'en' } }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
    expect((await res.json()).message).toBe('This endpoint does not take this method. It takes: OPTIONS, POST.');
    const options = methods.OPTIONS(new Request('http://localhost/api/matching', { method: 'OPTIONS' }));
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('OPTIONS, POST');
    expect(allowHeader(['GET'])).toBe('GET, HEAD, OPTIONS');
  });

  const routes = (readdirSync('app/api', { recursive: true }) as string[])
    .filter((f) => f.endsWith('route.ts') && !f.includes('[...path]'))
    .map((f) => `app/api/${f}`);
  it.each(routes)('%s refuses every other method with the JSON 405', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/export const \{[^}]*\bOPTIONS\b[^}]*\} = otherMethods\(\[/);
  });

  it('every rate-limited endpoint’s route wraps its handler with its class', () => {
    for (const [endpoint, cls] of Object.entries(endpointRateClass)) {
      const [method, path] = endpoint.split(' ');
      const file = `app${path.replace(/\{(\w+)\}/g, '[$1]')}/route.ts`;
      expect(readFileSync(file, 'utf8'), endpoint).toContain(`export const ${method} = rateLimitedRoute('${cls}',`);
    }
  });

  it('error bodies carry the endpoint’s own text when given', async () => {
    const res = apiError(400, 'empty', 'en-US', { message: 'The list is empty.', details: { rows: 0 } });
    expect(await res.json()).toEqual({ error: 'empty', message: 'The list is empty.', details: { rows: 0 } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('per-client rate limits', () => {
  it('reads API_RATE_LIMIT_FACTOR (default 1, off, unreadable → 1)', () => {
    expect(parseRateFactor(undefined)).toBe(1);
    expect(parseRateFactor('20')).toBe(20);
    expect(parseRateFactor('off')).toBeNull();
    expect(parseRateFactor('-3')).toBe(1);
    expect(effectiveRule('identity', 20)).toEqual({ limit: 200, windowMs: 60_000 });
    expect(apiRateClasses.identity.limit).toBeLessThan(apiRateClasses.compute.limit);
  });

  it('answers 429 with Retry-After in the body’s language once a client is over, per client', async () => {
    const limit = memoryRateLimit({ limit: 2, windowMs: 60_000 });
    const from = (ip: string) =>
      post('{"locale":"en-US"}', 'application/json', 'http://localhost/api/kyc-individual', { 'x-forwarded-for': ip });
    expect(await checkRateLimit(from('203.0.113.1'), 'identity', limit)).toBeNull();
    expect(await checkRateLimit(from('203.0.113.1'), 'identity', limit)).toBeNull();
    const third = await checkRateLimit(from('203.0.113.1'), 'identity', limit);
    expect(third?.status).toBe(429);
    expect(Number(third?.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    const body = await third?.json();
    expect(body.error).toBe('rateLimited');
    expect(body.message).toMatch(/^Too many requests from your address\. Please try again in \d+ seconds\.$/);
    expect(await checkRateLimit(from('203.0.113.2'), 'identity', limit)).toBeNull();
  });
});

describe('form posts to the Server Action pages (proxy)', () => {
  const h = (entries: Record<string, string>) => new Headers(entries);
  const actions = new Set(['7fa1']);
  it('refuses another origin, a null origin and an action the build does not have', () => {
    expect(checkFormPostHeaders(h({ host: 'site.example', origin: 'https://evil.example' }), actions)).toBe(
      'forbidden',
    );
    expect(checkFormPostHeaders(h({ host: 'site.example', origin: 'null' }), actions)).toBe('forbidden');
    expect(checkFormPostHeaders(h({ host: 'site.example', origin: 'https://site.example' }), actions)).toBeNull();
    expect(
      checkFormPostHeaders(
        h({ host: '127.0.0.1:3001', 'x-forwarded-host': 'site.example', origin: 'https://site.example' }),
        actions,
      ),
    ).toBeNull();
    expect(checkFormPostHeaders(h({ host: 'site.example', 'next-action': 'x' }), actions)).toBe('unknownAction');
    expect(checkFormPostHeaders(h({ host: 'site.example', 'next-action': '7fa1' }), actions)).toBeNull();
    expect(checkFormPostHeaders(h({ host: 'site.example', 'next-action': 'x' }), null)).toBeNull();
  });

  it('answers 403 and 400 as JSON in the page’s locale, and passes a readable same-origin form', async () => {
    const cross = post('x', 'multipart/form-data; boundary=zz', 'http://site.example/en-US/demo', {
      origin: 'https://evil.example',
      host: 'site.example',
    });
    const refused = await guardFormPost(cross, 'en-US');
    expect(refused?.status).toBe(403);
    expect((await refused?.json()).message).toBe(
      'This request was refused: it did not come from this site’s own pages.',
    );
    const garbage = post('garbage', 'multipart/form-data; boundary=zz', 'http://site.example/demo');
    expect((await guardFormPost(garbage, 'zh-CN'))?.status).toBe(400);
    const form = post(
      '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz--\r\n',
      'multipart/form-data; boundary=zz',
      'http://site.example/demo',
    );
    expect(await guardFormPost(form, 'zh-CN')).toBeNull();
  });
});

describe('the instance server’s answers to oversized and slow requests', () => {
  it('414 for a request line that does not fit, 431 for headers, 408 for a timeout', () => {
    const overflow = (raw: string) => ({ code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(raw) });
    expect(clientErrorStatus(overflow(`GET /?q=${'a'.repeat(100)}`))).toBe(414);
    expect(clientErrorStatus(overflow(`GET / HTTP/1.1\r\nX-Big: ${'a'.repeat(100)}`))).toBe(431);
    expect(clientErrorStatus({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })).toBe(408);
    expect(clientErrorStatus({ code: 'HPE_INVALID_METHOD' })).toBe(400);
    expect(clientErrorStatus({ code: 'ECONNRESET' })).toBeNull();
  });
});
