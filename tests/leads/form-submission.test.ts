/**
 * The server-rendered lead forms' Server Action core (lib/leads/form-submission.ts, issue 28): a form post runs the
 * demo-request endpoint's logic and comes back as the state the form renders. Against SQLite by default or
 * PostgreSQL under scripts/test-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLeadForm } from '@/lib/leads/form-submission';
import { memoryRateLimit } from '@/lib/leads/rate-limit';
import { openLeadStore, type LeadRecord, type LeadStore } from '@/lib/leads/store';
import { createTestStore, validBody, type TestStore } from './support/test-store';

let testStore: TestStore;
let store: LeadStore;

beforeAll(async () => {
  testStore = createTestStore('form-submission');
  store = await openLeadStore(testStore.config);
});

afterAll(async () => {
  await store?.close();
  await testStore?.cleanup();
});

/** The FormData a browser posts for these fields, with the fields Next adds to a Server Action form. */
function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  form.append('$ACTION_REF_1', '');
  form.append('$ACTION_KEY', 'k1');
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) form.append(name, String(v));
    else if (value !== undefined && value !== null && value !== false)
      form.append(name, value === true ? 'on' : String(value));
  }
  return form;
}

const sameOrigin = new Headers({
  host: 'demo.hengxi.test',
  origin: 'http://demo.hengxi.test',
  'x-forwarded-for': '203.0.113.9',
});
const options = () => ({ getStore: async () => store, limiter: null, log: () => undefined });

async function all(): Promise<LeadRecord[]> {
  const rows: LeadRecord[] = [];
  for await (const r of store.list()) rows.push(r);
  return rows;
}

describe('lead form submission (Server Action)', () => {
  it('stores a valid booking and answers with its reference', async () => {
    const body = validBody({ services: ['exactMatch', 'riskWarning'], consent: true, locale: 'en-US' });
    const state = await submitLeadForm(formData(body), sameOrigin, options());
    expect(state.status).toBe('sent');
    const reference = state.status === 'sent' ? state.reference : '';
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    const row = (await all()).find((r) => r.id.slice(0, 8).toUpperCase() === reference);
    expect(row).toMatchObject({ name: body.name, services: ['exactMatch', 'riskWarning'], locale: 'en-US' });
  });

  it('refuses an invalid one with localized messages, field codes and what was typed, storing nothing', async () => {
    const before = await store.count();
    const state = await submitLeadForm(
      formData({ name: '王明', email: 'li.wei@bank', locale: 'zh-CN', services: ['exactMatch'] }),
      sameOrigin,
      options(),
    );
    expect(state).toMatchObject({
      status: 'invalid',
      errors: { email: 'invalidEmail', role: 'required', consent: 'consentRequired' },
      values: { name: '王明', email: 'li.wei@bank', services: ['exactMatch'] },
    });
    expect(state.status !== 'idle' && state.status !== 'sent' && state.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await store.count()).toBe(before);
  });

  it('applies the endpoint’s origin check and rate limit', async () => {
    const crossSite = new Headers({ host: 'demo.hengxi.test', origin: 'https://evil.example' });
    expect(await submitLeadForm(formData(validBody({ consent: true })), crossSite, options())).toMatchObject({
      status: 'refused',
    });
    const limiter = memoryRateLimit({ limit: 1, windowMs: 60_000 });
    const limited = { ...options(), limiter };
    expect((await submitLeadForm(formData(validBody({ consent: true })), sameOrigin, limited)).status).toBe('sent');
    const second = await submitLeadForm(formData(validBody({ consent: true, locale: 'en-US' })), sameOrigin, limited);
    expect(second).toMatchObject({ status: 'refused' });
    expect(second.status === 'refused' && second.message).toMatch(/Try again in/);
  });
});
