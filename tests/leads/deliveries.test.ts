/**
 * Lead delivery (issue 24) with real parts: the outbox in the real store (SQLite here; PostgreSQL under
 * `npm run test:pg`), the real channels, local HTTPS receivers that verify each vendor's signature as documented
 * and answer the vendors' error codes (scripts/receivers/bot-receivers.mjs), and a real SMTP server with STARTTLS
 * (Debian's python3-aiosmtpd, scripts/receivers/smtp.mjs; when it cannot be had the email checks are skipped with
 * a message saying so). Prints `[leads:figures]` lines: submit → receipt times per channel, retries seen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import client from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handleDemoRequest } from '@/lib/leads/handler';
import { runDeliveriesCli } from '@/lib/leads/deliveries/cli';
import { startDeliveryWorker, type DeliveryWorker } from '@/lib/leads/deliveries/worker';
import { openLeadStore, type LeadStore } from '@/lib/leads/store';
import { deliveryEnv, enabledChannels, type DeliveryConfig } from '@/lib/site-config';
import { createTestStore, printFigures, validBody, type TestStore } from './support/test-store';
// @ts-expect-error -- plain ESM test helpers without type declarations
import { ensureCertificates } from '../../scripts/stack/certs.mjs';
// @ts-expect-error -- plain ESM test helpers without type declarations
import { startBotReceivers } from '../../scripts/receivers/bot-receivers.mjs';
// @ts-expect-error -- plain ESM test helpers without type declarations
import { ReceiverUnavailable, startSmtpSink } from '../../scripts/receivers/smtp.mjs';

type Received = { channel: string; at: number; key: string; payload: Record<string, unknown>; raw: string };
type Mail = {
  at: number;
  tls: boolean;
  subject: string;
  messageId: string;
  delivery: string;
  replyTo: string | null;
  text: string;
  html: string;
};
type Receivers = {
  urls: Record<'wecom' | 'dingtalk' | 'feishu' | 'webhook', string>;
  received: Received[];
  refusals: Array<{ channel: string; why: string }>;
  rateLimit(channel: string, n: number): void;
  setSecret(name: string, value: string): void;
  close(): Promise<void>;
};
type Smtp = { port: number; messages(): Mail[]; setFailing(on: boolean): void; stop(): Promise<void> };

const secrets = {
  wecomKey: '693a91f6-7xxx-4bc4-97a0-0ec2sifa5aaa',
  dingtalkToken: 'f3c1b2a4d5e6',
  dingtalkSecret: 'SEC0123456789abcdef0123456789abcdef0123456789abcdef0123456789ab',
  feishuToken: '2f1a3b4c-5d6e-7f80-9a0b-1c2d3e4f5a6b',
  feishuSecret: 'qhBvX7YzPq3GkM2nL8wT4e',
  webhookSecret: 'whsec_test_5b1c9e0d7a',
};

let testStore: TestStore;
let store: LeadStore;
let receivers: Receivers;
let smtp: Smtp | null = null;
let smtpSkip = '';
let dir: string;
let ca: string;
const workers: DeliveryWorker[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function config(): DeliveryConfig {
  return deliveryEnv({
    LEADS_SALES_LOCALE: 'zh-CN',
    ...(smtp
      ? {
          LEADS_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          LEADS_EMAIL_FROM: 'leads@hengxi.example',
          LEADS_EMAIL_TO: 'sales@hengxi.example,bd@hengxi.example',
        }
      : {}),
    LEADS_WECOM_WEBHOOK_URL: receivers.urls.wecom,
    LEADS_DINGTALK_WEBHOOK_URL: receivers.urls.dingtalk,
    LEADS_DINGTALK_SECRET: secrets.dingtalkSecret,
    LEADS_FEISHU_WEBHOOK_URL: receivers.urls.feishu,
    LEADS_FEISHU_SECRET: secrets.feishuSecret,
    LEADS_WEBHOOK_URL: receivers.urls.webhook,
    LEADS_WEBHOOK_SECRET: secrets.webhookSecret,
    LEADS_DELIVERY_BACKOFF: '0.05/0.2',
    LEADS_DELIVERY_MAX_ATTEMPTS: '4',
    LEADS_DELIVERY_CA_FILE: ca,
  });
}

function withOverrides(base: DeliveryConfig, overrides: Partial<DeliveryConfig>): DeliveryConfig {
  return { ...base, ...overrides };
}

function worker(
  cfg: DeliveryConfig,
  on: LeadStore = store,
  log: (e: Record<string, unknown>) => void = () => undefined,
): DeliveryWorker {
  const w = startDeliveryWorker({ store: async () => on, config: cfg, intervalMs: 50, log });
  workers.push(w);
  return w;
}

async function submit(
  body: Record<string, unknown>,
  channels: readonly string[],
  kind: 'demo' | 'correction' = 'demo',
  wake?: () => void,
) {
  const endpoint = kind === 'demo' ? 'http://127.0.0.1/api/demo-requests' : 'http://127.0.0.1/api/correction-requests';
  const res = await handleDemoRequest(
    new Request(endpoint, {
      method: 'POST',
      headers: { host: '127.0.0.1', origin: 'http://127.0.0.1', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    {
      getStore: async () => store,
      limiter: null,
      channels,
      log: () => undefined,
      kind,
      ...(wake ? { onStored: wake } : {}),
    },
  );
  expect(res.status).toBe(201);
  const json = (await res.json()) as { id: string; reference: string };
  return { ...json, at: Date.now() };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const pendingNone = async () => (await store.outbox.stats()).pending === 0;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'leads-deliveries-'));
  const tls = ensureCertificates(path.join(dir, 'tls')) as { ca: string; cert: string; key: string };
  ca = tls.ca;
  const { readFileSync } = await import('node:fs');
  receivers = (await startBotReceivers({
    cert: readFileSync(tls.cert),
    key: readFileSync(tls.key),
    secrets,
  })) as Receivers;
  try {
    smtp = (await startSmtpSink({ port: await freePort(), dir, cert: tls.cert, key: tls.key })) as Smtp;
  } catch (error) {
    if (!(error instanceof ReceiverUnavailable)) throw error;
    smtpSkip = (error as Error).message;
    console.log(`SMTP server unavailable: ${smtpSkip} — SKIPPED: the email channel checks were NOT run.`);
  }
  testStore = createTestStore('deliveries');
  store = await openLeadStore(testStore.config);
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  receivers.received.splice(0);
  receivers.refusals.splice(0);
});

afterAll(async () => {
  await store?.close();
  await testStore?.cleanup();
  await receivers?.close();
  await smtp?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('lead delivery outbox', () => {
  it('delivers every request once to every channel, signed, in its format, with only the fields sales needs', async () => {
    const cfg = config();
    const channels = enabledChannels(cfg);
    expect(channels).toEqual(
      smtp ? ['email', 'wecom', 'dingtalk', 'feishu', 'webhook'] : ['wecom', 'dingtalk', 'feishu', 'webhook'],
    );
    const w = worker(cfg);
    const demo = await submit(
      validBody({
        locale: 'en-US',
        name: 'Jane *Doe* [x](https://evil.example)',
        message: 'Line one\nLine <b>two</b>',
        marketing: true,
      }),
      channels,
      'demo',
      w.wake,
    );
    const correction = await submit(
      {
        ckey: '0123456789',
        field: 'shareholders',
        message: '股东信息有误，持股比例应为 30%。',
        name: '王五',
        mobile: '13912345678',
        consent: true,
        locale: 'zh-CN',
      },
      channels,
      'correction',
      w.wake,
    );
    await until(pendingNone, 20_000, 'all deliveries sent');
    const sent = await store.outbox.list({ status: 'sent' });
    expect(sent).toHaveLength(2 * channels.length);
    expect(sent.every((d) => d.attempts === 1)).toBe(true);

    const latencies: Record<string, number[]> = {};
    for (const channel of ['wecom', 'dingtalk', 'feishu', 'webhook']) {
      const got = receivers.received.filter((r) => r.channel === channel);
      expect(got, channel).toHaveLength(2);
      // The idempotency key each receiver saw is the delivery's id.
      expect(got.map((r) => r.key).sort()).toEqual(
        sent
          .filter((d) => d.channel === channel)
          .map((d) => d.id)
          .sort(),
      );
      latencies[channel] = got.map(
        (r) => r.at - (r.raw.includes(demo.reference) || r.raw.includes(demo.id) ? demo.at : correction.at),
      );
      for (const r of got) {
        expect(r.raw).not.toMatch(/consent|privacy|marketing|privacyNoticeVersion/i);
      }
    }
    const wecom = receivers.received.find((r) => r.channel === 'wecom' && r.raw.includes(demo.reference))!;
    const content = (wecom.payload.markdown as { content: string }).content;
    expect(content).toContain(`## 新的演示预约 ${demo.reference}`);
    expect(content).toContain('**机构**：某城市商业银行（测试）');
    expect(content).toContain('**对方使用的语言**：英文');
    // Submitted markdown is made inert: no link, no emphasis from the prospect's name.
    expect(content).not.toContain('](https://evil.example)');
    expect(content).toContain('Jane ＊Doe＊ ［x］(https://evil.example)');
    const feishu = receivers.received.find((r) => r.channel === 'feishu' && r.raw.includes(correction.reference))!;
    expect(JSON.stringify(feishu.payload)).toContain('股东信息');
    expect(JSON.stringify(feishu.payload)).toContain('/company/0123456789');
    const hook = receivers.received.find((r) => r.channel === 'webhook' && r.raw.includes(demo.id))!;
    expect(hook.payload).toMatchObject({
      event: 'lead.demo_requested',
      lead: { reference: demo.reference, institutionType: 'bank', locale: 'en-US' },
    });
    expect(Object.keys((hook.payload as { lead: object }).lead).sort()).toEqual(
      [
        'email',
        'id',
        'institution',
        'institutionType',
        'kind',
        'locale',
        'message',
        'mobile',
        'name',
        'receivedAt',
        'reference',
        'role',
        'services',
      ].sort(),
    );

    if (smtp) {
      const mails = smtp.messages();
      expect(mails).toHaveLength(2);
      const mail = mails.find((m) => m.subject.includes(demo.reference))!;
      latencies.email = mails.map(
        (m) => Math.round(m.at) - (m.subject.includes(demo.reference) ? demo.at : correction.at),
      );
      expect(mail.tls).toBe(true); // STARTTLS offered → used (the server also requires it)
      expect(mail.subject).toBe(`新的演示预约 ${demo.reference}`);
      const emailDelivery = sent.find((d) => d.channel === 'email' && d.leadId === demo.id)!;
      expect(mail.delivery).toBe(emailDelivery.id);
      expect(mail.messageId).toBe(`<${emailDelivery.id}@hengxi.example>`);
      expect(mail.replyTo).toContain('@bank.example');
      // Sales team's language and the prospect's (en-US), in both bodies.
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('新的演示预约');
        expect(body).toContain(`New demo request ${demo.reference}`);
      }
      expect(mail.html).toContain('Line &lt;b&gt;two&lt;/b&gt;');
      expect(mail.text).not.toMatch(/consent|marketing/i);
      const zhOnly = mails.find((m) => m.subject.includes(correction.reference))!;
      expect(zhOnly.text).not.toContain('Copy in their language');
    } else {
      console.log(`SKIPPED email assertions: ${smtpSkip}`);
    }
    for (const [channel, values] of Object.entries(latencies)) {
      printFigures(
        `delivery submit→receipt ${channel}: p50=${percentile(values, 50)}ms p95=${percentile(values, 95)}ms (n=${values.length}, ${testStore.label})`,
      );
    }
  });

  it('retries rate limits and temporary failures with backoff until sent', async () => {
    const cfg = config();
    const channels = enabledChannels(cfg);
    const before = (await client.register.getSingleMetric('hengxi_lead_deliveries_total')?.get())?.values ?? [];
    for (const c of ['wecom', 'dingtalk', 'feishu', 'webhook']) receivers.rateLimit(c, 2);
    smtp?.setFailing(true);
    const w = worker(cfg);
    const lead = await submit(validBody(), channels, 'demo', w.wake);
    if (smtp) {
      await until(
        async () =>
          (await store.outbox.list({ status: 'pending' })).some((d) => d.channel === 'email' && d.attempts >= 2),
        10_000,
        'two SMTP attempts',
      );
      smtp.setFailing(false);
    }
    await until(pendingNone, 20_000, 'all deliveries sent after retries');
    const rows = (await store.outbox.list({ status: 'sent' })).filter((d) => d.leadId === lead.id);
    expect(rows).toHaveLength(channels.length);
    for (const row of rows) {
      if (row.channel === 'email') expect(row.attempts).toBeGreaterThanOrEqual(2);
      else expect(row.attempts, row.channel).toBe(3);
    }
    const rateRefusals = receivers.refusals.filter((r) => r.why === 'rate');
    expect(rateRefusals).toHaveLength(8);
    for (const c of ['wecom', 'dingtalk', 'feishu', 'webhook'])
      expect(receivers.received.filter((r) => r.channel === c)).toHaveLength(1);
    const after = (await client.register.getSingleMetric('hengxi_lead_deliveries_total')?.get())?.values ?? [];
    const failed = (values: typeof after) =>
      values.filter((v) => v.labels.outcome === 'failed').reduce((n, v) => n + v.value, 0);
    expect(failed(after) - failed(before)).toBe(rows.reduce((n, r) => n + r.attempts - 1, 0));
    printFigures(
      `delivery retries seen: ${rows.map((r) => `${r.channel}=${r.attempts - 1}`).join(' ')} (${testStore.label})`,
    );
  });

  it('marks a refused signature dead at once, exhausted retries dead after the limit, and retryDead sends them again', async () => {
    const cfg = withOverrides(config(), { maxAttempts: 3 });
    const events: Array<Record<string, unknown>> = [];
    receivers.setSecret('dingtalkSecret', 'SEC-rotated-on-the-vendor-side');
    receivers.rateLimit('webhook', 1000);
    const w = worker(cfg, store, (e) => events.push(e));
    const lead = await submit(validBody(), ['dingtalk', 'webhook', 'wecom'], 'demo', w.wake);
    await until(pendingNone, 20_000, 'dead or sent');
    const rows = (await store.outbox.list()).filter((d) => d.leadId === lead.id);
    const by = Object.fromEntries(rows.map((r) => [r.channel, r]));
    expect(by.dingtalk).toMatchObject({ status: 'dead', attempts: 1, lastError: 'errcode 310000' });
    expect(by.webhook).toMatchObject({ status: 'dead', attempts: 3, lastError: 'http 429' });
    expect(by.wecom).toMatchObject({ status: 'sent', attempts: 1 });
    const dead = events.filter((e) => e.event === 'dead');
    expect(dead.map((e) => e.channel).sort()).toEqual(['dingtalk', 'webhook']);
    expect(JSON.stringify(dead)).not.toContain('@bank.example'); // logs carry ids and codes, never contents
    expect((await store.outbox.stats()).dead).toBeGreaterThanOrEqual(2);

    // The operator fixes the secret; the receiver recovers; `npm run leads:deliveries -- retry` does this:
    receivers.setSecret('dingtalkSecret', secrets.dingtalkSecret);
    receivers.rateLimit('webhook', 0);
    expect(await store.outbox.retryDead({ ids: [by.dingtalk.id, by.webhook.id] })).toBe(2);
    w.wake();
    await until(pendingNone, 20_000, 'retried deliveries sent');
    const again = (await store.outbox.list({ status: 'sent' })).filter((d) => d.leadId === lead.id);
    expect(again.map((d) => d.channel).sort()).toEqual(['dingtalk', 'webhook', 'wecom']);
    expect(receivers.received.filter((r) => r.channel === 'dingtalk').map((r) => r.key)).toEqual([by.dingtalk.id]);
  });

  it('keeps each bot message within its documented size, shortening only an overlong message', async () => {
    const cfg = config();
    const w = worker(cfg);
    const message = '我们希望了解批量尽调、受益所有人识别与贷后预警的接入方式和报价，'.repeat(40).slice(0, 1000);
    // Every field at its longest (lib/leads/schema.ts limits), in 3-byte characters: more than WeCom's 4,096 bytes.
    const long = (n: number) => '衡'.repeat(n);
    const lead = await submit(
      validBody({ message, name: long(80), institution: long(120), role: long(80) }),
      ['wecom', 'dingtalk', 'feishu'],
      'demo',
      w.wake,
    );
    await until(pendingNone, 20_000, 'sent');
    const wecom = receivers.received.find((r) => r.channel === 'wecom')!;
    const content = (wecom.payload.markdown as { content: string }).content;
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(4096);
    expect(content).toContain('内容过长已截断');
    const ding = receivers.received.find((r) => r.channel === 'dingtalk')!;
    expect(Buffer.byteLength(ding.raw)).toBeLessThanOrEqual(20_000);
    expect(ding.raw).toContain(message.slice(-20)); // fits whole: not shortened
    expect(receivers.received.filter((r) => r.channel === 'feishu')).toHaveLength(1);
    expect((await store.outbox.list({ status: 'sent' })).filter((d) => d.leadId === lead.id)).toHaveLength(3);
  });

  it('two workers on one database never send the same delivery twice', async () => {
    const other = await openLeadStore(testStore.config);
    try {
      const cfg = config();
      worker(cfg, store);
      worker(cfg, other);
      const leads = [];
      for (let i = 0; i < 30; i++) leads.push(await submit(validBody(), ['webhook', 'wecom']));
      await until(pendingNone, 30_000, 'all sent by two workers');
      const keys = receivers.received.map((r) => r.key);
      expect(keys).toHaveLength(60);
      expect(new Set(keys).size).toBe(60);
    } finally {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await other.close();
    }
  });

  it('stores a request and its deliveries together or not at all', async () => {
    const before = (await store.outbox.list()).length;
    const broken = {
      name: 'x',
      email: null,
      mobile: null,
      institution: 'y',
      institutionType: 'bank',
      role: 'z',
      services: [],
      message: null,
      consent: true,
      marketing: false,
    };
    await expect(
      store.insert({
        request: broken as never,
        locale: 'zh-CN',
        privacyNoticeVersion: 'test',
        receivedAt: new Date(),
        channels: ['webhook', 'wecom'],
      }),
    ).rejects.toThrow();
    expect((await store.outbox.list()).length).toBe(before);
    const ok = await store.insert({
      request: validBody() as never,
      locale: 'zh-CN',
      privacyNoticeVersion: 'test',
      receivedAt: new Date(),
      channels: ['webhook', 'wecom'],
    });
    const rows = (await store.outbox.list()).filter((d) => d.leadId === ok.id);
    expect(rows.map((r) => r.channel).sort()).toEqual(['webhook', 'wecom']);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    // Purging the request removes its deliveries.
    await store.purgeOlderThan(new Date(Date.now() + 1000));
    expect((await store.outbox.list()).filter((d) => d.leadId === ok.id)).toHaveLength(0);
  });

  it('npm run leads:deliveries lists dead deliveries without their contents and queues them again', async () => {
    const { id } = await store.insert({
      request: validBody({ name: '赵六' }) as never,
      locale: 'zh-CN',
      privacyNoticeVersion: 'test',
      receivedAt: new Date(),
      channels: ['webhook'],
    });
    const [row] = (await store.outbox.list({ status: 'pending' })).filter((d) => d.leadId === id);
    await store.outbox.markDead(row.id, 'http 410');
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), config: testStore.config };
    expect(await runDeliveriesCli([], io)).toBe(0);
    expect(out.join('\n')).toMatch(/\d+ pending, \d+ dead, \d+ sent; lag \d+ s/);
    expect(out.join('\n')).toContain(row.id);
    out.length = 0;
    expect(await runDeliveriesCli(['list', '--status', 'dead'], io)).toBe(0);
    const listed = out.find((l) => l.startsWith(row.id))!;
    expect(listed).toContain('webhook');
    expect(listed).toContain('error="http 410"');
    expect(out.join('\n')).not.toContain('赵六');
    expect(await runDeliveriesCli(['retry', '--id', row.id], io)).toBe(0);
    expect(err.at(-1)).toMatch(/^1 dead delivery queued again/);
    expect((await store.outbox.list({ status: 'pending' })).some((d) => d.id === row.id && d.attempts === 0)).toBe(
      true,
    );
    expect(await runDeliveriesCli(['frobnicate'], io)).toBe(2);
    expect(await runDeliveriesCli(['list', '--status', 'lost'], io)).toBe(2);
  });
});

describe('a broken channel configuration', () => {
  it('still stores the request (without deliveries) and says why in the log', async () => {
    const errors: string[] = [];
    const original = console.error;
    const previous = { url: process.env.LEADS_DINGTALK_WEBHOOK_URL, secret: process.env.LEADS_DINGTALK_SECRET };
    console.error = (line: string) => errors.push(line);
    process.env.LEADS_DINGTALK_WEBHOOK_URL = 'https://oapi.dingtalk.com/robot/send?access_token=x';
    delete process.env.LEADS_DINGTALK_SECRET;
    try {
      const res = await handleDemoRequest(
        new Request('http://127.0.0.1/api/demo-requests', {
          method: 'POST',
          headers: { host: '127.0.0.1', origin: 'http://127.0.0.1', 'content-type': 'application/json' },
          body: JSON.stringify(validBody()),
        }),
        { getStore: async () => store, limiter: null, log: () => undefined, onStored: () => undefined },
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await store.get(id)).not.toBeNull();
      expect((await store.outbox.list()).filter((d) => d.leadId === id)).toHaveLength(0);
      expect(errors.join('\n')).toContain('LEADS_DINGTALK_SECRET is required');
    } finally {
      console.error = original;
      if (previous.url === undefined) delete process.env.LEADS_DINGTALK_WEBHOOK_URL;
      else process.env.LEADS_DINGTALK_WEBHOOK_URL = previous.url;
      if (previous.secret !== undefined) process.env.LEADS_DINGTALK_SECRET = previous.secret;
    }
  });
});
