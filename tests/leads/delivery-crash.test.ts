/**
 * Delivery under a hard crash, with real processes: two stand-alone servers (tests/leads/support/leads-server.ts,
 * the site's handler and delivery worker) share one store (SQLite file here — one writer across processes —, or
 * PostgreSQL under `npm run test:pg`) and deliver to local HTTPS receivers that answer slowly, so sends are in
 * flight when server A is SIGKILLed; then the receivers go down for 2 s and come back. Every acknowledged request
 * must reach every channel; repeated messages only with the same idempotency key; the outbox ends empty.
 * (The production topology's version, with a one-minute outage and Prometheus, is section 5 of npm run test:stack.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadStore, type LeadStore } from '@/lib/leads/store';
import { createTestStore, printFigures, usingPostgres, validBody, type TestStore } from './support/test-store';
// @ts-expect-error -- plain ESM test helpers without type declarations
import { ensureCertificates } from '../../scripts/stack/certs.mjs';
// @ts-expect-error -- plain ESM test helpers without type declarations
import { startBotReceivers } from '../../scripts/receivers/bot-receivers.mjs';

const root = path.resolve(__dirname, '../..');
const serverScript = path.join(__dirname, 'support', 'leads-server.ts');
const secrets = {
  wecomKey: 'crash-wecom',
  dingtalkToken: 'crash-ding',
  dingtalkSecret: 'SECcrash',
  feishuToken: 'crash-feishu',
  feishuSecret: 'crashFeishu',
  webhookSecret: 'whsec_crash',
};

type Receivers = {
  urls: Record<string, string>;
  received: Array<{ channel: string; key: string; raw: string; payload: { lead?: { id: string } } }>;
  setDelay(ms: number): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

let testStore: TestStore;
let store: LeadStore;
let receivers: Receivers;
let dir: string;
let ca: string;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'leads-delivery-crash-'));
  const tls = ensureCertificates(path.join(dir, 'tls')) as { ca: string; cert: string; key: string };
  ca = tls.ca;
  receivers = (await startBotReceivers({
    cert: readFileSync(tls.cert),
    key: readFileSync(tls.key),
    secrets,
  })) as Receivers;
  testStore = createTestStore('delivery_crash');
  store = await openLeadStore(testStore.config);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await store?.close();
  await testStore?.cleanup();
  await receivers?.close();
  rmSync(dir, { recursive: true, force: true });
});

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...testStore.env,
    LEADS_RATE_LIMIT: 'off',
    NODE_ENV: 'test',
    LEADS_WECOM_WEBHOOK_URL: receivers.urls.wecom,
    LEADS_WEBHOOK_URL: receivers.urls.webhook,
    LEADS_WEBHOOK_SECRET: secrets.webhookSecret,
    LEADS_DELIVERY_CA_FILE: ca,
    LEADS_DELIVERY_BACKOFF: '0.2/1',
    LEADS_DELIVERY_MAX_ATTEMPTS: '50',
    LEADS_DELIVERY_LEASE_SECONDS: '3',
  };
  if (!usingPostgres) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 45_000);
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /LISTENING (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`server exited early: ${err}`));
    });
  });
}

async function post(port: number): Promise<string | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/demo-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify(validBody()),
    });
    return res.status === 201 ? ((await res.json()) as { id: string }).id : null;
  } catch {
    return null;
  }
}

describe('delivery under a crash', () => {
  it('an instance SIGKILLed mid-send and receivers down: every acknowledged request reaches every channel, none lost', async () => {
    const [a, b] = await Promise.all([startServer(), startServer()]);
    receivers.setDelay(1500);
    const ids = (await Promise.all(Array.from({ length: 40 }, (_, i) => post(i % 2 ? b.port : a.port)))).filter(
      (id): id is string => id !== null,
    );
    expect(ids).toHaveLength(40);
    await new Promise((r) => setTimeout(r, 600)); // A's sends are now waiting on the slow receivers
    a.child.kill('SIGKILL');
    await receivers.stop();
    receivers.setDelay(0);
    await new Promise((r) => setTimeout(r, 2000));
    await receivers.start();

    const reference = (id: string) => id.slice(0, 8).toUpperCase();
    const got = () => {
      const seen = new Map<string, Set<string>>();
      let total = 0;
      for (const r of receivers.received) {
        const lead =
          r.channel === 'webhook' ? r.payload.lead?.id.slice(0, 8).toUpperCase() : r.raw.match(/ ([0-9A-F]{8})\b/)?.[1];
        if (!lead) continue;
        total++;
        const k = `${r.channel} ${lead}`;
        seen.set(k, (seen.get(k) ?? new Set()).add(r.key));
      }
      return { seen, total };
    };
    const deadline = Date.now() + 40_000;
    let missing: string[] = [];
    for (;;) {
      const { seen } = got();
      missing = ids.flatMap((id) =>
        ['wecom', 'webhook'].filter((c) => !seen.has(`${c} ${reference(id)}`)).map((c) => `${c} ${reference(id)}`),
      );
      const stats = await store.outbox.stats();
      if ((!missing.length && stats.pending === 0) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const { seen, total } = got();
    const stats = await store.outbox.stats();
    printFigures(
      `delivery crash (${testStore.label}): acknowledged=${ids.length} channels=2 delivered=${ids.length * 2 - missing.length} lost=${missing.length} messages=${total} repeated=${total - seen.size} outbox=${JSON.stringify(stats)}`,
    );
    expect(missing).toEqual([]);
    expect([...seen.values()].every((keys) => keys.size === 1)).toBe(true);
    expect(stats).toMatchObject({ pending: 0, dead: 0 });
    b.child.kill('SIGTERM');
  });
});
