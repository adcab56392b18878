/**
 * The demo request: its fields, limits and validation rules, shared by the form (browser) and the endpoint
 * (server) so both accept and refuse exactly the same input.
 *
 * Validation never produces text, only a short error code per field (`{ name: 'required' }`). Codes map to
 * localized messages in `messages/<locale>/demoForm.json` through `errorMessageKey`; the form shows them beside
 * the field and the endpoint returns them in its 400 answer. This module must stay free of server-only imports:
 * the form bundles it.
 */
import { z } from 'zod';
import { serviceSlugs, solutionSlugs, type ServiceSlug, type SolutionSlug } from '../catalog';
import {
  errorCodes,
  leadFields,
  limits,
  mobileFormat,
  normaliseMobile,
  type ErrorCode,
  type LeadErrors,
  type LeadField,
} from './fields';

export {
  errorCodes,
  errorMessageKey,
  fieldErrorCodes,
  fieldErrorMessage,
  honeypotField,
  leadFields,
  limits,
  mobileFormat,
  normaliseMobile,
  type ErrorCode,
  type LeadErrors,
  type LeadField,
} from './fields';

/** Reads a checkbox value from JSON (`true`) or a form post (`on`, `true`, `1`, `yes`); anything else stays as is. */
function toBoolean(value: unknown): unknown {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value === 'string') {
    const s = value.trim().toLowerCase();
    if (['true', 'on', '1', 'yes'].includes(s)) return true;
    if (['false', 'off', '0', 'no', ''].includes(s)) return false;
  }
  return value;
}

const orEmpty = (value: unknown) => (value === undefined || value === null ? '' : value);

function requiredText(max: number) {
  return z.preprocess(
    orEmpty,
    z.string({ error: 'invalidType' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' }),
  );
}

function optionalText(max: number) {
  return z
    .preprocess(orEmpty, z.string({ error: 'invalidType' }).trim().max(max, { error: 'tooLong' }))
    .transform((v) => (v === '' ? null : v));
}

const emailFormat = z.email();

/** One zod schema per field; `validateLead` runs them all so every invalid field is reported at once. */
export const fieldSchemas = {
  name: requiredText(limits.name),
  email: optionalText(limits.email).refine((v) => v === null || emailFormat.safeParse(v).success, {
    error: 'invalidEmail',
  }),
  mobile: z
    .preprocess(orEmpty, z.string({ error: 'invalidType' }).max(limits.mobile, { error: 'invalidMobile' }))
    .transform((v) => normaliseMobile(v))
    .refine((v) => v === '' || mobileFormat.test(v), { error: 'invalidMobile' })
    .transform((v) => (v === '' ? null : v)),
  institution: requiredText(limits.institution),
  institutionType: z.preprocess(
    orEmpty,
    z.enum(solutionSlugs as [SolutionSlug, ...SolutionSlug[]], {
      error: (issue) => (issue.input === '' ? 'required' : 'invalidOption'),
    }),
  ),
  role: requiredText(limits.role),
  services: z
    .preprocess(
      (value) => {
        if (value === undefined || value === null || value === '') return [];
        if (typeof value === 'string')
          return value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
        return value;
      },
      z.array(z.enum(serviceSlugs as [ServiceSlug, ...ServiceSlug[]], { error: 'invalidOption' }), {
        error: 'invalidType',
      }),
    )
    .transform((list) => [...new Set(list)]),
  message: optionalText(limits.message),
  consent: z.preprocess(toBoolean, z.literal(true, { error: 'consentRequired' })),
  marketing: z.preprocess(toBoolean, z.boolean({ error: 'invalidType' })),
} satisfies Record<LeadField, z.ZodType>;

/** A valid demo request, normalised (trimmed text, `null` for empty optional fields, 11-digit mobile). */
export interface DemoRequest {
  name: string;
  email: string | null;
  mobile: string | null;
  institution: string;
  institutionType: SolutionSlug;
  role: string;
  services: ServiceSlug[];
  message: string | null;
  consent: true;
  marketing: boolean;
}

/** The whole request: the field schemas above as one object (unknown keys are dropped). */
const leadSchema = z.object(fieldSchemas);

export type LeadValidation = { ok: true; value: DemoRequest } | { ok: false; errors: LeadErrors };

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/**
 * Validates a demo request (a parsed JSON object or form post). Reports the first problem of every invalid field;
 * when neither an email nor a mobile number is given, both fields get `contactRequired`. Unknown keys are ignored.
 */
export function validateLead(input: Record<string, unknown>): LeadValidation {
  const errors: LeadErrors = {};
  const value: Record<string, unknown> = {};
  for (const field of leadFields) {
    const raw = Object.hasOwn(input, field) ? input[field] : undefined;
    const result = fieldSchemas[field].safeParse(raw);
    if (result.success) {
      value[field] = result.data;
    } else {
      const message = result.error.issues[0]?.message;
      errors[field] = isErrorCode(message) ? message : 'invalidType';
    }
  }
  if (!errors.email && !errors.mobile && !value.email && !value.mobile) {
    errors.email = 'contactRequired';
    errors.mobile = 'contactRequired';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Every field passed above, so the object schema (the same field schemas) gives the typed, normalised request.
  const request: DemoRequest = leadSchema.parse(input);
  return { ok: true, value: request };
}

/** The error code of one field given the whole form's values, or `null` when the field is fine (for the form). */
export function fieldError(field: LeadField, values: Record<string, unknown>): ErrorCode | null {
  const result = validateLead(values);
  return result.ok ? null : (result.errors[field] ?? null);
}

/**
 * Turns a form post (`application/x-www-form-urlencoded`) into the object `validateLead` expects. `services` may
 * be repeated or comma-separated; for any other repeated key the first value counts.
 */
export function fromSearchParams(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    out[key] = key === 'services' ? params.getAll(key).join(',') : params.get(key);
  }
  return out;
}
