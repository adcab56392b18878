/**
 * Request signatures of the delivery channels, each built exactly as its vendor documents it:
 *
 * - DingTalk robot (钉钉自定义机器人, "加签"): string to sign `timestamp + "\n" + secret` (timestamp in ms), HMAC-SHA256
 *   keyed with the secret, Base64, then URL-encoded into the webhook URL as `&timestamp=…&sign=…`. DingTalk refuses
 *   a timestamp more than an hour off (errcode 310000).
 * - Feishu/Lark custom bot (自定义机器人, "签名校验"): HMAC-SHA256 keyed with `timestamp + "\n" + secret` (timestamp
 *   in seconds) over an EMPTY message, Base64; sent in the JSON body as `"timestamp": "<s>", "sign": "<b64>"`.
 *   Feishu refuses a bad signature or stale timestamp with code 19021.
 * - Our generic webhook, signed as Stripe signs: header `X-Hengxi-Signature: t=<unix seconds>,v1=<hex>` where hex
 *   is HMAC-SHA256 keyed with the shared secret over `<t>.<raw body>`. Receivers recompute it, compare in constant
 *   time and refuse a `t` older than their tolerance (5 minutes recommended) — `verifyHengxiSignature` below.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The DingTalk webhook URL with `timestamp` (ms) and `sign` added. */
export function dingtalkSignedUrl(webhookUrl: string, secret: string, timestampMs: number): string {
  const sign = createHmac('sha256', secret).update(`${timestampMs}\n${secret}`, 'utf8').digest('base64');
  const url = new URL(webhookUrl);
  url.searchParams.set('timestamp', String(timestampMs));
  url.searchParams.set('sign', sign); // URLSearchParams percent-encodes + / = as DingTalk's urlEncode step does
  return url.toString();
}

/** Feishu's `sign` for `timestampSeconds` (put both in the message body). */
export function feishuSign(secret: string, timestampSeconds: number): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

/** The `X-Hengxi-Signature` header value for a raw body sent at `timestampSeconds`. */
export function hengxiSignature(secret: string, rawBody: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/**
 * Verifies an `X-Hengxi-Signature` header against the raw body (as received, before any JSON parsing): some `v1`
 * must match and `t` must be within `toleranceSeconds` of `nowSeconds`. Returns why not, or `ok`.
 */
export function verifyHengxiSignature(
  header: string | null | undefined,
  rawBody: string,
  secret: string,
  { toleranceSeconds = 300, nowSeconds = Math.floor(Date.now() / 1000) } = {},
): 'ok' | 'missing' | 'stale' | 'mismatch' {
  if (!header) return 'missing';
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const candidates = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || candidates.length === 0) return 'missing';
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest('hex'));
  const ok = candidates.some((c) => {
    const given = Buffer.from(c);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return ok ? 'ok' : 'mismatch';
}
