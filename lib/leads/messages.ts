/**
 * Localized texts of the demo-request endpoint, read from the same `demoForm` messages as the form, so the API
 * and the UI say the same thing. Works outside Next.js too (scripts, the crash-test server).
 */
import { plainTranslator } from '../../i18n/plain-translator';
import en from '../../messages/en-US/demoForm.json';
import zh from '../../messages/zh-CN/demoForm.json';
import { isLocale, routing, type Locale } from '../../i18n/routing';
import { fieldErrorMessage, type LeadErrors, type LeadField } from './schema';

const catalogs: Record<Locale, typeof zh> = { 'zh-CN': zh, 'en-US': en };

type Values = Record<string, string | number>;
/** Translates a key of the `demoForm` namespace. */
export type LeadTranslate = (key: string, values?: Values) => string;

/** A translator for the `demoForm` namespace in `locale`. */
export function leadTranslator(locale: Locale): LeadTranslate {
  return plainTranslator({ locale, messages: catalogs[locale], namespace: 'demoForm' });
}

/** The first candidate that is a supported locale, else the site's default locale. */
export function pickLocale(...candidates: unknown[]): Locale {
  for (const c of candidates) if (isLocale(c)) return c;
  return routing.defaultLocale;
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
