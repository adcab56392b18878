/**
 * The one error answer of every endpoint under `/api/…` (issue 42): JSON `{ error, message, details? }`,
 * `Content-Type: application/json; charset=utf-8`, `Cache-Control: no-store`, the message in the request's language
 * (`locale` in the body, else `?locale=`, else `Accept-Language`, else zh-CN — docs/api.md).
 *
 * Endpoints with their own wording (a demo's `empty list` message) pass `message`; the protocol-level errors every
 * endpoint shares (404 unknown path, 405 with `Allow`, 413, 415, 429 with `Retry-After`, 403, 400 malformed) take
 * their text from `apiDocs.errors.<code>` in `messages/<locale>/apiDocs.json`, so the API page lists the same words.
 * Works outside Next.js (tests, scripts).
 */
import type { Locale } from '../../i18n/routing';
import { matchAcceptLanguage } from '../../i18n/accept-language';
import { pickLocale } from '../leads/messages';
import { translator } from '../../i18n/translator';

/** The shared error codes, each with its status. */
export const apiErrorStatus = {
  malformed: 400,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  tooLarge: 413,
  unsupportedMedia: 415,
  rateLimited: 429,
} as const;
export type ApiErrorCode = keyof typeof apiErrorStatus;

/** The answer's locale: an explicit value (body or form field), else `?locale=`, else `Accept-Language`, else zh-CN. */
export function apiLocale(request: Request, explicit?: unknown): Locale {
  let query: string | null = null;
  try {
    query = new URL(request.url).searchParams.get('locale');
  } catch {
    // a relative or odd URL carries no locale
  }
  return pickLocale(explicit, query, matchAcceptLanguage(request.headers.get('accept-language')));
}

/** A JSON answer that is never cached (`body` serialised as is). */
export function apiJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export interface ApiErrorOptions {
  /** The endpoint's own localized text; default the shared text of `code` (`apiDocs.errors.<code>`). */
  message?: string;
  /** ICU values of the shared text (`{maxMb}`, `{seconds}`, `{methods}`). */
  values?: Record<string, string | number>;
  /** Machine-readable details (`{ maxMb: 5 }`), sent as `details`. */
  details?: Record<string, unknown>;
  /** Extra top-level fields some endpoints have always sent (`issues`, `errors`, `retryAfter`). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The shared text of a protocol-level error code in `locale`. */
export function apiErrorMessage(code: ApiErrorCode, locale: Locale, values: Record<string, string | number> = {}) {
  return translator(locale, 'apiDocs')(`errors.${code}`, values);
}

/**
 * The error answer: `status` with `{ error: code, message, details? , ...extra }`. A 429 or 503 should carry
 * `Retry-After` (`headers`); `rateLimited()` and `methodNotAllowed()` below add theirs.
 */
export function apiError(status: number, code: string, locale: Locale, opts: ApiErrorOptions = {}): Response {
  const message =
    opts.message ?? (code in apiErrorStatus ? apiErrorMessage(code as ApiErrorCode, locale, opts.values) : code);
  return apiJson(
    status,
    { error: code, message, ...(opts.details ? { details: opts.details } : {}), ...opts.extra },
    opts.headers,
  );
}

/** 429 with `Retry-After` (whole seconds, at least 1) and `retryAfter` in the body. */
export function rateLimited(locale: Locale, retryAfterSeconds: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return apiError(429, 'rateLimited', locale, {
    values: { seconds },
    extra: { retryAfter: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

export const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof httpMethods)[number];
type Handler = (request: Request) => Response;

/** `Allow` of a route implementing `methods` (HEAD with GET, OPTIONS always, as Next answers them). */
export function allowHeader(methods: readonly HttpMethod[]): string {
  const all = new Set<string>([...methods, 'OPTIONS']);
  if (all.has('GET')) all.add('HEAD');
  return [...all].sort().join(', ');
}

/** 405 with `Allow` and the shared text naming the methods the path takes. */
export function methodNotAllowed(request: Request, methods: readonly HttpMethod[]): Response {
  const allow = allowHeader(methods);
  return apiError(405, 'methodNotAllowed', apiLocale(request), {
    values: { methods: allow },
    headers: { allow },
  });
}

/**
 * Handlers for every method a route does not implement, answering the JSON 405 with `Allow` (Next's own answer has an
 * empty body), and `OPTIONS` (204 with the same `Allow`: Next's would list every exported method). A route file
 * exports the ones it lacks: `export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST'])`;
 * HEAD is left to Next where the route has GET. tests/unit/api-errors.test.ts checks every route file does this.
 */
export function otherMethods(methods: readonly HttpMethod[]): Record<HttpMethod, Handler> {
  const refuse: Handler = (request) => methodNotAllowed(request, methods);
  const options: Handler = () => new Response(null, { status: 204, headers: { allow: allowHeader(methods) } });
  return { GET: refuse, HEAD: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: options };
}

/** 404 for a path under `/api/` that no endpoint serves (app/api/[...path]/route.ts). */
export function apiNotFound(request: Request): Response {
  return apiError(404, 'notFound', apiLocale(request));
}

/**
 * The one content-type rule of every JSON endpoint: media type `application/json` exactly (not `application/jsonx`,
 * not `text/json`), with no charset or a UTF-8 one (`charset=utf-16` is refused: the body is read as UTF-8).
 */
export function isJsonContentType(value: string | null | undefined): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(';').map((s) => s.trim().toLowerCase());
  if (type !== 'application/json') return false;
  for (const p of params) {
    const [name, raw = ''] = p.split('=').map((s) => s.trim());
    if (name === 'charset' && !['utf-8', 'utf8'].includes(raw.replace(/^"|"$/g, ''))) return false;
  }
  return true;
}

export type JsonBody = { ok: true; value: unknown; locale: Locale } | { ok: false; response: Response };

/** How much of a refused body is read to find its `locale` (the answer's language) before answering. */
const sniffBytes = 64 * 1024;

/**
 * The `locale` a body asks for, found without parsing it whole (it may be too large, truncated or of the wrong
 * type): a JSON `"locale": "en-US"`, a multipart field `name="locale"` or a form-encoded `locale=en-US`, in the
 * first 64 KB. `undefined` when none is there.
 */
export function bodyLocale(bytes: Uint8Array): Locale | undefined {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, sniffBytes));
  const m =
    /"locale"\s*:\s*"(zh-CN|en-US)"/.exec(text) ??
    /name="locale"\r?\n(?:[^\r\n]+\r?\n)*\r?\n(zh-CN|en-US)\b/.exec(text) ??
    /(?:^|&)locale=(zh-CN|en-US)(?:&|$)/.exec(text);
  return m?.[1] as Locale | undefined;
}

/**
 * Reads a JSON body under the shared rules: 415 unless `isJsonContentType`, 413 over `maxBytes` (declared or
 * counted as read), 400 not UTF-8 or not JSON. `messages` replaces the shared text of a code with the endpoint's own.
 * The answer's locale — refusals included — is the body's `locale` where it has one (`bodyLocale`).
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  messages: (code: 'unsupportedMedia' | 'tooLarge' | 'malformed', locale: Locale) => string | undefined = () =>
    undefined,
): Promise<JsonBody> {
  const maxMb = Math.round((maxBytes / 1024 / 1024) * 100) / 100;
  const fail = (code: 'unsupportedMedia' | 'tooLarge' | 'malformed', bytes: Uint8Array) => {
    const locale = apiLocale(request, bodyLocale(bytes));
    return {
      ok: false as const,
      response: apiError(apiErrorStatus[code], code, locale, {
        message: messages(code, locale),
        values: { maxMb, maxKb: Math.round(maxBytes / 1024) },
      }),
    };
  };
  const declared = Number(request.headers.get('content-length') ?? 0) > maxBytes;
  const read = await readBodyPrefix(request, declared ? Math.min(maxBytes, sniffBytes) : maxBytes).catch(() => null);
  if (!read) return fail('malformed', new Uint8Array());
  if (!isJsonContentType(request.headers.get('content-type'))) return fail('unsupportedMedia', read.bytes);
  if (declared || !read.complete) return fail('tooLarge', read.bytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
  } catch {
    return fail('malformed', read.bytes);
  }
  const explicit = value && typeof value === 'object' && 'locale' in value ? value.locale : undefined;
  return { ok: true, value, locale: apiLocale(request, explicit) };
}

/**
 * The first `limit` bytes of the request's body, counted as they arrive whether or not `Content-Length` was sent;
 * `complete` is false when the body was longer (the rest is not read).
 */
export async function readBodyPrefix(
  request: Request,
  limit: number,
): Promise<{ bytes: Uint8Array; complete: boolean }> {
  if (!request.body) return { bytes: new Uint8Array(), complete: true };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > limit) {
      chunks.push(value.subarray(0, limit - size));
      await reader.cancel().catch(() => undefined);
      return { bytes: Buffer.concat(chunks, limit), complete: false };
    }
    size += value.byteLength;
    chunks.push(value);
  }
  return { bytes: Buffer.concat(chunks, size), complete: true };
}

/**
 * The request's body, read up to `limit` bytes whether or not `Content-Length` was sent (a chunked body is counted
 * as it arrives and the read stops at the limit): the bytes, or `null` when the body is larger.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const { bytes, complete } = await readBodyPrefix(request, limit);
  return complete ? bytes : null;
}
