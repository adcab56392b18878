/**
 * The demo-request endpoint (lib/leads/handler.ts, the code behind POST /api/demo-requests), against SQLite by
 * default or PostgreSQL under scripts/test-postgres.sh.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en-US/demoForm.json';
import zh from '@/messages/zh-CN/demoForm.json';
import { handleDemoRequest, maxBodyBytes, type HandlerOptions, type LeadLogEvent } from '@/lib/leads/handler';
import { privacyNoticeVersion } from '@/lib/legal';
import { memoryRateLimit } from '@/lib/leads/rate-limit';
import { openLeadStore, type LeadRecord, type LeadStore } from '@/lib/leads/store';
import { createTestStore, printFigures, validBody, type TestStore } from './support/test-store';

const host = 'demo.hengxi.test';
const endpoint = `http://${host}/api/demo-requests`;
const sameOrigin = `http://${host}`;

let testStore: TestStore;
let store: LeadStore;
let logs: LeadLogEvent[] = [];

beforeAll(async () => {
  testStore = createTestStore('endpoint');
  store = await openLeadStore(testStore.config);
});

afterAll(async () => {
  await store?.close();
  await testStore?.cleanup();
});

beforeEach(() => {
  logs = [];
});

function options(extra: Partial<HandlerOptions> = {}): HandlerOptions {
  return { getStore: async () => store, limiter: null, log: (e) => logs.push(e), ...extra };
}

type PostInit = { headers?: Record<string, string>; body?: BodyInit; contentType?: string | null };

function request(init: PostInit = {}): Request {
  const headers: Record<string, string> = { host, origin: sameOrigin, ...init.headers };
  if (init.contentType !== null) headers['content-type'] = init.contentType ?? 'application/json';
  return new Request(endpoint, { method: 'POST', headers, body: init.body, duplex: 'half' } as RequestInit);
}

function postJson(body: unknown, init: PostInit = {}, extra: Partial<HandlerOptions> = {}) {
  return handleDemoRequest(request({ ...init, body: JSON.stringify(body) }), options(extra));
}

async function all(): Promise<LeadRecord[]> {
  const rows: LeadRecord[] = [];
  for await (const r of store.list()) rows.push(r);
  return rows;
}

function streamOf(bytes: number, chunk = 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const n = Math.min(chunk, bytes - sent);
      sent += n;
      controller.enqueue(new TextEncoder().encode('a'.repeat(n)));
    },
  });
}

describe('valid requests', () => {
  it('stores a JSON request with its consent record and answers 201 only after the write', async () => {
    const body = validBody({ name: 'Li Wei', marketing: true, locale: 'en-US' });
    const before = Date.now();
    const res = await postJson(body);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = (await res.json()) as { ok: boolean; id: string; reference: string; message: string };
    expect(data.ok).toBe(true);
    expect(data.reference).toBe(data.id.slice(0, 8).toUpperCase());
    expect(data.message).toBe(en.demoForm.success.title);

    const row = (await all()).find((r) => r.id === data.id);
    expect(row).toMatchObject({
      name: 'Li Wei',
      email: body.email,
      mobile: '13912345678',
      institutionType: 'bank',
      services: ['kycDueDiligence', 'riskWarning'],
      locale: 'en-US',
      privacyNoticeVersion,
      marketingOptIn: true,
    });
    expect(Date.parse(row!.consentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.consentAt).toBe(row!.createdAt);
    expect(logs).toEqual([{ event: 'stored', status: 201, id: data.id }]);
  });

  it('stores a form-encoded request (repeated services, consent=on)', async () => {
    const form = new URLSearchParams({
      name: '陈静',
      email: '',
      mobile: '139 1234 5678',
      institution: '某融资租赁公司',
      institutionType: 'leasing',
      role: '总经理',
      consent: 'on',
      locale: 'zh-CN',
    });
    form.append('services', 'exactMatch');
    form.append('services', 'decisionMap');
    const res = await handleDemoRequest(
      request({ body: form.toString(), contentType: 'application/x-www-form-urlencoded' }),
      options(),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = (await all()).find((r) => r.id === id)!;
    expect(row).toMatchObject({
      email: null,
      mobile: '13912345678',
      services: ['exactMatch', 'decisionMap'],
      marketingOptIn: false,
    });
  });

  it('never logs submitted values', async () => {
    const body = validBody({ name: 'UniqueLogProbeName', email: 'probe-unique@bank.example' });
    await postJson(body);
    await postJson({ ...body, email: 'broken' });
    const text = JSON.stringify(logs);
    expect(text).not.toContain('UniqueLogProbeName');
    expect(text).not.toContain('probe-unique');
    expect(text).not.toContain('13912345678');
  });
});

describe('invalid fields: 400 with the field’s code and localized message', () => {
  const long = (n: number) => '长'.repeat(n);
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name missing', { name: '' }, 'name', 'required'],
    ['name too long', { name: long(81) }, 'name', 'tooLong'],
    ['name not a string', { name: 42 }, 'name', 'invalidType'],
    ['email malformed', { email: 'li.wei@', mobile: '' }, 'email', 'invalidEmail'],
    ['email too long', { email: `${'a'.repeat(250)}@b.cn` }, 'email', 'tooLong'],
    ['mobile malformed', { mobile: '12912345678' }, 'mobile', 'invalidMobile'],
    ['institution missing', { institution: '  ' }, 'institution', 'required'],
    ['institution too long', { institution: long(121) }, 'institution', 'tooLong'],
    ['institution type missing', { institutionType: '' }, 'institutionType', 'required'],
    ['institution type unknown', { institutionType: 'casino' }, 'institutionType', 'invalidOption'],
    ['role missing', { role: undefined }, 'role', 'required'],
    ['role too long', { role: long(81) }, 'role', 'tooLong'],
    ['services unknown', { services: ['exactMatch', 'mindReading'] }, 'services', 'invalidOption'],
    ['services not a list', { services: { a: 1 } }, 'services', 'invalidType'],
    ['message too long', { message: long(1001) }, 'message', 'tooLong'],
    ['consent missing', { consent: undefined }, 'consent', 'consentRequired'],
    ['consent false', { consent: false }, 'consent', 'consentRequired'],
    ['marketing not a boolean', { marketing: 'perhaps' }, 'marketing', 'invalidType'],
  ];

  for (const locale of ['zh-CN', 'en-US'] as const) {
    it.each(cases)(`${locale}: %s`, async (_label, overrides, field, code) => {
      const before = await store.count();
      const res = await postJson(validBody({ ...overrides, locale }));
      expect(res.status).toBe(400);
      const data = (await res.json()) as {
        error: string;
        errors: Record<string, string>;
        messages: Record<string, string>;
        message: string;
      };
      expect(data.error).toBe('invalid');
      expect(data.errors).toEqual({ [field]: code });
      const catalog = (locale === 'zh-CN' ? zh : en).demoForm;
      expect(data.message).toBe(catalog.status.invalid);
      const own = (catalog.errors as unknown as Record<string, Record<string, string>>)[field]?.[code];
      const template = own ?? catalog.errors.invalidType;
      const max = String({ name: 80, email: 254, institution: 120, role: 80, message: 1000 }[field] ?? '');
      expect(data.messages[field]).toBe(template.replace('{max}', max));
      expect(await store.count()).toBe(before);
    });
  }

  it('neither email nor mobile: contactRequired on both', async () => {
    const res = await postJson(validBody({ email: '', mobile: null, locale: 'en-US' }));
    expect(res.status).toBe(400);
    const data = (await res.json()) as { errors: Record<string, string>; messages: Record<string, string> };
    expect(data.errors).toEqual({ email: 'contactRequired', mobile: 'contactRequired' });
    expect(data.messages.email).toBe(en.demoForm.errors.email.contactRequired);
  });

  it('missing consent is refused and nothing is stored', async () => {
    const before = await store.count();
    const { consent: _omit, ...body } = validBody();
    void _omit;
    const res = await postJson(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: object }).errors).toEqual({ consent: 'consentRequired' });
    expect(await store.count()).toBe(before);
  });
});

describe('bodies: size, shape and type', () => {
  it('413 when Content-Length is above 16 KB', async () => {
    const big = JSON.stringify(validBody({ message: 'x'.repeat(maxBodyBytes) }));
    const res = await handleDemoRequest(
      request({ body: big, headers: { 'content-length': String(Buffer.byteLength(big)), 'accept-language': 'en' } }),
      options(),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(en.demoForm.status.tooLarge);
  });

  it('413 by the bytes actually read, with no or a lying Content-Length', async () => {
    const noLength = await handleDemoRequest(request({ body: streamOf(maxBodyBytes + 1) }), options());
    expect(noLength.status).toBe(413);
    const lying = await handleDemoRequest(
      request({ body: streamOf(64 * 1024), headers: { 'content-length': '200' } }),
      options(),
    );
    expect(lying.status).toBe(413);
  });

  it('accepts a body of exactly 16 KB (then judges its content)', async () => {
    const res = await handleDemoRequest(request({ body: streamOf(maxBodyBytes) }), options());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('malformed');
  });

  it.each([
    ['truncated JSON', '{"name": "王'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['empty body', ''],
  ])('400 malformed for %s', async (_label, body) => {
    const res = await handleDemoRequest(request({ body }), options());
    expect(res.status).toBe(400);
    const data = (await res.json()) as { error: string; message: string };
    expect(data).toEqual({ error: 'malformed', message: zh.demoForm.status.malformed });
  });

  it('400 malformed for bytes that are not UTF-8', async () => {
    const res = await handleDemoRequest(request({ body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }), options());
    expect(res.status).toBe(400);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['multipart/form-data', 'multipart/form-data; boundary=x'],
    ['application/xml', 'application/xml'],
    ['JSON in Latin-1', 'application/json; charset=iso-8859-1'],
    ['no content type', null],
  ])('415 for %s, in the language the refused body asks for', async (_label, contentType) => {
    const res = await handleDemoRequest(
      request({
        body: new TextEncoder().encode(JSON.stringify(validBody({ locale: 'en-US' }))),
        contentType,
        headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      }),
      options(),
    );
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(en.demoForm.status.unsupportedMediaType);
  });

  it('accepts JSON with an explicit UTF-8 charset', async () => {
    const res = await postJson(validBody(), { contentType: 'application/json; charset=UTF-8' });
    expect(res.status).toBe(201);
  });
});

describe('origin and honeypot', () => {
  it('403 for another origin or Origin: null', async () => {
    for (const origin of ['https://evil.example', 'null', `http://${host}.evil.example`]) {
      const res = await postJson(validBody(), { headers: { origin } });
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe('forbidden');
    }
  });

  it('403 in the language of the body’s locale (issue 42: it answered in Accept-Language’s)', async () => {
    const res = await postJson(validBody({ locale: 'en-US' }), {
      headers: { origin: 'https://evil.example', 'accept-language': 'zh-CN' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(en.demoForm.status.forbidden);
  });

  it('accepts the forwarded host and the configured site origin', async () => {
    const viaProxy = await postJson(validBody(), {
      headers: {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'www.hengxi.example',
        origin: 'https://www.hengxi.example',
      },
    });
    expect(viaProxy.status).toBe(201);
    const configured = await postJson(
      validBody(),
      { headers: { host: '10.0.0.5:3000', origin: 'https://site.hengxi.example' } },
      { allowedOrigins: ['https://site.hengxi.example'] },
    );
    expect(configured.status).toBe(201);
  });

  it('accepts non-browser clients without Origin, unless browser signals say cross-site', async () => {
    // An empty Origin header is still an Origin header, and not ours: refused.
    expect((await postJson(validBody(), { headers: { origin: '' } })).status).toBe(403);
    const noOrigin = await handleDemoRequest(
      new Request(endpoint, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: JSON.stringify(validBody()),
      }),
      options(),
    );
    expect(noOrigin.status).toBe(201);
    const crossSite = await handleDemoRequest(
      new Request(endpoint, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        body: JSON.stringify(validBody()),
      }),
      options(),
    );
    expect(crossSite.status).toBe(403);
  });

  it('honeypot: answers like a success and stores nothing', async () => {
    const before = await store.count();
    const res = await postJson(validBody({ website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    const data = (await res.json()) as { ok: boolean; reference: string };
    expect(data.ok).toBe(true);
    expect(data.reference).toMatch(/^[0-9A-F]{8}$/);
    expect(await store.count()).toBe(before);
    expect(logs).toEqual([{ event: 'honeypot', status: 201 }]);
  });
});

describe('rate limit', () => {
  it('429 with Retry-After after 5 requests in 10 minutes from one client; others and later are fine', async () => {
    let now = Date.parse('2026-11-21T02:00:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const limiter = memoryRateLimit({ limit: 5, windowMs: 10 * 60 * 1000 });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': `${ip}, 10.0.0.1`, 'accept-language': 'zh-CN' } });
    for (let i = 0; i < 5; i++) {
      const res = await postJson(validBody(), from('203.0.113.7'), { limiter });
      expect(res.status).toBe(201);
      now += 1000;
    }
    // The 429 is in the language of the body's `locale` (docs/api.md), not Accept-Language's.
    const limited = await postJson(validBody({ locale: 'en-US' }), from('203.0.113.7'), { limiter });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBe(600 - 5);
    const data = (await limited.json()) as { error: string; retryAfter: number; message: string };
    expect(data.error).toBe('rateLimited');
    expect(data.retryAfter).toBe(retryAfter);
    expect(data.message).toBe(en.demoForm.status.rateLimited.replace('{minutes}', '10'));

    expect((await postJson(validBody(), from('198.51.100.9'), { limiter })).status).toBe(201);
    now += retryAfter * 1000;
    expect((await postJson(validBody(), from('203.0.113.7'), { limiter })).status).toBe(201);
    vi.restoreAllMocks();
  });

  it('counts invalid attempts too (a bot cannot probe the rules for free)', async () => {
    const limiter = memoryRateLimit({ limit: 2, windowMs: 60_000 });
    const headers = { 'x-forwarded-for': '192.0.2.44' };
    expect((await postJson({}, { headers }, { limiter })).status).toBe(400);
    expect((await postJson({}, { headers }, { limiter })).status).toBe(400);
    expect((await postJson(validBody(), { headers }, { limiter })).status).toBe(429);
  });
});

describe('concurrency', () => {
  it('200 parallel valid submissions give exactly 200 new rows', async () => {
    const before = await store.count();
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => postJson(validBody({ institution: 'burst' }))),
    );
    const ms = Date.now() - started;
    const statuses = responses.map((r) => r.status);
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
    const stored = (await store.count()) - before;
    printFigures(
      `burst ${testStore.label}: sent=200 acknowledged=${statuses.filter((s) => s === 201).length} stored=${stored} (${ms} ms)`,
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(new Set(ids).size).toBe(200);
    expect(stored).toBe(200);
    const burstRows = (await all()).filter((r) => r.institution === 'burst');
    expect(burstRows.length).toBe(200);
  });

  it('503 with a localized message when storage is unavailable, and no 2xx', async () => {
    const res = await postJson(
      validBody({ locale: 'en-US' }),
      {},
      {
        getStore: async () => {
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        },
      },
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toContain('email us at');
    expect(logs).toEqual([{ event: 'storeFailed', status: 503, reason: 'ECONNREFUSED' }]);
  });
});
