/**
 * Client helpers of the "try it" demos: POST a form to an endpoint and read its JSON (or a file) with errors turned
 * into the endpoint's localized message.
 */

export interface ApiError {
  error: string;
  message: string;
  details?: Record<string, unknown>;
  [extra: string]: unknown;
}

export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: ApiError };

/** POSTs a form (multipart) or a JSON string; `null` when the network fails, `'aborted'` when `signal` aborted it. */
async function send(url: string, form: FormData | string, signal?: AbortSignal): Promise<Response | null | 'aborted'> {
  try {
    return await fetch(url, {
      method: 'POST',
      body: form,
      headers: typeof form === 'string' ? { 'content-type': 'application/json' } : undefined,
      signal,
    });
  } catch {
    return signal?.aborted ? 'aborted' : null;
  }
}

/**
 * POSTs and parses the JSON answer; network failures become `{ error: 'network' }` with the given message, and a
 * request aborted through `signal` `{ error: 'aborted' }` (callers that aborted it show nothing).
 */
export async function postForm<T>(
  url: string,
  form: FormData | string,
  messages: { network: string; server: string },
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  const res = await send(url, form, signal);
  if (res === 'aborted') return { ok: false, status: 0, body: { error: 'aborted', message: '' } };
  if (!res) return { ok: false, status: 0, body: { error: 'network', message: messages.network } };
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    return { ok: false, status: res.status, body: { error: 'server', message: messages.server } };
  }
  let body: T | ApiError;
  try {
    body = (await res.json()) as T | ApiError;
  } catch {
    return signal?.aborted
      ? { ok: false, status: 0, body: { error: 'aborted', message: '' } }
      : { ok: false, status: res.status, body: { error: 'server', message: messages.server } };
  }
  return res.ok
    ? { ok: true, status: res.status, body: body as T }
    : { ok: false, status: res.status, body: body as ApiError };
}

/** POSTs and saves the answer as a download when it is a file; otherwise returns the error message. */
export async function postForDownload(
  url: string,
  form: FormData | string,
  fileName: string,
  messages: { network: string; server: string },
): Promise<string | null> {
  const res = await send(url, form);
  if (!res || res === 'aborted') return messages.network;
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      return ((await res.json()) as ApiError).message ?? messages.server;
    } catch {
      return messages.server;
    }
  }
  saveBlob(await res.blob(), fileName);
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
