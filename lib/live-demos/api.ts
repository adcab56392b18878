/**
 * Shared plumbing of the live-demo endpoints of issue 23 (financial analysis, target clients, decision flow):
 * localized error answers from `messages/<locale>/liveDemos.json`, never a 500 for bad input.
 */
import type { Locale } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { apiError } from '@/lib/api/errors';

/** `{ error, message, details }` with `status`; the message is `liveDemos.<area>.errors.<code>`. */
export function demoError(
  status: number,
  area: string,
  code: string,
  locale: Locale,
  values: Record<string, string | number> = {},
  details?: Record<string, unknown>,
): Response {
  return apiError(status, code, locale, {
    message: translator(locale, 'liveDemos')(`${area}.errors.${code}`, values),
    details,
  });
}
