/**
 * The demo-request rate limit is shared by every instance through the leads' store (SQLite file by default,
 * PostgreSQL under scripts/test-postgres.sh): two independent limiters — as two server processes would have —
 * on the same store refuse the same client at the same count, and other clients are unaffected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedRateLimit, type RateLimit } from '@/lib/leads/rate-limit';
import { openLeadStore, type LeadStore } from '@/lib/leads/store';
// @ts-expect-error -- plain ESM module of the instance server, without type declarations.
import { runShutdownHooks } from '@/server/lifecycle.mjs';
import { createTestStore, type TestStore } from './support/test-store';

let testStore: TestStore;
let store: LeadStore;

beforeAll(async () => {
  testStore = createTestStore('ratelimit');
  store = await openLeadStore(testStore.config);
});

afterAll(async () => {
  await runShutdownHooks(5000, () => undefined);
  await store?.close();
  await testStore?.cleanup();
});

describe('shared rate limit', () => {
  it('two instances on one store enforce one limit per client', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const a: RateLimit = sharedRateLimit(rule, testStore.config);
    const b: RateLimit = sharedRateLimit(rule, testStore.config);
    const answers: boolean[] = [];
    for (let i = 0; i < 8; i++) answers.push((await (i % 2 ? b : a).hit('203.0.113.50')).allowed);
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    const refused = await a.hit('203.0.113.50');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await b.hit('198.51.100.20')).allowed).toBe(true);
  });
});
