/**
 * The browser side of the site's JSON endpoints, for the live demos (through `useDemoRequest`): one request, its
 * answer read as JSON or saved as a file, and every failure turned into the endpoint's own localized message
 * (`{ error, message }`, lib/api/errors.ts) or, when there is no such answer, the demos' network / server message.
 */

/** An endpoint's error answer (lib/api/errors.ts): a code, its localized message, and what else the endpoint adds. */
export interface ApiError {
  error: string;
  message: string;
  details?: Record<string, unknown>;
  [extra: string]: unknown;
}

/** The answer of `callApi`: the parsed body of a 2xx, or the error (status 0 when the request never got an answer). */
export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: ApiError };

/** The two messages for failures the endpoint could not word itself (`common.request` in messages/<locale>/common.json). */
export interface RequestTexts {
  /** No answer: the connection dropped or the request was refused before it reached the site. */
  network: string;
  /** An answer that is not the endpoint's JSON (a proxy's error page, a body cut off). */
  server: string;
}

/** A request: GET without `body`; POST with a multipart form, or with a JSON string (sent as `application/json`). */
export interface ApiRequest {
  body?: FormData | string;
  signal?: AbortSignal;
}

/** Sends the request; `null` when the network fails, `'aborted'` when `signal` aborted it. */
async function send(url: string, { body, signal }: ApiRequest): Promise<Response | null | 'aborted'> {
  try {
    return await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      body,
      headers: typeof body === 'string' ? { 'content-type': 'application/json' } : undefined,
      signal,
    });
  } catch {
    return signal?.aborted ? 'aborted' : null;
  }
}

const aborted = { ok: false, status: 0, body: { error: 'aborted', message: '' } } as const;

/**
 * Calls a JSON endpoint and parses its answer. A failure is `{ ok: false }` with the endpoint's error body; with
 * `{ error: 'network' }` (status 0) when no answer came, `{ error: 'server' }` when the answer is not JSON, and
 * `{ error: 'aborted', message: '' }` when `signal` aborted the request (callers that aborted it show nothing).
 */
export async function callApi<T>(url: string, request: ApiRequest, texts: RequestTexts): Promise<ApiResult<T>> {
  const res = await send(url, request);
  if (res === 'aborted') return aborted;
  if (!res) return { ok: false, status: 0, body: { error: 'network', message: texts.network } };
  if (!(res.headers.get('content-type') ?? '').includes('application/json'))
    return { ok: false, status: res.status, body: { error: 'server', message: texts.server } };
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return request.signal?.aborted
      ? aborted
      : { ok: false, status: res.status, body: { error: 'server', message: texts.server } };
  }
  return res.ok
    ? { ok: true, status: res.status, body: body as T }
    : { ok: false, status: res.status, body: body as ApiError };
}

/**
 * Asks an endpoint for a file (PDF, XLSX, CSV) and offers it as a download named `fileName`. Returns `null` once
 * saved, else the message to show: the endpoint's own (a JSON error answer), or the network / server message;
 * `''` when `signal` aborted it.
 */
export async function downloadFile(
  url: string,
  request: ApiRequest,
  fileName: string,
  texts: RequestTexts,
): Promise<string | null> {
  const res = await send(url, request);
  if (res === 'aborted') return '';
  if (!res) return texts.network;
  // A JSON answer is an error unless it is the file itself (an attachment, e.g. a JSON audit record).
  const attachment = (res.headers.get('content-disposition') ?? '').startsWith('attachment');
  if (!res.ok || (!attachment && (res.headers.get('content-type') ?? '').includes('application/json'))) {
    try {
      return ((await res.json()) as ApiError).message || texts.server;
    } catch {
      return texts.server;
    }
  }
  try {
    saveBlob(await res.blob(), fileName);
  } catch {
    return request.signal?.aborted ? '' : texts.network;
  }
  return null;
}

/** Offers `blob` as a download named `name` (the object URL is revoked 30 s later). */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
