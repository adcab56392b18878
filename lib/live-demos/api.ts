/**
 * Shared plumbing of the live-demo endpoints of issue 23 (financial analysis, target clients, decision flow):
 * localized error answers from `messages/<locale>/liveDemos.json`, never a 500 for bad input.
 */
import { plainTranslator } from '@/i18n/plain-translator';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en-US/liveDemos.json';
import zh from '@/messages/zh-CN/liveDemos.json';
import { apiError } from '@/lib/api/errors';

const catalogs: Record<Locale, typeof zh> = { 'zh-CN': zh, 'en-US': en };

export type LiveTranslate = (key: string, values?: Record<string, string | number>) => string;

/** A translator for the `liveDemos` namespace. */
export function liveTranslator(locale: Locale): LiveTranslate {
  return plainTranslator({ locale, messages: catalogs[locale], namespace: 'liveDemos' });
}

/** `{ error, message, details }` with `status`; the message is `liveDemos.<area>.errors.<code>`. */
export function demoError(
  status: number,
  area: string,
  code: string,
  locale: Locale,
  values: Record<string, string | number> = {},
  details?: Record<string, unknown>,
): Response {
  return apiError(status, code, locale, { message: liveTranslator(locale)(`${area}.errors.${code}`, values), details });
}
