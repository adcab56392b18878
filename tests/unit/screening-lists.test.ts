import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { entitySource } from '@/lib/entities';
import { getRegistry } from '@/lib/registry';
import { screenRow } from '@/lib/screening';
import { listHitsLabel } from '@/lib/screening/labels';
import { translator } from '@/i18n/translator';
import { romanizeName } from '@/lib/registry/romanize';
import { openApiDocument } from '@/lib/api/openapi';
import { listHitsOf } from '@/lib/facts';
import { companyListHits } from '@/lib/screening/list-hits';
import { listSources, screeningLists, type ListPerson } from '@/lib/screening/lists';
import { handleScreeningLists } from '@/lib/screening/lists-handler';
import { screenName, type ListHit, type NameComponent } from '@/lib/screening/name-screening';
import { hongKongName, latinNameKey, wadeGilesName } from '@/lib/screening/romanisations';

const registry = getRegistry();
const lists = screeningLists(registry);
const persons = lists.flatMap((l) => l.entries).filter((e): e is ListPerson => e.kind === 'person');
const sources = listSources(registry);
// An entry listed under its registry person's own name, with that person's full birth date.
const entry = persons.find((e) => {
  const pid = sources.personOf.get(e.id);
  return pid && registry.persons.get(pid)!.name === e.name && e.birthDate && [...e.name].length === 3;
})!;
const hitOn = (name: string, birthYear: number | null = entry.birthYear) =>
  screenName({ kind: 'person', name, source: 'entered', birthYear }, registry).find((h) => h.entry.id === entry.id);
const method = (h: ListHit | undefined) => (h?.components[0] as NameComponent | undefined)?.method;

describe('screening lists', () => {
  it('are two named, versioned lists of fictional persons and entities, English names from the one romanisation', () => {
    expect(lists.map((l) => [l.id, l.kind])).toEqual([
      ['hx-pep', 'pep'],
      ['hx-sanctions', 'sanctions'],
    ]);
    for (const l of lists) expect(l.version).toMatch(/^\d{4}\.\d+\.\d+$/);
    expect(lists[1].entries.some((e) => e.kind === 'entity')).toBe(true);
    for (const e of persons) {
      expect(e.nameEn).toBe(romanizeName(e.name));
      expect(e.aliases.map((a) => a.system)).toEqual(expect.arrayContaining(['wadeGiles', 'cantonese']));
    }
    expect(new Set(lists.flatMap((l) => l.entries.map((e) => e.id))).size).toBe(persons.length + 40);
  });

  it('romanises in Wade-Giles and Hong Kong Cantonese, and reads ü, Lyu, Lv and Lu alike', () => {
    expect(wadeGilesName('王泽洋')).toBe('Wang Tse-yang');
    expect(wadeGilesName('张学军')).toBe('Chang Hsüeh-chün');
    expect(hongKongName('王泽洋')).toBe('Wong Chak Yeung');
    expect(hongKongName('陈大文')).toBe('Chan Tai Man');
    const keys = ['Lü Zhiqiang', 'LYU Zhi-qiang', 'Lv Zhiqiang', 'lu zhiqiang', 'Lǚ Zhìqiáng'].map(latinNameKey);
    expect(new Set(keys)).toEqual(new Set(['luzhiqiang']));
  });
});

describe('name screening: a stated variant method and an explained strength', () => {
  it('finds the entry under every variant of its name, with the method and the weaker strength of each', () => {
    const exact = hitOn(entry.name)!;
    expect(exact).toMatchObject({ strength: 100, band: 'exact', threshold: 70, screenedName: entry.name });
    expect(exact.components.reduce((s, c) => s + c.points, 0)).toBeCloseTo(100);
    const cases: [string, string, number][] = [
      [entry.aliases.find((a) => a.system === 'traditional')?.name ?? entry.name, 'traditional|exact', 100],
      [entry.nameEn, 'romanisation', 92],
      [entry.nameEn.split(' ').reverse().join(' '), 'romanisation', 92],
      [entry.nameEn.toUpperCase().replace(/ /g, '-'), 'romanisation', 92],
      [pinyin(entry.name, { toneType: 'symbol' }), 'romanisation', 92],
      [entry.aliases.find((a) => a.system === 'wadeGiles')!.name, 'romanisation', 92],
      [entry.aliases.find((a) => a.system === 'cantonese')!.name, 'romanisation', 92],
    ];
    for (const [name, m, strength] of cases) {
      const h = hitOn(name);
      expect(h, name).toBeDefined();
      expect(method(h), name).toMatch(new RegExp(`^(${m})$`));
      expect(h!.strength, name).toBe(strength);
    }
    // A typo in the romanisation is at most possible; so is a homophone or another character in Chinese.
    const typo = hitOn(entry.nameEn.slice(0, -1));
    expect(typo && typo.band).toBe('possible');
    const chars = [...entry.name];
    chars[2] = chars[2] === '明' ? '亮' : '明';
    const other = hitOn(chars.join(''));
    if (other) expect(other.band).toBe('possible');
  });

  it('lowers the strength for a birth-year difference and shows it', () => {
    const one = hitOn(entry.name, entry.birthYear + 1)!;
    expect(one.strength).toBe(90);
    expect(one.components[1]).toMatchObject({ id: 'birth', gapYears: 1, subject: String(entry.birthYear + 1) });
    expect(hitOn(entry.name, entry.birthYear - 10)!.band).toBe('possible');
    expect(hitOn(entry.name, null)!.strength).toBe(90);
    expect(screenName({ kind: 'person', name: '欧阳无名氏', source: 'entered', birthYear: 1970 }, registry)).toEqual(
      [],
    );
  });
});

describe('list hits of registry parties and GET /api/screening-lists', () => {
  it('finds a listed entity’s company and a listed person in a company they serve, with party and role', () => {
    const [entityId, ckey] = [...sources.ckeyOf][0];
    const hits = companyListHits(ckey, registry);
    expect(hits[0]).toMatchObject({ entry: { id: entityId }, strength: 100, party: { id: ckey, roles: ['company'] } });
    const pid = sources.personOf.get(entry.id)!;
    expect(listHitsOf(pid, registry).find((h) => h.entry.id === entry.id)?.band).toBe('exact');
    const company = registry.enterprises.find((e) => e.legalRepId === pid);
    if (company) {
      const h = companyListHits(company.ckey, registry).find((x) => x.entry.id === entry.id)!;
      expect(h.party.roles).toContain('legalRepresentative');
    }
  });

  it('puts the hits of a company and its key persons, with person and role, in its batch-screening row', () => {
    const [entityId, ckey] = [...sources.ckeyOf][0];
    const e = registry.byCkey.get(ckey)!;
    const row = screenRow({ name: e.name, uscc: e.uscc }, 1, entitySource);
    expect(row.flags).toContainEqual(expect.objectContaining({ code: 'sanctionsHit', severity: 'high' }));
    expect(row.verdict).toBe('high');
    expect(row.listHits).toContainEqual(
      expect.objectContaining({ entryId: entityId, party: expect.objectContaining({ roles: ['company'] }) }),
    );
    const pid = sources.personOf.get(entry.id)!;
    const represented = registry.enterprises.find((x) => x.legalRepId === pid);
    if (represented) {
      const r = screenRow({ name: represented.name }, 1, entitySource);
      const hit = r.listHits!.find((h) => h.entryId === entry.id)!;
      expect(hit.party).toMatchObject({ name: entry.name, roles: expect.arrayContaining(['legalRepresentative']) });
      expect(listHitsLabel(translator('zh-CN', 'tryIt'), r)).toContain('法定代表人');
    }
  });

  it('publishes both lists as JSON and CSV, documented in the OpenAPI document', async () => {
    const res = await handleScreeningLists(new Request('http://x/api/screening-lists?locale=en-US'));
    const body = (await res.json()) as { lists: { id: string; name: string; version: string; entries: unknown[] }[] };
    expect(body.lists.map((l) => l.name)).toEqual(['Hengxi sample PEP list', 'Hengxi sample sanctions list']);
    expect(body.lists[0].entries[0]).toHaveProperty('nameEn');
    const csv = await handleScreeningLists(
      new Request('http://x/api/screening-lists?format=csv&list=hx-pep&locale=zh-CN'),
    );
    const text = await csv.text();
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(text.split('\n').filter(Boolean)).toHaveLength(lists[0].entries.length + 1);
    expect(text).toContain('中文名称');
    const bad = await handleScreeningLists(new Request('http://x/api/screening-lists?format=csv&list=ofac'));
    expect(bad.status).toBe(400);
    expect((openApiDocument('t') as { paths: Record<string, unknown> }).paths['/api/screening-lists']).toBeDefined();
  });
});
