import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/registry';
import { consumptionRestrictions } from '@/lib/registry/restrictions';
import { findPersons, litigationRows, litigationSummary, personCompanies } from '@/lib/judicial';
import { judicialExamples } from '@/lib/judicial/examples';
import { handleJudicial, handleJudicialPdf, runJudicial } from '@/lib/judicial/handler';
import { openApiDocument } from '@/lib/api/openapi';

const registry = getRegistry();
const post = (body: unknown, locale = 'en-US', handler = handleJudicial) =>
  handler(
    new Request('http://x/api/judicial', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    }),
  );

describe('litigation search', () => {
  it('lists every record of a company with its citation, and sums open exposure as defendant', () => {
    const e = registry.enterprises.find(
      (x) => x.judicial.some((j) => j.role === 'defendant' && j.status === 'pending') && x.enforcement.length > 0,
    )!;
    const rows = litigationRows(e);
    expect(rows).toHaveLength(
      e.judicial.length + e.enforcement.length + e.dishonest.length + consumptionRestrictions(e).length,
    );
    for (const r of rows) expect(r.id).toMatch(new RegExp(`^${e.ckey}/[jxdc]\\d+$`));
    const s = litigationSummary(e);
    const expected =
      e.judicial
        .filter((j) => j.role === 'defendant' && (j.status === 'pending' || j.status === 'ongoing'))
        .reduce((a, j) => a + j.amount, 0) +
      e.enforcement.reduce((a, x) => a + Math.round((x.amount * (100 - x.performedPct)) / 100), 0);
    expect(s.openExposureDefendant).toBe(expected);
    expect(s.byYear.reduce((a, y) => a + y.count, 0)).toBe(e.judicial.length);
  });

  it('restricts consumption only after an enforcement performed below 30 %, naming the legal representative', () => {
    let n = 0;
    for (const e of registry.enterprises) {
      for (const c of consumptionRestrictions(e)) {
        const x = e.enforcement.find((y) => y.id === c.enforcementId)!;
        expect(x.performedPct).toBeLessThan(30);
        expect(c.date > x.date).toBe(true);
        expect(c.personId).toBe(e.legalRepId);
        n++;
      }
    }
    expect(n).toBeGreaterThan(50);
  });

  it('finds a person, their roles, and the records of the companies they represent', () => {
    const e = registry.enterprises.find(
      (x) =>
        consumptionRestrictions(x).length > 0 &&
        findPersons(registry.persons.get(x.legalRepId)!.name, registry).length === 1,
    )!;
    const person = registry.persons.get(e.legalRepId)!;
    const r = runJudicial({ query: person.name }, 'zh-CN')!;
    expect(r.kind).toBe('person');
    expect(r.person!.roles.find((x) => x.ckey === e.ckey)!.labels).toContain('法定代表人');
    expect(r.person!.restrictions.length).toBeGreaterThan(0);
    expect(r.person!.companies.map((c) => c.ckey)).toContain(e.ckey);
    expect(personCompanies(person.id, registry).find((c) => c.ckey === e.ckey)!.representsOrControls).toBe(true);
  });

  it('asks which one when several people share a name', () => {
    const [, , shared] = judicialExamples(registry, 'zh-CN');
    const r = runJudicial({ query: shared }, 'zh-CN')!;
    expect(r.kind).toBe('candidates');
    expect(r.candidates!.persons.length).toBeGreaterThanOrEqual(3);
  });

  it('answers a company by USCC, and 404 / 400 with localized messages for nothing found, empty and too long', async () => {
    const e = registry.enterprises[42];
    const ok = (await (await post({ query: e.uscc })).json()) as { kind: string; company: { ckey: string } };
    expect(ok.company.ckey).toBe(e.ckey);
    const none = await post({ query: '完全不存在的某某某公司' }, 'zh-CN');
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toContain('示例登记库中没有');
    const empty = await post({ query: ' ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toContain('Enter a company name');
    const long = await post({ query: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toContain('at most 100');
  });

  it('exports a PDF and is described in the OpenAPI document', async () => {
    const res = await post({ ckey: registry.enterprises[42].ckey }, 'zh-CN', handleJudicialPdf);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const doc = openApiDocument('t') as { paths: Record<string, unknown> };
    expect(doc.paths['/api/judicial']).toBeDefined();
  });
});
