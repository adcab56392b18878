import { describe, expect, it } from 'vitest';
import { limits, quickCheck } from '@/lib/leads/fields';
import { validateLead } from '@/lib/leads/schema';
import { validBody } from './support/test-store';

const rules = { required: ['name', 'role', 'institution', 'institutionType'], maxLengths: limits, consent: 'consent' };

describe('the browser’s quick check of a lead form', () => {
  it('reports an empty booking form field by field, as the endpoint does', () => {
    const empty = { name: '', role: '', email: '', mobile: '', institution: '', institutionType: '', consent: false };
    const found = quickCheck(empty, rules);
    expect(found).toEqual({
      name: 'required',
      role: 'required',
      institution: 'required',
      institutionType: 'required',
      email: 'contactRequired',
      mobile: 'contactRequired',
      consent: 'consentRequired',
    });
    const server = validateLead({ ...empty, consent: '' });
    expect(server.ok ? {} : server.errors).toMatchObject(found);
  });

  it('accepts what the endpoint accepts (formatted mainland mobile, trimmed text)', () => {
    const body = validBody({ mobile: '+86 139-1234-5678', email: '' }) as Record<string, string>;
    expect(validateLead(body).ok).toBe(true);
    expect(quickCheck({ ...body, consent: true }, rules)).toEqual({});
  });

  it('refuses a malformed email or mobile, and text over its limit', () => {
    const found = quickCheck(
      {
        name: 'x'.repeat(81),
        role: 'r',
        institution: 'i',
        institutionType: 'bank',
        email: 'li.wei@',
        mobile: '12912345678',
        consent: true,
      },
      rules,
    );
    expect(found).toEqual({ name: 'tooLong', email: 'invalidEmail', mobile: 'invalidMobile' });
    expect(
      quickCheck(
        { name: 'n', role: 'r', institution: 'i', institutionType: 'bank', email: 'a@b', consent: true },
        rules,
      ).email,
    ).toBe('invalidEmail');
  });
});
