/**
 * The free data-correction request ("这条记录有误？/ Report an error") on every company page (issue 11): who asks
 * (name, email or mobile — the demo request's own field rules), which company (registry ckey), which part of its
 * profile is wrong, what is wrong (required, ≤ 1,000 characters), and consent to the privacy notice. Stored in the
 * demo-request store with `kind = 'correction'` by the same endpoint logic (lib/leads/handler.ts), so validation,
 * consent, rate limit and crash-safety are the demo request's. Safe for the browser bundle (no server imports).
 */
import { z } from 'zod';
import { errorCodes, fieldSchemas, limits, type DemoRequest, type ErrorCode } from './schema';

import { correctionFields, type CorrectionField } from './fields';

export { correctionFields, type CorrectionField } from './fields';

/** Fields of the correction form, as the form and the endpoint name them. */
export const correctionFormFields = ['ckey', 'field', 'message', 'name', 'email', 'mobile', 'consent'] as const;
export type CorrectionFormField = (typeof correctionFormFields)[number];
export type CorrectionErrors = Partial<Record<CorrectionFormField, ErrorCode>>;

const orEmpty = (value: unknown) => (value === undefined || value === null ? '' : value);
const schemas = {
  ckey: z.preprocess(orEmpty, z.string({ error: 'invalidType' }).regex(/^[0-9a-f]{10}$/, { error: 'invalidOption' })),
  field: z.preprocess(
    orEmpty,
    z.enum(correctionFields, { error: (issue) => (issue.input === '' ? 'required' : 'invalidOption') }),
  ),
  message: z.preprocess(
    orEmpty,
    z.string({ error: 'invalidType' }).trim().min(1, { error: 'required' }).max(limits.message, { error: 'tooLong' }),
  ),
  name: fieldSchemas.name,
  email: fieldSchemas.email,
  mobile: fieldSchemas.mobile,
  consent: fieldSchemas.consent,
} satisfies Record<CorrectionFormField, z.ZodType>;

export type CorrectionValidation =
  | { ok: true; request: DemoRequest; correction: { ckey: string; field: CorrectionField } }
  | { ok: false; errors: CorrectionErrors };

/**
 * Validates a correction request; every invalid field is reported (error codes as for demo requests). A valid one
 * comes back as the store's `DemoRequest` shape (institution, type and role empty; no services; no marketing) plus
 * the subject. `exists` checks that the ckey is a registry company (the endpoint passes the registry's check).
 */
export function validateCorrection(
  input: Record<string, unknown>,
  exists: (ckey: string) => boolean = () => true,
): CorrectionValidation {
  const errors: CorrectionErrors = {};
  const value: Record<string, unknown> = {};
  for (const field of correctionFormFields) {
    const result = schemas[field].safeParse(Object.hasOwn(input, field) ? input[field] : undefined);
    if (result.success) value[field] = result.data;
    else {
      const code = result.error.issues[0]?.message;
      errors[field] = (errorCodes as readonly string[]).includes(code ?? '') ? (code as ErrorCode) : 'invalidType';
    }
  }
  if (!errors.ckey && !exists(String(value.ckey))) errors.ckey = 'invalidOption';
  if (!errors.email && !errors.mobile && !value.email && !value.mobile) {
    errors.email = 'contactRequired';
    errors.mobile = 'contactRequired';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const request: DemoRequest = {
    name: value.name as string,
    email: value.email as string | null,
    mobile: value.mobile as string | null,
    institution: '',
    // Not asked of a correction; the column is NOT NULL, so an empty value (never a real solution slug).
    institutionType: '' as DemoRequest['institutionType'],
    role: '',
    services: [],
    message: value.message as string,
    consent: true,
    marketing: false,
  };
  return { ok: true, request, correction: { ckey: value.ckey as string, field: value.field as CorrectionField } };
}
