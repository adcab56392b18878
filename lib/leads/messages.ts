/**
 * Localized texts of the demo-request endpoint, read from the same `demoForm` messages as the form, so the API
 * and the UI say the same thing. Works outside Next.js too (scripts, the crash-test server).
 */
import { createTranslator } from 'next-intl';
import en from '../../messages/en-US/demoForm.json';
import zh from '../../messages/zh-CN/demoForm.json';
import { isLocale, routing, type Locale } from '../../i18n/routing';
import { errorMessageKey, limits, type LeadErrors, type LeadField } from './schema';

const catalogs: Record<Locale, typeof zh> = { 'zh-CN': zh, 'en-US': en };

type Values = Record<string, string | number>;
/** Translates a key of the `demoForm` namespace. */
export type LeadTranslate = (key: string, values?: Values) => string;

/** A translator for the `demoForm` namespace in `locale`. */
export function leadTranslator(locale: Locale): LeadTranslate {
  const t = createTranslator({ locale, messages: catalogs[locale], namespace: 'demoForm' });
  return (key, values) => (t as unknown as (k: string, v?: Values) => string)(key, values);
}

/** The best supported locale of an `Accept-Language` header (`zh*` → zh-CN, `en*` → en-US), or `null`. */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return null;
}

/** The first candidate that is a supported locale, else the site's default locale. */
export function pickLocale(...candidates: unknown[]): Locale {
  for (const c of candidates) if (isLocale(c)) return c;
  return routing.defaultLocale;
}

/** The `max` argument of a field's `tooLong` message. */
function maxOf(field: LeadField): number {
  return (limits as Record<string, number>)[field] ?? 0;
}

/** Localized message of one field error. */
export function fieldErrorMessage(t: LeadTranslate, field: LeadField, code: NonNullable<LeadErrors[LeadField]>): string {
  return t(errorMessageKey(field, code), { max: maxOf(field) });
}

/** Localized messages for every field error. */
export function localizeErrors(errors: LeadErrors, locale: Locale): Partial<Record<LeadField, string>> {
  const t = leadTranslator(locale);
  const out: Partial<Record<LeadField, string>> = {};
  for (const [field, code] of Object.entries(errors) as [LeadField, NonNullable<LeadErrors[LeadField]>][]) {
    out[field] = fieldErrorMessage(t, field, code);
  }
  return out;
}
