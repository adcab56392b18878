/**
 * The request and error plumbing of every demo endpoint: `demoError`, the one error answer (risk demos and live demos
 * alike), and `readDemoJson`, reading a JSON body (monitoring, judicial search, KYC, matching, related parties,
 * screening): content type, size, JSON, the answer's locale, then the endpoint's zod schema. Every failure is a 4xx
 * with a localized message (`riskDemos.common.errors.<code>` unless the endpoint names its own), never a 500.
 */
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { apiError, readJsonBody } from '@/lib/api/errors';

/** Largest accepted JSON body: 10,000 lines of 200 characters fit. */
export const maxDemoBodyBytes = 4 * 1024 * 1024;

/**
 * The one error answer of every demo endpoint (risk demos and live demos alike): `apiError`'s
 * `{ error: code, message, details? }` with `status`, the message in `locale` from `key`, a path from the root of the
 * messages (`riskDemos.<area>.errors.<code>`, `liveDemos.<area>.errors.<code>`); default
 * `riskDemos.common.errors.<code>`, the texts every demo shares (empty list, too many rows, malformed body). `values`
 * fill the message's ICU arguments; `details` are sent as machine-readable `details`.
 */
export function demoError(
  status: number,
  code: string,
  locale: Locale,
  opts: {
    key?: `${'riskDemos' | 'liveDemos'}.${string}`;
    values?: Record<string, string | number>;
    details?: Record<string, unknown>;
  } = {},
): Response {
  const key = opts.key ?? `riskDemos.common.errors.${code}`;
  return apiError(status, code, locale, { message: translator(locale)(key, opts.values), details: opts.details });
}

export type DemoParsed<T> =
  { ok: true; data: T; locale: Locale; raw: Record<string, unknown> } | { ok: false; response: Response };

/**
 * Reads and validates a JSON body. `lines` names the array field whose length is checked against `maxRows` first, so
 * an empty or oversized list gets its own message (`empty`, `tooManyRows`) rather than a generic one; `fieldMessages`
 * maps a top-level field to the message key used when that field is invalid.
 */
export async function readDemoJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  opts: { lines?: string; maxRows?: number; fieldMessages?: Record<string, string>; tooManyKey?: string } = {},
): Promise<DemoParsed<z.infer<S>>> {
  const read = await readJsonBody(request, maxDemoBodyBytes, (code, locale) =>
    translator(locale, 'riskDemos')(`common.errors.${code}`, { maxMb: 4 }),
  );
  if (!read.ok) return read;
  const { value: raw } = read;
  const locale = read.locale;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, response: demoError(400, 'invalid', locale) };
  const body = raw as Record<string, unknown>;
  if (opts.lines && opts.maxRows) {
    const list = body[opts.lines];
    if (Array.isArray(list) && list.length > opts.maxRows)
      return {
        ok: false,
        response: demoError(400, 'tooManyRows', locale, {
          values: { rows: list.length, max: opts.maxRows },
          key: opts.tooManyKey ? `riskDemos.${opts.tooManyKey}` : undefined,
        }),
      };
    if (Array.isArray(list) && list.length === 0) return { ok: false, response: demoError(400, 'empty', locale) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (opts.lines && issue?.code === 'too_big' && issue.path[0] === opts.lines && typeof issue.path[1] === 'number') {
      return { ok: false, response: demoError(400, 'valueTooLong', locale, { values: { row: issue.path[1] + 1 } }) };
    }
    const field = typeof issue?.path[0] === 'string' ? opts.fieldMessages?.[issue.path[0]] : undefined;
    if (field) return { ok: false, response: demoError(400, 'invalid', locale, { key: `riskDemos.${field}` }) };
    return { ok: false, response: demoError(400, 'invalid', locale) };
  }
  return { ok: true, data: parsed.data, locale, raw: body };
}
