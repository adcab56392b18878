/**
 * Localized texts of the demo-request endpoint, read from the same `demoForm` messages as the form, so the API
 * and the UI say the same thing. Works outside Next.js too (scripts, the crash-test server).
 */
import { isLocale, routing, type Locale } from '../../i18n/routing';
import { translator } from '../../i18n/translator';
import { fieldErrorMessage, type LeadErrors, type LeadField } from './schema';

/** The first candidate that is a supported locale, else the site's default locale. */
export function pickLocale(...candidates: unknown[]): Locale {
  for (const c of candidates) if (isLocale(c)) return c;
  return routing.defaultLocale;
}

/** Localized messages for every field error. */
export function localizeErrors(errors: LeadErrors, locale: Locale): Partial<Record<LeadField, string>> {
  const t = translator(locale, 'demoForm');
  const out: Partial<Record<LeadField, string>> = {};
  for (const [field, code] of Object.entries(errors) as [LeadField, NonNullable<LeadErrors[LeadField]>][]) {
    out[field] = fieldErrorMessage(t, field, code);
  }
  return out;
}
