/**
 * Free data-correction requests (issue 11): the same endpoint rules as demo requests, stored with kind
 * `correction` and the company's ckey, exported with `leads:export -- --kind correction`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCorrection } from '@/lib/leads/correction';
import { runExportCli } from '@/lib/leads/export';
import { handleDemoRequest, type HandlerOptions } from '@/lib/leads/handler';
import { memoryRateLimit } from '@/lib/leads/rate-limit';
import { openLeadStore, type LeadRecord, type LeadStore } from '@/lib/leads/store';
import { createTestStore, type TestStore } from './support/test-store';

const host = 'demo.hengxi.test';
let testStore: TestStore;
let store: LeadStore;

beforeAll(async () => {
  testStore = createTestStore('correction');
  store = await openLeadStore(testStore.config);
});
afterAll(async () => {
  await store?.close();
  await testStore?.cleanup();
});

const good = {
  ckey: 'a7c3e9f5d2',
  field: 'shareholders',
  message: '第二大股东的持股比例应为 20%，见 2026 年年报。',
  name: '周敏',
  email: 'zhou@example.com',
  consent: true,
  locale: 'zh-CN',
};
const exists = (ckey: string) => ckey === 'a7c3e9f5d2';

function post(body: unknown, extra: Partial<HandlerOptions> = {}) {
  const request = new Request(`http://${host}/api/correction-requests`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return handleDemoRequest(request, {
    getStore: async () => store,
    limiter: null,
    log: () => undefined,
    kind: 'correction',
    correctionExists: exists,
    ...extra,
  });
}

async function rows(kind?: 'demo' | 'correction'): Promise<LeadRecord[]> {
  const out: LeadRecord[] = [];
  for await (const r of store.list({ kind })) out.push(r);
  return out;
}

describe('correction requests', () => {
  it('validates like a demo request: every bad field reported, contact and consent required, the company must exist', () => {
    expect(validateCorrection(good, exists).ok).toBe(true);
    const bad = validateCorrection(
      { ckey: 'ffffffffff', field: 'price', message: ' ', name: '', consent: false },
      exists,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.errors).toEqual({
        ckey: 'invalidOption',
        field: 'invalidOption',
        message: 'required',
        name: 'required',
        email: 'contactRequired',
        mobile: 'contactRequired',
        consent: 'consentRequired',
      });
    const long = validateCorrection({ ...good, message: '错'.repeat(1001) }, exists);
    expect(long.ok ? null : long.errors.message).toBe('tooLong');
  });

  it('stores a valid request durably with kind correction and the company, and answers 400 (localized) for an invalid one', async () => {
    const res = await post(good);
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    const stored = await rows('correction');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'correction',
      subject: 'a7c3e9f5d2',
      subjectField: 'shareholders',
      name: '周敏',
      email: 'zhou@example.com',
      message: good.message,
      marketingOptIn: false,
    });

    const bad = await post({ ...good, consent: false, locale: 'en-US' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string>; messages: Record<string, string> };
    expect(body.errors).toEqual({ consent: 'consentRequired' });
    expect(body.messages.consent).toMatch(/privacy/i);
    expect(await rows('correction')).toHaveLength(1);
  });

  it('shares the demo request rate limit rules (429 with Retry-After) and the honeypot', async () => {
    const limiter = memoryRateLimit({ limit: 1, windowMs: 60_000 });
    expect((await post(good, { limiter })).status).toBe(201);
    const limited = await post(good, { limiter });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const before = (await rows('correction')).length;
    expect((await post({ ...good, website: 'http://spam.example' })).status).toBe(201);
    expect(await rows('correction')).toHaveLength(before);
  });

  it('exports corrections alone with --kind correction, demo requests alone with --kind demo', async () => {
    await store.insert({
      request: (() => {
        const r = validateCorrection(good, exists);
        if (!r.ok) throw new Error('x');
        return {
          ...r.request,
          institution: '某银行',
          institutionType: 'bank' as const,
          role: '客户经理',
          services: [],
        };
      })(),
      locale: 'zh-CN',
      privacyNoticeVersion: '2026-11-21',
      receivedAt: new Date(),
    });
    const out: string[] = [];
    const err: string[] = [];
    expect(
      await runExportCli(['--kind', 'correction', '--format', 'jsonl'], {
        out: (c) => void out.push(c),
        err: (l) => void err.push(l),
        config: testStore.config,
      }),
    ).toBe(0);
    const exported = out
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as LeadRecord);
    expect(exported.length).toBe((await rows('correction')).length);
    expect(exported.every((r) => r.kind === 'correction' && r.subject === 'a7c3e9f5d2')).toBe(true);
    expect(err[0]).toMatch(/Exported \d+ correction request/);
    const demo: string[] = [];
    expect(
      await runExportCli(['--kind', 'demo', '--format', 'jsonl'], {
        out: (c) => void demo.push(c),
        err: () => undefined,
        config: testStore.config,
      }),
    ).toBe(0);
    expect(
      demo
        .join('')
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as LeadRecord).kind),
    ).toEqual(['demo']);
    expect(
      await runExportCli(['--kind', 'spam'], { out: () => undefined, err: () => undefined, config: testStore.config }),
    ).toBe(2);
  });
});
