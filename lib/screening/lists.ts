/**
 * The two named, versioned fictional screening lists every screening on the site runs against:
 *
 * - `hx-pep` — 衡析示例政要名单 / Hengxi sample PEP list: politically exposed persons (national, provincial, state-owned
 *   enterprise office holders and their relatives);
 * - `hx-sanctions` — 衡析示例制裁名单 / Hengxi sample sanctions list: persons and entities under fictional financial or
 *   trade sanctions.
 *
 * People come from the registry's watch-list (`lib/registry/watchlist.ts`, ids `W-0001`…, split by list); entities
 * (`E-0001`…) are registry companies drawn from their own seeded stream (`screening-entities`). Each person carries
 * aliases as real lists do — the traditional-character form, the Wade-Giles and the Hong Kong Cantonese romanisation
 * (`romanisations.ts`) — a birth year (and the full date when the entry was made from a registry person born that
 * year), nationality and region. Nothing here draws from the registry generator; the lists are computed once per
 * registry. Every name and entry is fictional sample data; no real list, office, person or company is named.
 */
import * as OpenCC from 'opencc-js/cn2t';
import { getRegistry } from '@/lib/registry';
import { registrySeed } from '@/lib/registry/keys';
import { idNumberOf } from '@/lib/registry/person-ids';
import { romanizeName } from '@/lib/registry/romanize';
import { seededStream } from '@/lib/registry/streams';
import type { Registry } from '@/lib/registry/types';
import { cities, cityOf } from '@/lib/registry/vocab';
import { watchlist, type WatchlistEntry } from '@/lib/registry/watchlist';
import { hongKongName, wadeGilesName } from './romanisations';

export type ListId = 'hx-pep' | 'hx-sanctions';
export type ListCategory = WatchlistEntry['category'] | 'sanctionsEntity';

/** An alias of a listed person: another writing of the same name. */
export interface ListAlias {
  system: 'traditional' | 'wadeGiles' | 'cantonese';
  name: string;
}

interface EntryBase {
  id: string;
  listId: ListId;
  /** Chinese name as listed. */
  name: string;
  /** English name: the site's romanisation of `name` (persons) or the registry's English name (entities). */
  nameEn: string;
  category: ListCategory;
  /** Region (city, province) the entry is associated with. */
  region: { zh: string; en: string };
  /** Date the entry was added to the list (ISO). */
  listedOn: string;
}

export interface ListPerson extends EntryBase {
  kind: 'person';
  aliases: ListAlias[];
  birthYear: number;
  /** Full birth date when the list states it (ISO), else null (year only). */
  birthDate: string | null;
  nationality: 'CN';
}

export interface ListEntity extends EntryBase {
  kind: 'entity';
  /** The entity's 统一社会信用代码 as listed. */
  uscc: string;
}

export type ListEntry = ListPerson | ListEntity;

export interface ScreeningList {
  id: ListId;
  version: string;
  /** Date of this version (ISO). */
  date: string;
  kind: 'pep' | 'sanctions';
  entries: ListEntry[];
}

/** Version and date of each list; a new version gets a new number and date here (and a line in docs/screening.md). */
export const listVersions: Record<ListId, { version: string; date: string }> = {
  'hx-pep': { version: '2026.11.1', date: '2026-11-16' },
  'hx-sanctions': { version: '2026.11.2', date: '2026-11-18' },
};

/** Where each entry came from (tests and the facts layer only; never served). */
export interface ListSources {
  personOf: Map<string, string | null>;
  ckeyOf: Map<string, string>;
}

const toTraditional = OpenCC.Converter({ from: 'cn', to: 't' });
const cache = new WeakMap<Registry, { lists: ScreeningList[]; sources: ListSources }>();
const entityCount = 40;

function build(registry: Registry): { lists: ScreeningList[]; sources: ListSources } {
  const s = seededStream(registrySeed, 'registry', 'screening-lists');
  const personOf = new Map<string, string | null>();
  const ckeyOf = new Map<string, string>();
  // A registry person's region: the city of the first company they represent, hold or serve.
  const cityOfPerson = new Map<string, string>();
  for (const e of registry.enterprises) {
    for (const id of [e.legalRepId, ...e.officers.map((o) => o.personId), ...e.shareholders.map((h) => h.id)])
      if (!cityOfPerson.has(id)) cityOfPerson.set(id, e.cityCode);
  }
  const pep: ListEntry[] = [];
  const sanctions: ListEntry[] = [];
  for (const w of watchlist(registry, (id) => Number(idNumberOf(id, registry)!.slice(6, 10)))) {
    const cityCode = (w.personId && cityOfPerson.get(w.personId)) || s.pick(cities).code;
    const city = cityOf(cityCode);
    const idNumber = w.personId ? idNumberOf(w.personId, registry) : null;
    const born = idNumber ? `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}` : null;
    const traditional = toTraditional(w.name);
    const listId: ListId = w.list === 'pep' ? 'hx-pep' : 'hx-sanctions';
    const entry: ListPerson = {
      id: w.id,
      listId,
      kind: 'person',
      name: w.name,
      nameEn: romanizeName(w.name),
      aliases: [
        ...(traditional !== w.name ? [{ system: 'traditional' as const, name: traditional }] : []),
        { system: 'wadeGiles', name: wadeGilesName(w.name) },
        { system: 'cantonese', name: hongKongName(w.name) },
      ],
      category: w.category,
      birthYear: w.birthYear,
      birthDate: born && Number(born.slice(0, 4)) === w.birthYear ? born : null,
      nationality: 'CN',
      region: { zh: `${city.provinceZh === city.zh ? '' : city.provinceZh}${city.zh}`, en: city.en },
      listedOn: s.date('2019-01-01', listVersions[listId].date),
    };
    personOf.set(w.id, w.personId);
    (listId === 'hx-pep' ? pep : sanctions).push(entry);
  }
  const candidates = registry.enterprises.filter((e) => e.pattern !== 'showcase' && e.index > 8);
  const picked = new Set<number>();
  while (picked.size < entityCount) picked.add(s.int(0, candidates.length - 1));
  [...picked]
    .sort((a, b) => a - b)
    .forEach((i, n) => {
      const e = candidates[i];
      const city = cityOf(e.cityCode);
      const id = `E-${String(n + 1).padStart(4, '0')}`;
      ckeyOf.set(id, e.ckey);
      sanctions.push({
        id,
        listId: 'hx-sanctions',
        kind: 'entity',
        name: e.name,
        nameEn: e.nameEn,
        uscc: e.uscc,
        category: 'sanctionsEntity',
        region: { zh: `${city.provinceZh === city.zh ? '' : city.provinceZh}${city.zh}`, en: city.en },
        listedOn: s.date('2019-01-01', listVersions['hx-sanctions'].date),
      });
    });
  const lists: ScreeningList[] = [
    { id: 'hx-pep', kind: 'pep', ...listVersions['hx-pep'], entries: pep },
    { id: 'hx-sanctions', kind: 'sanctions', ...listVersions['hx-sanctions'], entries: sanctions },
  ];
  return { lists, sources: { personOf, ckeyOf } };
}

/** The two lists (computed once per registry). */
export function screeningLists(registry: Registry = getRegistry()): ScreeningList[] {
  let v = cache.get(registry);
  if (!v) {
    v = build(registry);
    cache.set(registry, v);
  }
  return v.lists;
}

/** Which registry person or company each entry was made from (tests and `listHits…` only; never served). */
export function listSources(registry: Registry = getRegistry()): ListSources {
  screeningLists(registry);
  return cache.get(registry)!.sources;
}

/** The version stamp of each list, as records and API answers state it: `[{ id, version, date }]`. */
export function listVersionStamps(): { id: ListId; version: string; date: string }[] {
  return (Object.keys(listVersions) as ListId[]).map((id) => ({ id, ...listVersions[id] }));
}
