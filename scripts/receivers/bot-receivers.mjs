/**
 * Local HTTPS stand-ins for the lead-delivery receivers (tests only): WeCom group bot, DingTalk robot, Feishu bot
 * and a generic webhook, on one HTTPS port with the vendors' own paths. Each verifies the request as its vendor
 * documents — written here independently of lib/leads/deliveries/signing.ts, so a mistake there fails the tests:
 *
 * - WeCom  POST /cgi-bin/webhook/send?key=<key>       key must match (else errcode 93000); `markdown.content` ≤ 4096
 *          bytes (else 40058); rate limited: errcode 45009.
 * - DingTalk POST /robot/send?access_token=&timestamp=&sign=   sign = Base64(HMAC-SHA256(key = secret,
 *          msg = timestamp + "\n" + secret)), timestamp (ms) within an hour (else errcode 310000 "sign not match");
 *          body ≤ 20,000 bytes (else 460101); rate limited: errcode 130101.
 * - Feishu POST /open-apis/bot/v2/hook/<token>          body `timestamp` (s) + `sign` = Base64(HMAC-SHA256(key =
 *          timestamp + "\n" + secret, msg = "")), within an hour (else code 19021); body ≤ 20 KB (else 9499);
 *          rate limited: code 11232.
 * - Webhook POST /hooks/hengxi                          `X-Hengxi-Signature: t=…,v1=…` = hex HMAC-SHA256(secret,
 *          `${t}.${raw body}`), t within 5 minutes (else 400); rate limited: 429 + Retry-After: 1.
 *
 * Vendors answer HTTP 200 with their error code in the JSON; so do these. Accepted messages are kept in `received`
 * with the receipt time and the delivery key (`Idempotency-Key` for the webhook; the key printed in the bots'
 * footer line). Controls: `setDelay(ms)` answers late; `rateLimit(channel, n)` refuses the next n messages of a channel; `setSecret(channel, s)`
 * makes the receiver expect another secret (signature refused); `stop()`/`start()` take the port down and up.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import https from 'node:https';

const equal = (a, b) => {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
};
const keyPattern = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/;

/**
 * @param {{ cert: string|Buffer, key: string|Buffer, port?: number, secrets: { wecomKey: string, dingtalkToken: string,
 *   dingtalkSecret: string, feishuToken: string, feishuSecret: string, webhookSecret: string } }} options
 */
export async function startBotReceivers({ cert, key, port = 0, secrets: initial }) {
  const secrets = { ...initial };
  const received = [];
  const refusals = [];
  const limited = { wecom: 0, dingtalk: 0, feishu: 0, webhook: 0 };
  const sockets = new Set();
  let delayMs = 0;

  function handle(req, res, raw) {
    const url = new URL(req.url, 'https://receiver');
    const reply = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    const accept = (channel, payload, deliveryKey) => {
      received.push({ channel, at: Date.now(), key: deliveryKey, payload, raw });
    };
    const refuse = (channel, why) => refusals.push({ channel, why, at: Date.now() });
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return reply(400, { errcode: 40001, errmsg: 'invalid json' });
    }
    if (url.pathname === '/cgi-bin/webhook/send') {
      if (!equal(url.searchParams.get('key') ?? '', secrets.wecomKey))
        return (refuse('wecom', 'key'), reply(200, { errcode: 93000, errmsg: 'invalid webhook url' }));
      if (limited.wecom > 0)
        return (
          limited.wecom--,
          refuse('wecom', 'rate'),
          reply(200, { errcode: 45009, errmsg: 'api freq out of limit' })
        );
      const content = body?.markdown?.content;
      if (body.msgtype !== 'markdown' || typeof content !== 'string')
        return (refuse('wecom', 'format'), reply(200, { errcode: 40008, errmsg: 'invalid message type' }));
      if (Buffer.byteLength(content, 'utf8') > 4096)
        return (
          refuse('wecom', 'size'),
          reply(200, { errcode: 40058, errmsg: 'markdown.content exceed max length 4096' })
        );
      accept('wecom', body, content.match(keyPattern)?.[1]);
      return reply(200, { errcode: 0, errmsg: 'ok' });
    }
    if (url.pathname === '/robot/send') {
      const ts = Number(url.searchParams.get('timestamp'));
      const expected = createHmac('sha256', secrets.dingtalkSecret)
        .update(`${ts}\n${secrets.dingtalkSecret}`, 'utf8')
        .digest('base64');
      const fresh = Number.isFinite(ts) && Math.abs(Date.now() - ts) <= 3600_000;
      if (!equal(url.searchParams.get('access_token') ?? '', secrets.dingtalkToken))
        return (refuse('dingtalk', 'token'), reply(200, { errcode: 300001, errmsg: 'token is not exist' }));
      if (!fresh || !equal(url.searchParams.get('sign') ?? '', expected))
        return (refuse('dingtalk', 'sign'), reply(200, { errcode: 310000, errmsg: 'sign not match' }));
      if (limited.dingtalk > 0)
        return (
          limited.dingtalk--,
          refuse('dingtalk', 'rate'),
          reply(200, { errcode: 130101, errmsg: 'send too fast, exceed 20 times per minute' })
        );
      if (Buffer.byteLength(raw, 'utf8') > 20_000)
        return (
          refuse('dingtalk', 'size'),
          reply(200, { errcode: 460101, errmsg: 'message too long, exceed 20000 bytes' })
        );
      if (
        body.msgtype !== 'markdown' ||
        typeof body.markdown?.title !== 'string' ||
        typeof body.markdown?.text !== 'string'
      )
        return (refuse('dingtalk', 'format'), reply(200, { errcode: 40035, errmsg: 'invalid parameter' }));
      accept('dingtalk', body, body.markdown.text.match(keyPattern)?.[1]);
      return reply(200, { errcode: 0, errmsg: 'ok' });
    }
    const feishu = url.pathname.match(/^\/open-apis\/bot\/v2\/hook\/([^/]+)$/);
    if (feishu) {
      if (!equal(feishu[1], secrets.feishuToken))
        return (
          refuse('feishu', 'token'),
          reply(200, { code: 19001, msg: 'param invalid: incoming webhook access token invalid' })
        );
      const ts = Number(body.timestamp);
      const expected = createHmac('sha256', `${body.timestamp}\n${secrets.feishuSecret}`).update('').digest('base64');
      if (
        typeof body.timestamp !== 'string' ||
        !Number.isFinite(ts) ||
        Math.abs(Date.now() / 1000 - ts) > 3600 ||
        !equal(body.sign ?? '', expected)
      ) {
        return (
          refuse('feishu', 'sign'),
          reply(200, { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' })
        );
      }
      if (limited.feishu > 0)
        return (
          limited.feishu--,
          refuse('feishu', 'rate'),
          reply(200, { code: 11232, msg: 'frequency limited psm[lark.oapi.app_platform_runtime]appID[0]' })
        );
      if (Buffer.byteLength(raw, 'utf8') > 20 * 1024)
        return (refuse('feishu', 'size'), reply(200, { code: 9499, msg: 'Bad Request' }));
      if (body.msg_type !== 'interactive' || !body.card?.header || !Array.isArray(body.card.elements))
        return (refuse('feishu', 'format'), reply(200, { code: 9499, msg: 'Bad Request' }));
      accept('feishu', body, JSON.stringify(body.card.elements).match(keyPattern)?.[1]);
      return reply(200, { code: 0, data: {}, msg: 'success' });
    }
    if (url.pathname === '/hooks/hengxi') {
      const header = String(req.headers['x-hengxi-signature'] ?? '');
      const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
      const expected = createHmac('sha256', secrets.webhookSecret).update(`${parts.t}.${raw}`, 'utf8').digest('hex');
      if (!parts.t || Math.abs(Date.now() / 1000 - Number(parts.t)) > 300 || !equal(parts.v1 ?? '', expected))
        return (refuse('webhook', 'sign'), reply(400, { error: 'bad signature' }));
      if (limited.webhook > 0)
        return (
          limited.webhook--,
          refuse('webhook', 'rate'),
          reply(429, { error: 'rate limited' }, { 'Retry-After': '1' })
        );
      accept('webhook', body, String(req.headers['idempotency-key'] ?? ''));
      return reply(200, { ok: true });
    }
    return reply(404, { error: 'not found' });
  }

  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (delayMs) setTimeout(() => handle(req, res, body), delayMs);
      else handle(req, res, body);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const listen = (p) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => {
        server.off('error', reject);
        resolve(server.address().port);
      });
    });
  const boundPort = await listen(port);
  const origin = `https://127.0.0.1:${boundPort}`;
  return {
    origin,
    port: boundPort,
    received,
    refusals,
    urls: {
      wecom: `${origin}/cgi-bin/webhook/send?key=${secrets.wecomKey}`,
      dingtalk: `${origin}/robot/send?access_token=${secrets.dingtalkToken}`,
      feishu: `${origin}/open-apis/bot/v2/hook/${secrets.feishuToken}`,
      webhook: `${origin}/hooks/hengxi`,
    },
    rateLimit(channel, n) {
      limited[channel] = n;
    },
    /** Answers every request `ms` later (a slow receiver: sends stay in flight). */
    setDelay(ms) {
      delayMs = ms;
    },
    setSecret(name, value) {
      secrets[name] = value;
    },
    /** Stops listening and drops every open connection (the receiver is "down"). */
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    async start() {
      await listen(boundPort);
    },
    async close() {
      if (server.listening) await this.stop();
    },
  };
}
