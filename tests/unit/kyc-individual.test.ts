import { describe, expect, it } from 'vitest';
import { ageOn, idCheckChar, parseIdNumber, sampleIdNumber } from '@/lib/kyc/id-number';
import { kycExamples } from '@/lib/kyc/examples';
import { handleKycIndividual, runKycIndividual } from '@/lib/kyc/handler';
import { getRegistry } from '@/lib/registry';
import { idNumberOf, personByIdNumber } from '@/lib/registry/person-ids';
import { openApiDocument } from '@/lib/api/openapi';

const registry = getRegistry();
const post = (body: unknown, locale = 'en-US') =>
  handleKycIndividual(
    new Request('http://x/api/kyc-individual', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    }),
  );

describe('GB 11643 ID numbers', () => {
  it('computes the check character of the standard’s example and rejects a changed one', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(parseIdNumber('11010519491231002X', '2026-11-20')).toMatchObject({
      ok: true,
      id: { birthDate: '1949-12-31', sex: 'female', sample: false },
    });
    expect(parseIdNumber('110105194912310021', '2026-11-20')).toEqual({ ok: false, problem: 'checksum' });
    expect(parseIdNumber('11010519491331002X', '2026-11-20')).toEqual({ ok: false, problem: 'birthDate' });
    expect(parseIdNumber('1101051949123100', '2026-11-20')).toEqual({ ok: false, problem: 'format' });
    expect(parseIdNumber('abc', '2026-11-20')).toEqual({ ok: false, problem: 'format' });
  });

  it('gives every registry person a unique valid number in the never-assigned province 00', () => {
    const seen = new Set<string>();
    for (const p of registry.persons.values()) {
      const n = idNumberOf(p.id, registry)!;
      const parsed = parseIdNumber(n, '2026-11-20');
      expect(parsed.ok && parsed.id.sample).toBe(true);
      expect(seen.has(n)).toBe(false);
      seen.add(n);
      expect(personByIdNumber(n, registry)).toBe(p.id);
    }
    expect(sampleIdNumber('0001', '1980-02-29', 7)).toMatch(/^000001198002290071|^00000119800229007[\dX]$/);
    expect(ageOn('1980-11-21', '2026-11-20')).toBe(45);
    expect(ageOn('1980-11-20', '2026-11-20')).toBe(46);
  });
});

describe('KYC screening: the name entered, and the registry name of the ID number', () => {
  const [listed] = kycExamples(registry, 'zh-CN');
  const pid = personByIdNumber(listed.idNumber, registry)!;
  const person = registry.persons.get(pid)!;
  it('screens both names and says which one each hit was matched on', () => {
    const other = runKycIndividual(pid, 'Li Wei', 'en-US');
    expect(other.identity.nameMatch).toBe('mismatch');
    const fromId = other.screening.hits.find((h) => h.nameSource === 'idNumber')!;
    expect(fromId).toMatchObject({ screenedName: person.name, band: 'exact', threshold: 70 });
    expect(
      other.screening.hits.filter((h) => h.nameSource === 'entered').every((h) => h.screenedName === 'Li Wei'),
    ).toBe(true);
    const en = runKycIndividual(pid, person.nameEn.split(' ').reverse().join(' '), 'en-US');
    const entered = en.screening.hits.find((h) => h.nameSource === 'entered' && h.entry.id === fromId.entry.id)!;
    expect(entered).toMatchObject({
      band: 'strong',
      components: [{ id: 'name', method: 'romanisation' }, { id: 'birth' }],
    });
    expect(en.screening.subjects.map((s) => s.source)).toEqual(['entered', 'idNumber']);
  });
});

describe('POST /api/kyc-individual', () => {
  const [listed, restricted, clean] = kycExamples(registry, 'zh-CN');

  it('checks identity, roles, records and screening of a sample person', async () => {
    const res = await post({ name: listed.name, idNumber: listed.idNumber, consent: true }, 'zh-CN');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ReturnType<typeof runKycIndividual>;
    expect(body.identity).toMatchObject({ checksum: true, nameMatch: 'exact' });
    expect(body.screening.hits[0].strength).toBeGreaterThanOrEqual(90);
    expect(JSON.stringify(body)).not.toContain(listed.idNumber);
    const r = runKycIndividual(personByIdNumber(restricted.idNumber, registry)!, restricted.name, 'zh-CN');
    expect(r.judicial.restrictions).toBeGreaterThan(0);
    expect(r.roles[0].labels).toContain('法定代表人');
    const c = runKycIndividual(personByIdNumber(clean.idNumber, registry)!, clean.name, 'en-US');
    expect(c.screening.hits).toEqual([]);
    expect(c.judicial.restrictions).toBe(0);
    // Three different people under the form (two buttons with one name confused a sales rep's demo).
    expect(new Set([listed.name, restricted.name, clean.name]).size).toBe(3);
    expect(runKycIndividual(personByIdNumber(clean.idNumber, registry)!, '某某', 'en-US').identity.nameMatch).toBe(
      'mismatch',
    );
  });

  it.each([
    [{ consent: false }, 400, 'consent', /consent/],
    [{ idNumber: '12345' }, 400, 'format', /malformed/],
    [{ idNumber: '110105194912310021' }, 400, 'checksum', /check character/],
    [{ idNumber: '11010519491231002X' }, 404, 'realLooking', /real ID number/],
    [{ idNumber: sampleIdNumber('9999', '1970-01-01', 998) }, 404, 'notInRegistry', /No person/],
  ])('answers bad input with a localized 4xx (%#)', async (patch, status, code, message) => {
    const res = await post({ name: '张三', idNumber: clean.idNumber, consent: true, ...patch });
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe(code);
    expect(body.message).toMatch(message);
    expect((openApiDocument('t') as { paths: Record<string, unknown> }).paths['/api/kyc-individual']).toBeDefined();
  });
});
