/**
 * The demo-request endpoint as a plain `Request → Response` function, so the Next.js route
 * (app/api/demo-requests/route.ts) and the stand-alone test server run exactly the same code.
 *
 * Order of checks, each with its answer (JSON, `Cache-Control: no-store`, localized `message`):
 *  1. same origin (lib/leads/origin.ts)                   → 403 `forbidden`
 *  2. per-client rate limit, shared (lib/leads/rate-limit.ts) → 429 `rateLimited` + `Retry-After` (seconds)
 *  3. content type: JSON or form-encoded, UTF-8           → 415 `unsupportedMediaType`
 *  4. size: `Content-Length` and the bytes actually read  → 413 `tooLarge` (limit 16 KB)
 *  5. body parses (JSON object / form fields)             → 400 `malformed`
 *  6. honeypot filled                                     → 201 that looks like success; nothing is stored
 *  7. fields valid (lib/leads/schema.ts)                  → 400 `invalid` with `errors: { field: code }`
 *  8. stored durably (committed), with one delivery-outbox row per configured channel in the same transaction
 *                                                        → 201 `{ ok, id, reference }`; on failure 503
 * The response language comes from the body's `locale`, else `?locale=`, else `Accept-Language`.
 * Logs carry the event, status and field names/codes only — never a submitted value or the client's address.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '../../i18n/routing';
import { privacyNoticeVersion as currentNoticeVersion } from '../legal';
import { contact, deliveryEnv, enabledChannels } from '../site-config';
import { wakeDeliveryWorker } from './deliveries/worker';
import { matchAcceptLanguage } from '../../i18n/accept-language';
import { translator } from '../../i18n/translator';
import { localizeErrors, pickLocale } from './messages';
import { bodyLocale, readBodyPrefix } from '../api/errors';
import { checkSameOrigin } from './origin';
import { validateCorrection } from './correction';
import { clientAddress, type RateLimit } from './rate-limit';
import { fromSearchParams, honeypotField, validateLead, type LeadErrors } from './schema';
import type { LeadStore } from './store';

/** Largest accepted body, in bytes. */
export const maxBodyBytes = 16 * 1024;

/** One log line's worth of facts; deliberately no personal data. */
export interface LeadLogEvent {
  event: 'stored' | 'rejected' | 'honeypot' | 'storeFailed';
  status: number;
  reason?: string;
  fields?: Record<string, string>;
  id?: string;
}

export interface HandlerOptions {
  getStore: () => Promise<LeadStore>;
  /** `null` disables the limit (tests only). */
  limiter: RateLimit | null;
  /** Socket address, used when no forwarding header names the client. */
  socketAddress?: string | null;
  /** Extra origins allowed to post (the public site URL). */
  allowedOrigins?: readonly string[];
  privacyNoticeVersion?: string;
  /**
   * `correction`: the body is a data-correction request (lib/leads/correction.ts), stored with kind `correction`;
   * `correctionExists` checks its ckey. Default `demo`.
   */
  kind?: 'demo' | 'correction';
  correctionExists?: (ckey: string) => boolean;
  now?: () => Date;
  log?: (event: LeadLogEvent) => void;
  /** Delivery channels to queue the request for (lib/leads/deliveries/); default: those configured in the environment. */
  channels?: readonly string[];
  /** Called once a request is stored (default: wakes this process's delivery worker). */
  onStored?: () => void;
}

/**
 * The delivery channels configured in the environment. A broken channel configuration (a signed bot without its
 * secret) must not cost the request itself: it is stored without deliveries (export still has it) and the error is
 * logged; the server's start (instrumentation.ts) reports the same error.
 */
function configuredChannels(): string[] {
  try {
    return enabledChannels(deliveryEnv());
  } catch (error) {
    console.error(JSON.stringify({ scope: 'lead-delivery', event: 'configInvalid', error: (error as Error).message }));
    return [];
  }
}

/** Default logger: one JSON line per request on stdout/stderr. */
export function logLeadEvent(event: LeadLogEvent): void {
  const line = JSON.stringify({ scope: 'demo-request', ...event });
  if (event.status >= 500) console.error(line);
  else console.info(line);
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

type BodyKind = 'json' | 'form';

/** `json`, `form`, or `null` for anything else (including a charset other than UTF-8). */
function bodyKind(contentType: string | null): BodyKind | null {
  if (!contentType) return null;
  const [type, ...params] = contentType.split(';').map((s) => s.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return null;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

function parseBody(kind: BodyKind, bytes: Uint8Array): Record<string, unknown> | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (kind === 'form') return fromSearchParams(new URLSearchParams(text));
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    return value as Record<string, unknown>;
  } catch {
    return null;
  }
}

function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}

/** Handles one POST to the demo-request endpoint. Never throws. */
export async function handleDemoRequest(request: Request, options: HandlerOptions): Promise<Response> {
  const log = options.log ?? logLeadEvent;
  const url = new URL(request.url);
  const hintLocale: Locale = pickLocale(
    url.searchParams.get('locale'),
    matchAcceptLanguage(request.headers.get('accept-language')),
  );
  const reject = (
    status: number,
    reason: string,
    locale: Locale,
    extra: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ) => {
    log({ event: 'rejected', status, reason });
    const t = translator(locale, 'demoForm');
    const message =
      reason === 'rateLimited'
        ? t('status.rateLimited', { minutes: Number(extra.minutes ?? 1) })
        : t(`status.${reason}`);
    return json(status, { error: reason, message, ...extra }, headers);
  };

  try {
    // The body is read first (at most 16 KB, counted as it arrives), so that every answer — a refusal included —
    // is in the language its `locale` asks for (docs/api.md); a body over the limit is read only that far.
    const declared = request.headers.get('content-length');
    const declaredOk = declared === null || /^\d+$/.test(declared.trim());
    const declaredTooLarge = declaredOk && declared !== null && Number(declared) > maxBodyBytes;
    const body = await readBodyPrefix(request, maxBodyBytes).catch(() => null);
    const kind = bodyKind(request.headers.get('content-type'));
    const input = body?.complete && kind ? parseBody(kind, body.bytes) : null;
    const locale = pickLocale(input?.locale, body ? bodyLocale(body.bytes) : undefined, hintLocale);

    const origin = checkSameOrigin(request.headers, options.allowedOrigins);
    if (!origin.ok) return reject(403, 'forbidden', locale);

    if (options.limiter) {
      const decision = await options.limiter.hit(clientAddress(request.headers, options.socketAddress));
      if (!decision.allowed) {
        const seconds = decision.retryAfterSeconds;
        return reject(
          429,
          'rateLimited',
          locale,
          { retryAfter: seconds, minutes: Math.ceil(seconds / 60) },
          { 'Retry-After': String(seconds) },
        );
      }
    }

    if (!kind) return reject(415, 'unsupportedMediaType', locale);
    if (!declaredOk) return reject(400, 'malformed', locale);
    if (declaredTooLarge || !body?.complete) return reject(413, 'tooLarge', locale);
    if (!input) return reject(400, 'malformed', locale);

    if (honeypotFilled(input[honeypotField])) {
      log({ event: 'honeypot', status: 201 });
      // Same shape as a real success, so a bot cannot tell it was caught.
      const fake = randomUUID();
      return json(201, {
        ok: true,
        id: fake,
        reference: fake.slice(0, 8).toUpperCase(),
        message: translator(locale, 'demoForm')('success.title'),
      });
    }

    const checked =
      options.kind === 'correction'
        ? validateCorrection(input, options.correctionExists)
        : ((r) => (r.ok ? { ok: true as const, request: r.value, correction: undefined } : r))(validateLead(input));
    if (!checked.ok) {
      log({ event: 'rejected', status: 400, reason: 'invalid', fields: checked.errors as Record<string, string> });
      // Demo-form messages for the shared fields; the correction form words its own fields (ckey, field).
      const shared = Object.fromEntries(
        Object.entries(checked.errors).filter(([f]) => f !== 'ckey' && f !== 'field'),
      ) as LeadErrors;
      return json(400, {
        error: 'invalid',
        message: translator(locale, 'demoForm')('status.invalid'),
        errors: checked.errors,
        messages: localizeErrors(shared, locale),
      });
    }
    const result = { value: checked.request, correction: checked.correction };

    let stored: { id: string };
    try {
      const store = await options.getStore();
      stored = await store.insert({
        request: result.value,
        ...(result.correction ? { correction: result.correction } : {}),
        locale,
        privacyNoticeVersion: options.privacyNoticeVersion ?? currentNoticeVersion,
        receivedAt: options.now?.() ?? new Date(),
        channels: options.channels ?? configuredChannels(),
      });
    } catch (error) {
      log({
        event: 'storeFailed',
        status: 503,
        reason: (error as { code?: string }).code ?? (error as Error).name ?? 'error',
      });
      return json(
        503,
        {
          error: 'unavailable',
          message: translator(locale, 'demoForm')('status.unavailable', { email: contact.email }),
        },
        { 'Retry-After': '30' },
      );
    }
    log({ event: 'stored', status: 201, id: stored.id });
    (options.onStored ?? wakeDeliveryWorker)();
    return json(201, {
      ok: true,
      id: stored.id,
      reference: stored.id.slice(0, 8).toUpperCase(),
      message: translator(locale, 'demoForm')('success.title'),
    });
  } catch (error) {
    // Reading the body failed (client went away) or something unforeseen; nothing was stored.
    log({ event: 'rejected', status: 400, reason: (error as Error).name ?? 'error' });
    return json(400, { error: 'malformed', message: translator(hintLocale, 'demoForm')('status.malformed') });
  }
}
