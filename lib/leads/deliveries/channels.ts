/**
 * The delivery channels: how one stored request becomes one message on each (lib/site-config.ts `deliveryEnv`
 * configures them). Every channel's `send` resolves with an outcome, never throws:
 * - `sent`;
 * - `retry` (network error, timeout, HTTP 408/429/5xx, the vendor's rate-limit or busy code) — the outbox tries
 *   again later, after `retryAfterMs` at least when the receiver said so;
 * - `refused` (bad signature, invalid URL, message refused) — permanent: the delivery is marked dead at once.
 * `code` is short and safe to log (HTTP status, vendor errcode, SMTP code).
 *
 * Formats and documented limits:
 * - WeCom group bot (企业微信群机器人): `msgtype: markdown`, `markdown.content` ≤ 4,096 bytes UTF-8; answers
 *   `{ errcode, errmsg }` (45009: rate limit, 20 messages a minute per bot; -1: busy).
 * - DingTalk robot (钉钉自定义机器人): `msgtype: markdown` with `title` and `text`, signed URL (./signing.ts); body
 *   ≤ 20,000 bytes; answers `{ errcode, errmsg }` (130101: sent too fast, 20 a minute; 310000: bad signature).
 * - Feishu/Lark bot (飞书自定义机器人): `msg_type: interactive` card, `timestamp` + `sign` in the body; request body
 *   ≤ 20 KB; answers `{ code, msg }` (11232: frequency limited; 19021: bad signature or stale timestamp).
 * - Generic webhook: JSON (`webhookPayload`), `X-Hengxi-Signature` (./signing.ts), `Idempotency-Key`; 2xx = done.
 * Every message carries the delivery id as its idempotency key, so a receiver can drop a repeated delivery.
 */
import { readFileSync } from 'node:fs';
import type { DeliveryChannelId, DeliveryConfig } from '../../site-config';
import type { LeadRecord } from '../db-schema';
import { sendEmail } from './email';
import { postJson, retryAfterMs, type HttpAnswer } from './http';
import { dingtalkSignedUrl, feishuSign, hengxiSignature } from './signing';
import { fitToBytes, leadReference, salesSummary, type SalesSummary } from './summary';
import { translator } from '../../../i18n/translator';

export type SendOutcome =
  | { outcome: 'sent'; code: string }
  | { outcome: 'retry'; code: string; retryAfterMs?: number }
  | { outcome: 'refused'; code: string };

/** What a channel is handed for one attempt. */
export interface DeliveryJob {
  /** The delivery's id: its idempotency key, the same on every attempt. */
  id: string;
  lead: LeadRecord;
  attempt: number;
}

export interface DeliveryChannel {
  id: DeliveryChannelId;
  send(job: DeliveryJob): Promise<SendOutcome>;
  close?(): void;
}

/** Documented size limits, in UTF-8 bytes. */
export const channelLimits = { wecomMarkdown: 4096, dingtalkBody: 20_000, feishuBody: 20 * 1024 } as const;

const httpTimeoutMs = 10_000;

/** Full-width stand-ins for the characters the bots' markdown dialects act on (no dialect shares an escape). */
const inert: Record<string, string> = {
  '<': '‹',
  '>': '›',
  '[': '［',
  ']': '］',
  '*': '＊',
  '`': '｀',
  '~': '～',
  '#': '＃',
  '|': '｜',
};

/**
 * Makes a submitted value plain text in every bot's markdown (WeCom, DingTalk, Feishu lark_md): no link, emphasis,
 * strike-through, code, heading, table or font tag can come from a prospect's input. `_` stays (none of the three
 * italicises with it, and e-mail addresses use it).
 */
export function markdownText(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').replace(/[<>[\]*`~#|]/g, (c) => inert[c] ?? c);
}

/** The message as quoted markdown lines (each prefixed `> `), every line's content made inert. */
function quoted(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${markdownText(line)}`)
    .join('\n');
}

/** The line that names the delivery's idempotency key, so a person (or a receiver) can spot a repeated message. */
function footer(summary: SalesSummary, id: string): string {
  return translator(summary.locale, 'leadDelivery')('footer', { key: id });
}

function markdownBody(
  summary: SalesSummary,
  message: string,
  { heading, separator, id }: { heading: boolean; separator: string; id: string },
): string {
  const lines = [
    ...(heading ? [`## ${summary.title}`] : []),
    summary.action,
    ...summary.fields.map(
      (f) => `**${f.label}**：${f.href ? `[${markdownText(f.value)}](${f.href})` : markdownText(f.value)}`,
    ),
    ...(message ? [`**${summary.messageLabel}**：\n${quoted(message)}`] : []),
    footer(summary, id),
  ];
  return lines.join(separator);
}

/** Classifies an HTTP answer whose JSON carries a vendor code (`field`): 0 = sent. */
function vendorOutcome(answer: HttpAnswer, field: 'errcode' | 'code', retryCodes: readonly number[]): SendOutcome {
  if (answer.status === 429 || answer.status === 408 || answer.status >= 500) {
    return {
      outcome: 'retry',
      code: `http ${answer.status}`,
      retryAfterMs: retryAfterMs(answer.headers['retry-after']),
    };
  }
  if (answer.status < 200 || answer.status >= 300) return { outcome: 'refused', code: `http ${answer.status}` };
  let code: number | undefined;
  try {
    const json = JSON.parse(answer.body) as Record<string, unknown>;
    code = Number(json[field] ?? json.StatusCode);
  } catch {
    return { outcome: 'retry', code: 'unreadable answer' };
  }
  if (code === 0) return { outcome: 'sent', code: '0' };
  if (Number.isNaN(code)) return { outcome: 'retry', code: 'unreadable answer' };
  return retryCodes.includes(code)
    ? { outcome: 'retry', code: `${field} ${code}` }
    : { outcome: 'refused', code: `${field} ${code}` };
}

function networkOutcome(error: unknown): SendOutcome {
  return { outcome: 'retry', code: String((error as { code?: string }).code ?? (error as Error).name ?? 'error') };
}

/** Builds the configured channels. `now` is injectable for signatures in tests. */
export function createChannels(
  config: DeliveryConfig,
  { now = () => Date.now() }: { now?: () => number } = {},
): DeliveryChannel[] {
  const ca = config.caFile ? readFileSync(config.caFile) : undefined;
  const post = async (url: string, body: string, headers: Record<string, string> = {}) =>
    postJson(url, body, { headers, timeoutMs: httpTimeoutMs, ca });
  const salesLocale = config.salesLocale;
  const channels: DeliveryChannel[] = [];

  if (config.email) channels.push(sendEmail(config.email, { salesLocale, ca }));

  if (config.wecom) {
    const { url } = config.wecom;
    channels.push({
      id: 'wecom',
      async send({ id, lead }) {
        const summary = salesSummary(lead, salesLocale);
        const render = (m: string) => markdownBody(summary, m, { heading: true, separator: '\n', id });
        const content = fitToBytes(summary.message, channelLimits.wecomMarkdown, render, summary.truncatedNote);
        try {
          const answer = await post(url, JSON.stringify({ msgtype: 'markdown', markdown: { content } }));
          return vendorOutcome(answer, 'errcode', [45009, -1]);
        } catch (error) {
          return networkOutcome(error);
        }
      },
    });
  }

  if (config.dingtalk) {
    const { url, secret } = config.dingtalk;
    channels.push({
      id: 'dingtalk',
      async send({ id, lead }) {
        const summary = salesSummary(lead, salesLocale);
        const render = (m: string) =>
          JSON.stringify({
            msgtype: 'markdown',
            markdown: {
              title: summary.title,
              text: markdownBody(summary, m, { heading: true, separator: '\n\n', id }),
            },
          });
        const body = fitToBytes(summary.message, channelLimits.dingtalkBody, render, summary.truncatedNote);
        try {
          const answer = await post(dingtalkSignedUrl(url, secret, now()), body);
          return vendorOutcome(answer, 'errcode', [130101, -1]);
        } catch (error) {
          return networkOutcome(error);
        }
      },
    });
  }

  if (config.feishu) {
    const { url, secret } = config.feishu;
    channels.push({
      id: 'feishu',
      async send({ id, lead }) {
        const summary = salesSummary(lead, salesLocale);
        const timestamp = Math.floor(now() / 1000);
        const render = (m: string) =>
          JSON.stringify(feishuCard(summary, m, id, timestamp, feishuSign(secret, timestamp)));
        const body = fitToBytes(summary.message, channelLimits.feishuBody, render, summary.truncatedNote);
        try {
          const answer = await post(url, body);
          return vendorOutcome(answer, 'code', [11232]);
        } catch (error) {
          return networkOutcome(error);
        }
      },
    });
  }

  if (config.webhook) {
    const { url, secret } = config.webhook;
    channels.push({
      id: 'webhook',
      async send({ id, lead, attempt }) {
        const body = JSON.stringify(webhookPayload(id, lead));
        const headers = {
          'X-Hengxi-Signature': hengxiSignature(secret, body, Math.floor(now() / 1000)),
          'Idempotency-Key': id,
          'X-Hengxi-Attempt': String(attempt),
        };
        try {
          const answer = await post(url, body, headers);
          if (answer.status >= 200 && answer.status < 300) return { outcome: 'sent', code: `http ${answer.status}` };
          if (answer.status === 429 || answer.status === 408 || answer.status >= 500) {
            return {
              outcome: 'retry',
              code: `http ${answer.status}`,
              retryAfterMs: retryAfterMs(answer.headers['retry-after']),
            };
          }
          return { outcome: 'refused', code: `http ${answer.status}` };
        } catch (error) {
          return networkOutcome(error);
        }
      },
    });
  }
  return channels;
}

/** The Feishu interactive card: a header with the title, the fields two by two, the message, the next step. */
function feishuCard(summary: SalesSummary, message: string, id: string, timestamp: number, sign: string) {
  const md = (content: string) => ({ tag: 'lark_md', content });
  return {
    timestamp: String(timestamp),
    sign,
    msg_type: 'interactive',
    card: {
      config: { wide_screen_mode: true },
      header: {
        template: summary.kind === 'demo' ? 'blue' : 'orange',
        title: { tag: 'plain_text', content: summary.title },
      },
      elements: [
        {
          tag: 'div',
          fields: summary.fields.map((f) => ({
            is_short: true,
            text: md(`**${f.label}**\n${f.href ? `[${markdownText(f.value)}](${f.href})` : markdownText(f.value)}`),
          })),
        },
        ...(message
          ? [
              {
                tag: 'div',
                text: md(`**${summary.messageLabel}**\n${message.split(/\r?\n/).map(markdownText).join('\n')}`),
              },
            ]
          : []),
        { tag: 'note', elements: [{ tag: 'plain_text', content: `${summary.action} ${footer(summary, id)}` }] },
      ],
    },
  };
}

/**
 * The generic webhook's JSON body (documented in docs/leads.md): `id` is the idempotency key (also in the
 * `Idempotency-Key` header); `event` is `lead.demo_requested` or `lead.correction_requested`.
 */
export function webhookPayload(id: string, lead: LeadRecord) {
  return {
    id,
    event: lead.kind === 'correction' ? 'lead.correction_requested' : 'lead.demo_requested',
    lead: {
      id: lead.id,
      reference: leadReference(lead.id),
      kind: lead.kind,
      receivedAt: lead.createdAt,
      locale: lead.locale,
      name: lead.name,
      email: lead.email,
      mobile: lead.mobile,
      ...(lead.kind === 'correction'
        ? { company: lead.subject, part: lead.subjectField }
        : {
            institution: lead.institution,
            institutionType: lead.institutionType,
            role: lead.role,
            services: lead.services,
          }),
      message: lead.message,
    },
  };
}
