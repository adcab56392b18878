import { describe, expect, it } from 'vitest';
import en from '@/messages/en-US/demoForm.json';
import zh from '@/messages/zh-CN/demoForm.json';
import { localizeErrors } from '@/lib/leads/messages';
import {
  errorMessageKey,
  fieldErrorCodes,
  leadFields,
  normaliseMobile,
  validateLead,
  type ErrorCode,
} from '@/lib/leads/schema';
import { validBody } from './support/test-store';

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('demo request schema', () => {
  it('accepts a valid request and normalises it', () => {
    const result = validateLead(
      validBody({
        name: '  王明  ',
        email: '',
        mobile: '+86 139-1234-5678',
        services: 'exactMatch,riskWarning,exactMatch',
        consent: 'on',
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.name).toBe('王明');
    expect(result.value.email).toBeNull();
    expect(result.value.mobile).toBe('13912345678');
    expect(result.value.services).toEqual(['exactMatch', 'riskWarning']);
    expect(result.value.consent).toBe(true);
  });

  it('accepts email only or mobile only, and refuses neither', () => {
    expect(validateLead(validBody({ mobile: '' })).ok).toBe(true);
    expect(validateLead(validBody({ email: '' })).ok).toBe(true);
    expect(validateLead(validBody({ email: '', mobile: ' ' }))).toEqual({
      ok: false,
      errors: { email: 'contactRequired', mobile: 'contactRequired' },
    });
  });

  it.each([
    ['13800000000', true],
    ['19912345678', true],
    ['8613912345678', true],
    ['12912345678', false],
    ['1391234567', false],
    ['139123456789', false],
    ['23912345678', false],
  ])('mobile %s valid=%s', (mobile, ok) => {
    expect(validateLead(validBody({ mobile })).ok).toBe(ok);
  });

  it('normalises spacing and the +86 prefix only', () => {
    expect(normaliseMobile('139 1234 5678')).toBe('13912345678');
    expect(normaliseMobile('0086-139-1234-5678')).toBe('13912345678');
    expect(normaliseMobile('86123')).toBe('86123');
  });

  it('reports every invalid field at once', () => {
    const result = validateLead({
      name: 7,
      email: 'x@',
      institutionType: 'bank2',
      services: ['nope'],
      consent: false,
      marketing: 'maybe',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'invalidType',
        email: 'invalidEmail',
        institution: 'required',
        institutionType: 'invalidOption',
        role: 'required',
        services: 'invalidOption',
        consent: 'consentRequired',
        marketing: 'invalidType',
      },
    });
  });

  it('has a non-empty message for every field/code pair in both locales', () => {
    for (const field of leadFields) {
      const codes: ErrorCode[] = [...fieldErrorCodes[field], 'invalidType'];
      for (const code of codes) {
        const key = `demoForm.${errorMessageKey(field, code)}`;
        for (const messages of [zh, en]) {
          const text = lookup(messages, key);
          expect(typeof text === 'string' && text.trim().length > 0, `${key} missing`).toBe(true);
        }
      }
    }
  });

  it('localizes error codes in both languages with their limits', () => {
    expect(localizeErrors({ name: 'tooLong', consent: 'consentRequired' }, 'en-US')).toEqual({
      name: 'Keep your name to 80 characters or fewer.',
      consent: en.demoForm.errors.consent.consentRequired,
    });
    expect(localizeErrors({ name: 'tooLong' }, 'zh-CN')).toEqual({ name: '姓名不超过 80 个字符。' });
  });
});
