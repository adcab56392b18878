import { describe, expect, it } from 'vitest';
import { ageOn, idCheckChar, parseIdNumber, sampleIdNumber } from '@/lib/kyc/id-number';
import { kycExamples } from '@/lib/kyc/examples';
import { handleKycIndividual, registryWatchlist, runKycIndividual } from '@/lib/kyc/handler';
import { screenPerson } from '@/lib/kyc/screen';
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

describe('PEP / sanctions screening', () => {
  const list = registryWatchlist(registry);
  it('scores an exact name with the same birth year above a name variation, and ignores other names', () => {
    const entry = list.find((e) => e.personId && registry.persons.get(e.personId)!.name === e.name)!;
    const p = registry.persons.get(entry.personId!)!;
    const exact = screenPerson({ name: p.name, nameEn: p.nameEn, birthYear: entry.birthYear }, list).find(
      (h) => h.entry.id === entry.id,
    )!;
    expect(exact.matchTypes).toEqual(expect.arrayContaining(['exactName', 'birthYearMatch']));
    expect(exact.strength).toBe(100);
    const chars = [...p.name];
    chars[chars.length - 1] = chars.at(-1) === '明' ? '亮' : '明';
    const variant = screenPerson({ name: chars.join(''), nameEn: 'Zzz Qqq', birthYear: entry.birthYear }, list).find(
      (h) => h.entry.id === entry.id,
    );
    if (variant) {
      expect(variant.matchTypes).toContain('nameVariation');
      expect(variant.strength).toBeLessThan(100);
    }
    const far = screenPerson({ name: p.name, nameEn: p.nameEn, birthYear: entry.birthYear + 30 }, list).find(
      (h) => h.entry.id === entry.id,
    );
    expect(far?.strength ?? 0).toBeLessThan(exact.strength);
    expect(screenPerson({ name: '欧阳无名氏', nameEn: 'Ouyang Wumingshi', birthYear: 1970 }, list)).toEqual([]);
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
    const c = runKycIndividual(personByIdNumber(clean.idNumber, registry)!, '某某', 'en-US');
    expect(c.screening.hits).toEqual([]);
    expect(c.judicial.restrictions).toBe(0);
    // Three different people under the form (two buttons with one name confused a sales rep's demo).
    expect(new Set([listed.name, restricted.name, clean.name]).size).toBe(3);
    expect(c.identity.nameMatch).toBe('mismatch');
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
