/**
 * A server-rendered form's post (the booking form on /demo, the correction request on company pages; issue 28) run
 * through the very endpoint logic the JSON API uses (./handler.ts: same-origin check, shared per-client rate limit,
 * size limit, honeypot, validation, consent, durable storage), and its answer turned into the state the form renders:
 * the reference on success, or the per-field error codes, a localized message and what was typed.
 *
 * The form arrives as FormData (a React Server Action: multipart without JavaScript, Next's encoding with it); it is
 * re-encoded as `application/x-www-form-urlencoded` (files and Next's `$ACTION…` fields dropped) with the incoming
 * request's headers (Origin, Host, X-Forwarded-For as server/index.mjs rewrote it, Accept-Language), so the handler
 * sees what it would see from a plain HTML form post to /api/demo-requests.
 */
import type { ErrorCode } from './fields';
import type { LeadFormState } from './form-submission-state';
import { handleDemoRequest, type HandlerOptions } from './handler';

export type { LeadFormState } from './form-submission-state';

/** Fields a form may send back to itself (anything else, and every value over 4,000 characters, is not echoed). */
const echoed = [
  'name',
  'email',
  'mobile',
  'institution',
  'institutionType',
  'role',
  'message',
  'field',
  'consent',
  'marketing',
];

/**
 * Runs one form submission. `headers` are the incoming request's; `options` as for the JSON endpoint (store, limiter,
 * kind). Never throws: a handler failure comes back as its localized message with `status: 'refused'`.
 */
export async function submitLeadForm(
  form: FormData,
  headers: Headers,
  options: HandlerOptions,
): Promise<LeadFormState> {
  const params = new URLSearchParams();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !name.startsWith('$ACTION')) params.append(name, value);
  }
  const forwarded = new Headers(headers);
  forwarded.set('content-type', 'application/x-www-form-urlencoded; charset=utf-8');
  forwarded.delete('content-length');
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost';
  const proto = headers.get('x-forwarded-proto') ?? 'http';
  const path = options.kind === 'correction' ? '/api/correction-requests' : '/api/demo-requests';
  let base: URL;
  try {
    base = new URL(path, `${proto}://${host}`);
  } catch {
    base = new URL(path, 'http://localhost');
  }
  // The page's language, for the answers the handler gives before it reads the body (403, 429).
  const locale = params.get('locale');
  if (locale) base.searchParams.set('locale', locale);
  const response = await handleDemoRequest(
    new Request(base, { method: 'POST', headers: forwarded, body: params.toString() }),
    options,
  );
  const answer = (await response.json().catch(() => ({}))) as {
    reference?: unknown;
    errors?: Record<string, ErrorCode>;
    message?: unknown;
  };
  if (response.status === 201)
    return { status: 'sent', reference: typeof answer.reference === 'string' ? answer.reference : '' };

  const values: Record<string, string | string[]> = {};
  for (const name of echoed) {
    const value = params.get(name);
    if (value !== null && value.length <= 4000) values[name] = value;
  }
  values.services = params.getAll('services').filter((s) => s.length <= 64);
  return {
    status: response.status === 400 && answer.errors ? 'invalid' : 'refused',
    message: typeof answer.message === 'string' ? answer.message : '',
    errors: answer.errors ?? {},
    values,
  };
}
