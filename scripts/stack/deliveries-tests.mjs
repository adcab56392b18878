/**
 * Lead delivery and metrics on the production topology (section 5 of npm run test:stack; issue 24):
 *
 * `prepareDeliveries` (before the stack starts) brings up the receivers on loopback — the HTTPS stand-ins of WeCom,
 * DingTalk, Feishu and the webhook (scripts/receivers/bot-receivers.mjs, verifying each signature as its vendor
 * documents) on STACK_PORT+20 and a real SMTP server with STARTTLS (python3-aiosmtpd) on STACK_PORT+21 — and
 * points the instances' delivery channels at them (inherited through the environment). Ports: STACK_PORT+20…23.
 *
 * `runDeliveryTests` then, with Prometheus (Debian's package, STACK_PORT+22) scraping both instances every second:
 * 1. baseline: 30 requests spread over both instances → submit-to-receipt p50/p95 per channel;
 * 2. crash: receivers slowed so sends are in flight, 20 requests, instance 1 SIGKILLed mid-send, then every
 *    receiver DOWN for STACK_RECEIVER_DOWN_SECONDS (default 20) while 10 more requests arrive,
 *    then back, and instance 1 restarted: every acknowledged request must reach every channel, repeated messages
 *    only with the same idempotency key, none lost, none dead;
 * 3. Prometheus: HTTP series by route template (no raw path), event-loop lag, heap, outbox depth and deliveries
 *    per channel exist for both instances and moved; the three alert rules load; nginx does not expose /metrics.
 * Requests go straight to the instances (as nginx would send them, X-Forwarded-For naming a distinct client each)
 * so the shared rate limit of section 2 does not apply.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startBotReceivers } from '../receivers/bot-receivers.mjs';
import { startPrometheus } from '../receivers/prometheus.mjs';
import { ReceiverUnavailable, startSmtpSink } from '../receivers/smtp.mjs';
import { readState, restartInstance } from './stack.mjs';

const secrets = {
  wecomKey: 'stack-wecom-key-0001',
  dingtalkToken: 'stack-dingtalk-token',
  dingtalkSecret: 'SECstack0123456789abcdef',
  feishuToken: 'stack-feishu-hook',
  feishuSecret: 'stackFeishuSecret42',
  webhookSecret: 'whsec_stack_9f8e7d',
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Starts the receivers and sets the channel variables the instances will inherit. */
export async function prepareDeliveries(config) {
  const base = config.httpsPort;
  const tls = {
    ca: path.join(config.dir, 'tls', 'ca.crt'),
    cert: path.join(config.dir, 'tls', 'server.crt'),
    key: path.join(config.dir, 'tls', 'server.key'),
  };
  const bots = await startBotReceivers({
    cert: readFileSync(tls.cert),
    key: readFileSync(tls.key),
    port: base + 20,
    secrets,
  });
  const smtpOptions = { port: base + 21, dir: config.dir, cert: tls.cert, key: tls.key };
  let smtp = null;
  try {
    smtp = await startSmtpSink(smtpOptions);
  } catch (error) {
    if (!(error instanceof ReceiverUnavailable)) throw error;
    console.log(`  SMTP server unavailable: ${error.message} — SKIPPED: the email channel is NOT tested here.`);
  }
  Object.assign(process.env, {
    LEADS_SALES_LOCALE: 'zh-CN',
    LEADS_WECOM_WEBHOOK_URL: bots.urls.wecom,
    LEADS_DINGTALK_WEBHOOK_URL: bots.urls.dingtalk,
    LEADS_DINGTALK_SECRET: secrets.dingtalkSecret,
    LEADS_FEISHU_WEBHOOK_URL: bots.urls.feishu,
    LEADS_FEISHU_SECRET: secrets.feishuSecret,
    LEADS_WEBHOOK_URL: bots.urls.webhook,
    LEADS_WEBHOOK_SECRET: secrets.webhookSecret,
    LEADS_DELIVERY_CA_FILE: tls.ca,
    // Short backoff so the test's outage is ridden out in seconds: ~1, 2, 4, then every 4–8 s, 40 attempts.
    LEADS_DELIVERY_BACKOFF: '1/8',
    LEADS_DELIVERY_MAX_ATTEMPTS: '40',
    ...(smtp
      ? {
          LEADS_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          LEADS_EMAIL_FROM: 'leads@hengxi.example',
          LEADS_EMAIL_TO: 'sales@hengxi.example',
        }
      : {}),
  });
  return { bots, smtp, smtpOptions, channels: [...(smtp ? ['email'] : []), 'wecom', 'dingtalk', 'feishu', 'webhook'] };
}

let client = 0;
/** Posts one demo request (or correction) straight to an instance; resolves with the answer or null (no answer). */
async function post(port, i, ckey) {
  client++;
  const correction = i % 4 === 3;
  const body = correction
    ? {
        ckey,
        field: 'other',
        message: `栈测试纠错 ${i}`,
        name: `测试 ${i}`,
        email: `stack${i}@bank.example`,
        consent: true,
        locale: 'zh-CN',
      }
    : {
        name: `Stack Test ${i}`,
        email: `stack${i}@bank.example`,
        institution: '某城市商业银行（测试）',
        institutionType: 'bank',
        role: 'Head of risk',
        services: ['exactMatch'],
        consent: true,
        locale: i % 2 ? 'en-US' : 'zh-CN',
        message: `Request ${i}`,
      };
  const origin = `http://127.0.0.1:${port}`;
  try {
    const res = await fetch(`${origin}/api/${correction ? 'correction-requests' : 'demo-requests'}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: origin,
        'X-Forwarded-For': `203.0.${Math.floor(client / 250)}.${client % 250}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = await res.json().catch(() => ({}));
    return { status: res.status, id: json.id, reference: json.reference, at: Date.now() };
  } catch {
    return null;
  }
}

/** Every receipt so far as { channel, key, reference, at }. */
function receipts(d) {
  const out = d.bots.received.map((r) => ({
    channel: r.channel,
    key: r.key,
    at: r.at,
    reference: r.channel === 'webhook' ? r.payload.lead.reference : (r.raw.match(/ ([0-9A-F]{8})\b/) ?? [])[1],
  }));
  for (const m of d.smtp?.messages() ?? [])
    out.push({
      channel: 'email',
      key: m.delivery,
      at: Math.round(m.at),
      reference: (m.subject.match(/([0-9A-F]{8})$/) ?? [])[1],
    });
  return out;
}

async function outbox(state) {
  for (const instance of state.instances) {
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/ready`, { signal: AbortSignal.timeout(3000) });
      const json = await res.json();
      if (json.outbox) return json.outbox;
    } catch {
      // try the next instance
    }
  }
  return null;
}

/** Waits until every acknowledged request has reached every channel (or the timeout). */
async function allDelivered(d, acknowledged, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = new Set(receipts(d).map((r) => `${r.channel} ${r.reference}`));
    const missing = acknowledged.flatMap((a) =>
      d.channels.filter((c) => !got.has(`${c} ${a.reference}`)).map((c) => `${c} ${a.reference}`),
    );
    if (!missing.length || Date.now() > deadline) return missing;
    await sleep(250);
  }
}

export async function runDeliveryTests({ state, config, deliveries: d, check, figures }) {
  const downSeconds = Number(process.env.STACK_RECEIVER_DOWN_SECONDS) || 20;
  const ports = state.instances.map((i) => i.port);
  let prometheus = null;
  try {
    prometheus = await startPrometheus({
      dir: path.join(config.dir, 'prometheus'),
      port: config.httpsPort + 22,
      targets: config.metricsPorts.map((p) => `127.0.0.1:${p}`),
    });
  } catch (error) {
    if (!(error instanceof ReceiverUnavailable)) throw error;
    console.log(`  Prometheus unavailable: ${error.message} — SKIPPED: the scrape checks were NOT run.`);
  }
  console.log(
    `  channels: ${d.channels.join(', ')}; Prometheus ${prometheus ? prometheus.url : 'off'}; receiver outage ${downSeconds} s`,
  );

  // A registry company for the correction requests (every 4th request).
  const { items } = await (await fetch(`http://127.0.0.1:${ports[0]}/api/registry/entities?page=1&size=1`)).json();
  const ckey = items[0].ckey;

  // 1. Baseline -------------------------------------------------------------------------------------------------
  const baseline = [];
  for (let i = 0; i < 30; i++) baseline.push(await post(ports[i % 2], i, ckey));
  const baselineAck = baseline.filter((r) => r?.status === 201);
  check(baselineAck.length === 30, `baseline: 30 requests acknowledged (${baselineAck.length})`);
  const baselineMissing = await allDelivered(d, baselineAck, 30_000);
  check(
    baselineMissing.length === 0,
    `baseline: every request reached every channel (${baselineMissing.length} missing)`,
  );
  const byRef = new Map(baselineAck.map((a) => [a.reference, a.at]));
  for (const channel of d.channels) {
    const ms = receipts(d)
      .filter((r) => r.channel === channel && byRef.has(r.reference))
      .map((r) => r.at - byRef.get(r.reference));
    figures(
      `delivery submit→receipt ${channel}: p50=${percentile(ms, 50)}ms p95=${percentile(ms, 95)}ms (n=${ms.length}, 2 instances, ${state.database})`,
    );
  }

  // 2. Crash: an instance killed mid-send, every receiver down, then back -------------------------------------------
  d.bots.setDelay(3000);
  // And the vendors' rate limits: each bot refuses its next 3 messages with its own error code.
  for (const c of ['wecom', 'dingtalk', 'feishu', 'webhook']) d.bots.rateLimit(c, 3);
  const crash = [];
  const sends = [];
  for (let i = 100; i < 120; i++) sends.push(post(ports[i % 2], i, ckey));
  await sleep(1500); // deliveries now in flight on both instances (receivers answer after 3 s)
  // The pid as of now: section 3 may have restarted this instance (state.json has the current one).
  const victim = readState(config).instances[0];
  process.kill(victim.pid, 'SIGKILL');
  console.log(`  SIGKILL instance 1 (pid ${victim.pid}) with deliveries in flight`);
  crash.push(...(await Promise.all(sends)));
  await d.bots.stop();
  await d.smtp?.stop();
  d.bots.setDelay(0);
  const downAt = Date.now();
  console.log(`  receivers down for ${downSeconds} s`);
  for (let i = 200; i < 210; i++) crash.push(await post(ports[1], i, ckey));
  let lagDuringOutage = null;
  await sleep(Math.max(0, downSeconds * 1000 - (Date.now() - downAt) - 3000));
  lagDuringOutage = await outbox(state);
  await sleep(Math.max(0, downSeconds * 1000 - (Date.now() - downAt)));
  await d.bots.start();
  if (d.smtp) d.smtp = await startSmtpSink(d.smtpOptions);
  console.log('  receivers back; restarting instance 1');
  await restartInstance(0);
  const acknowledged = crash.filter((r) => r?.status === 201);
  const unanswered = crash.filter((r) => !r || r.status !== 201).length;
  const missing = await allDelivered(d, acknowledged, 120_000);
  // Rows the killed instance had leased stay pending until their lease (30 s) ends, then go out again (same key).
  let after = await outbox(state);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline && !(after?.pending === 0);) {
    await sleep(500);
    after = await outbox(state);
  }
  const settled = Date.now();
  const all = [...baselineAck, ...acknowledged];
  const refs = new Set(all.map((a) => a.reference));
  const mine = receipts(d).filter((r) => refs.has(r.reference));
  const keysPer = new Map();
  for (const r of mine) {
    const k = `${r.channel} ${r.reference}`;
    keysPer.set(k, (keysPer.get(k) ?? new Set()).add(r.key));
  }
  const mixedKeys = [...keysPer.values()].filter((s) => s.size !== 1).length;
  const duplicates = mine.length - keysPer.size;
  const retries = d.bots.refusals.filter((r) => r.why === 'rate').length;
  figures(
    `delivery crash test: acknowledged=${acknowledged.length} (+${unanswered} not acknowledged) channels=${d.channels.length} expected=${acknowledged.length * d.channels.length} delivered=${acknowledged.length * d.channels.length - missing.length} lost=${missing.length} repeated=${duplicates} (all same key: ${mixedKeys === 0}) outage=${downSeconds}s settled ${Math.round((settled - downAt) / 1000)}s after the outage began; outbox during outage ${JSON.stringify(lagDuringOutage)} after ${JSON.stringify(after)}`,
  );
  check(acknowledged.length >= 20, `crash: at least 20 of 30 requests acknowledged (${acknowledged.length})`);
  check(
    missing.length === 0,
    `crash: every acknowledged request reached every channel (${missing.length} missing: ${missing.slice(0, 5).join(', ')})`,
  );
  check(
    mixedKeys === 0,
    `crash: repeated messages carry the same idempotency key (${mixedKeys} channel/request pairs with several keys)`,
  );
  check(
    after?.pending === 0 && after?.dead === 0,
    `crash: outbox empty afterwards, nothing dead (${JSON.stringify(after)})`,
  );
  check(
    (lagDuringOutage?.pending ?? 0) > 0 && (lagDuringOutage?.lagSeconds ?? 0) > 0,
    `/api/ready reported the outbox lag during the outage (${JSON.stringify(lagDuringOutage)})`,
  );
  const logs = state.instances.map((_, i) =>
    readFileSync(path.join(config.dir, 'logs', `instance-${i + 1}.log`), 'utf8'),
  );
  const retryLines = logs
    .join('\n')
    .split('\n')
    .filter((l) => l.includes('"scope":"lead-delivery"') && l.includes('"event":"retry"')).length;
  figures(`delivery retries logged: ${retryLines} (receivers refused ${retries} with their vendor's rate-limit code)`);
  check(!logs.join('\n').includes('stack0@bank.example'), 'instance logs carry no submitted contact details');

  // 3. Prometheus ---------------------------------------------------------------------------------------------------
  const exposed = await fetch(`${state.url}/metrics`).then(
    (r) => r.status,
    () => 0,
  );
  check(exposed === 404, `nginx does not serve /metrics: 404 (${exposed})`);
  if (!prometheus) return;
  await sleep(3000);
  const q = prometheus.query;
  const instancesWith = async (expr) => new Set((await q(expr)).map((s) => s.metric.instance)).size;
  const targets = config.metricsPorts.length;
  for (const [name, expr] of [
    ['http_requests_total', 'http_requests_total'],
    // Any route: the instance killed and restarted mid-test may not have served a demo request since its restart.
    ['http_request_duration_seconds', 'last_over_time(http_request_duration_seconds_bucket[5m])'],
    ['event-loop lag', 'nodejs_eventloop_lag_seconds'],
    ['heap', 'nodejs_heap_size_used_bytes'],
    ['outbox depth', 'hengxi_outbox_deliveries'],
    ['outbox lag', 'hengxi_outbox_lag_seconds'],
    ['deliveries sent', 'last_over_time(hengxi_lead_deliveries_total{outcome="sent"}[5m])'],
  ]) {
    const n = await instancesWith(expr);
    check(n === targets, `Prometheus has ${name} from both instances (${n}/${targets})`);
  }
  const routes = (await q('group by (route) (http_requests_total)')).map((s) => s.metric.route);
  check(
    routes.includes('/[locale]/company/[ckey]') && routes.includes('/api/demo-requests'),
    `routes are templates (${routes.join(', ')})`,
  );
  check(!routes.some((r) => /[0-9a-f]{10}/.test(r)), 'no raw company key in a route label');
  const moved = async (expr) => (await q(expr)).some((s) => Number(s.value[1]) > 0);
  // A counter series appears with its first request, so increase() can read 0 when every request fell between two
  // scrapes; the stored 201 count itself shows the requests were counted.
  check(
    await moved('max_over_time(http_requests_total{route="/api/demo-requests",status="201"}[5m])'),
    'request counts moved',
  );
  check(
    await moved('max_over_time(hengxi_outbox_deliveries{status="pending"}[5m])'),
    'outbox depth rose during the outage',
  );
  check(
    (await q('hengxi_outbox_deliveries{status="pending"}')).every((s) => Number(s.value[1]) === 0),
    'outbox depth back to 0',
  );
  const perChannel = new Set(
    (await q('increase(hengxi_lead_deliveries_total{outcome="sent"}[5m]) > 0')).map((s) => s.metric.channel),
  );
  check(
    d.channels.every((c) => perChannel.has(c)),
    `deliveries sent moved on every channel (${[...perChannel].join(', ')})`,
  );
  check(
    await moved('increase(hengxi_lead_deliveries_total{outcome="failed"}[5m])'),
    'failed (retried) deliveries counted',
  );
  check((await q('min_over_time(up{job="hengxi"}[5m]) == 0')).length >= 1, 'Prometheus saw the killed instance down');
  const rules = (await prometheus.get('/api/v1/rules')).groups.flatMap((g) => g.rules);
  check(
    rules.length === 3 && rules.every((r) => r.health === 'ok'),
    `the three alert rules load and evaluate (${rules.map((r) => `${r.name}:${r.health}`).join(', ')})`,
  );
  const sent = await q('sum by (channel) (hengxi_lead_deliveries_total{outcome="sent"})');
  figures(
    `prometheus deliveries sent per channel (since the instances started): ${sent.map((s) => `${s.metric.channel}=${s.value[1]}`).join(' ')}`,
  );
  await prometheus.stop();
}
