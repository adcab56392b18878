/**
 * Shared plumbing of the "try it" endpoints (statement analysis, screening): locale choice, localized messages from
 * `messages/<locale>/tryIt.json`, JSON answers with `Cache-Control: no-store`, and the mapping of intake errors to
 * HTTP statuses. Works outside Next.js (tests).
 */
import type { Locale } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { formatList, siteFormatter } from '@/lib/format';
import { IntakeError, type IntakeWarning } from '@/lib/intake';
import { apiError, apiJson, apiLocale, bodyLocale, readBodyLimited, readBodyPrefix } from '@/lib/api/errors';

type Values = Record<string, string | number>;

/** The answer's locale: an explicit value (form field or body), else `?locale=`, else `Accept-Language`, else zh-CN. */
export const requestLocale = apiLocale;

/** A JSON answer that is never cached. */
export const json = apiJson;

export { readBodyLimited };

const statusOf: Record<string, number> = {
  tooLarge: 413,
  zipMembers: 413,
  zipUnpacked: 413,
  zipRatio: 413,
  wrongType: 415,
  legacyXls: 415,
  imageNotRead: 415,
  pdfTooManyPages: 413,
  pdfTooManyItems: 413,
  pdfNoText: 422,
  pdfEncrypted: 422,
  corruptPdf: 400,
  unsupportedMedia: 415,
  missingColumns: 422,
  xmlEntities: 422,
  tooComplex: 422,
  busy: 503,
};

/** Stringifies detail values for ICU (arrays as the locale's enumeration: 甲、乙 / A, B). */
function values(details: Record<string, unknown>, locale: Locale): Values {
  const out: Values = {};
  const format = siteFormatter(locale);
  for (const [k, v] of Object.entries(details)) {
    out[k] = Array.isArray(v) ? formatList(format, v.map(String)) : (v as string | number);
  }
  return out;
}

/** `{ error, message, details }` with the status of the error code (400 unless listed above). */
export function errorAnswer(
  code: string,
  locale: Locale,
  details: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Response {
  const t = translator(locale, 'tryIt');
  // `busy` (every reader of this instance at work) asks the client to come back: details.seconds is the wait.
  const headers: Record<string, string> = code === 'busy' ? { 'retry-after': String(details.seconds ?? 5) } : {};
  return apiError(statusOf[code] ?? 400, code, locale, {
    message: t(`intake.errors.${code}`, values(details, locale)),
    details,
    extra,
    headers,
  });
}

/**
 * Reads a `multipart/form-data` upload of at most `maxBodyBytes` — counted as the body arrives, so a chunked body
 * without `Content-Length` is cut off at the limit too: the form and the answer's locale (the form's `locale` field
 * first), or the error answer (415 not multipart, 413 too large, 400 unreadable body).
 */
export async function readUploadForm(request: Request): Promise<{ form: FormData; locale: Locale } | Response> {
  const type = request.headers.get('content-type') ?? '';
  const declaredTooLarge = Number(request.headers.get('content-length') ?? 0) > maxBodyBytes;
  let read: { bytes: Uint8Array; complete: boolean };
  try {
    // A refused body is read only far enough to find the `locale` it asks its answer in (lib/api/errors.ts).
    read = await readBodyPrefix(request, declaredTooLarge ? 64 * 1024 : maxBodyBytes);
  } catch {
    return errorAnswer('malformed', requestLocale(request));
  }
  const locale = requestLocale(request, bodyLocale(read.bytes));
  if (!type.toLowerCase().startsWith('multipart/form-data')) return errorAnswer('unsupportedMedia', locale);
  if (declaredTooLarge || !read.complete) return errorAnswer('tooLarge', locale, { maxMb: 5 });
  try {
    const form = await new Response(read.bytes as BodyInit, { headers: { 'content-type': type } }).formData();
    return { form, locale: requestLocale(request, form.get('locale')) };
  } catch {
    return errorAnswer('malformed', locale);
  }
}

/** The answer for an `IntakeError`; anything else is rethrown. */
export function intakeErrorAnswer(err: unknown, locale: Locale): Response {
  if (err instanceof IntakeError) return errorAnswer(err.code, locale, err.details);
  throw err;
}

/** Localized texts of intake warnings, in order. */
export function warningMessages(warnings: IntakeWarning[], locale: Locale): string[] {
  const t = translator(locale, 'tryIt');
  return warnings.map(({ code, ...rest }) => {
    const v = values(rest, locale);
    if (typeof v.encoding === 'string') v.encoding = v.encoding.toUpperCase();
    return t(`intake.warnings.${code}`, v);
  });
}

/** Upload limit on the whole multipart body: the 5 MB file plus room for the form fields. */
export const maxBodyBytes = 5 * 1024 * 1024 + 64 * 1024;
