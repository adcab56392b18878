/**
 * The demo request's and the correction request's fields, limits, error codes and message keys, and the quick checks
 * the browser runs before sending (issue 28): plain data and functions with no dependency, so the server-rendered
 * forms' enhancement ships none of zod. The endpoint's full rules are in ./schema.ts and ./correction.ts (which
 * re-export these); the quick checks here produce a subset of the same codes, never a code the server would not.
 */

/** Maximum lengths in characters, after trimming. The form uses them as input limits too. */
export const limits = {
  name: 80,
  email: 254,
  mobile: 20,
  institution: 120,
  role: 80,
  message: 1000,
} as const;

/** Fields of a demo request as the form and the endpoint name them. */
export const leadFields = [
  'name',
  'email',
  'mobile',
  'institution',
  'institutionType',
  'role',
  'services',
  'message',
  'consent',
  'marketing',
] as const;
export type LeadField = (typeof leadFields)[number];

/** Every error code validation can produce. */
export const errorCodes = [
  'required',
  'tooLong',
  'invalidType',
  'invalidEmail',
  'invalidMobile',
  'contactRequired',
  'invalidOption',
  'consentRequired',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The codes each field can produce besides the generic `invalidType` (a value of the wrong JSON type, which only
 * a hand-written API call can send). `messages/<locale>/demoForm.json` has one message per pair.
 */
export const fieldErrorCodes = {
  name: ['required', 'tooLong'],
  email: ['invalidEmail', 'tooLong', 'contactRequired'],
  mobile: ['invalidMobile', 'contactRequired'],
  institution: ['required', 'tooLong'],
  institutionType: ['required', 'invalidOption'],
  role: ['required', 'tooLong'],
  services: ['invalidOption'],
  message: ['tooLong'],
  consent: ['consentRequired'],
  marketing: [],
} as const satisfies Record<LeadField, readonly Exclude<ErrorCode, 'invalidType'>[]>;

/** Per-field error codes, as returned by `validateLead` and in the endpoint's 400 answer (`{ errors }`). */
export type LeadErrors = Partial<Record<LeadField, ErrorCode>>;

/** Parts of a company profile a correction request can be about (./correction.ts). */
export const correctionFields = [
  'registration',
  'shareholders',
  'relations',
  'officers',
  'risks',
  'judicial',
  'news',
  'other',
] as const;
export type CorrectionField = (typeof correctionFields)[number];

/** Name of the honeypot field: hidden from people, left empty by them, often filled in by bots. */
export const honeypotField = 'website';

/** Mainland China mobile number, after `normaliseMobile`. */
export const mobileFormat = /^1[3-9]\d{9}$/;

/**
 * Brings a typed mobile number to its 11 digits: drops spaces, dashes, dots and brackets, and a +86 / 0086 / 86
 * country prefix in front of an 11-digit number starting with 1.
 */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s\-().]/g, '').replace(/^(?:\+86|0086|86)(?=1\d{10}$)/, '');
}

/**
 * Message key (inside the `demoForm` namespace) of a field's error code, e.g. `errors.name.required`.
 * `invalidType`, and any code a field does not list in `fieldErrorCodes`, use the generic `errors.invalidType`.
 */
export function errorMessageKey(field: LeadField, code: ErrorCode): string {
  const own = fieldErrorCodes[field] as readonly ErrorCode[];
  return own.includes(code) ? `errors.${field}.${code}` : 'errors.invalidType';
}

/**
 * The localized message of one field error, the same in the form and in the endpoint's 400 answer: `t` translates
 * keys of the `demoForm` namespace (`useTranslations('demoForm')` in the form, `translator(locale, 'demoForm')` on the server);
 * `tooLong` messages get the field's `max`.
 */
export function fieldErrorMessage(
  t: (key: string, values: { max: number }) => string,
  field: LeadField,
  code: ErrorCode,
): string {
  return t(errorMessageKey(field, code), { max: (limits as Record<string, number>)[field] ?? 0 });
}

/** What the browser checks before a request is sent; the endpoint validates everything again (./schema.ts). */
export interface QuickCheckValues {
  [field: string]: string | boolean | undefined;
}

/**
 * An email address as HTML's `type=email` accepts it (WHATWG), with a dot in the domain as the server's rule
 * (zod's `z.email()`) requires; a stricter address the server still refuses comes back as `invalidEmail`.
 */
const emailShape =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * The errors the browser can tell before sending, as error codes per field name: required text (trimmed), too
 * long, email shape, mainland mobile (after `normaliseMobile`), "email or mobile" (`contactRequired` on both) and
 * ticked consent. `required` names the text/select fields that must not be empty; `maxLengths` their limits.
 */
export function quickCheck(
  values: QuickCheckValues,
  rules: { required: readonly string[]; maxLengths?: Readonly<Record<string, number>>; consent?: string },
): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  for (const name of rules.required) if (!text(name)) errors[name] = 'required';
  for (const [name, max] of Object.entries(rules.maxLengths ?? {}))
    if (!errors[name] && text(name).length > max) errors[name] = 'tooLong';
  const email = text('email');
  const mobile = typeof values.mobile === 'string' ? values.mobile : '';
  if (email && !errors.email && !emailShape.test(email)) errors.email = 'invalidEmail';
  if (mobile.trim() && !mobileFormat.test(normaliseMobile(mobile))) errors.mobile = 'invalidMobile';
  if (!email && !mobile.trim()) {
    errors.email = 'contactRequired';
    errors.mobile = 'contactRequired';
  }
  if (rules.consent && values[rules.consent] !== true) errors[rules.consent] = 'consentRequired';
  return errors;
}
