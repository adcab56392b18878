/**
 * A fictional PEP and sanctions list (政要 / 制裁名单) generated with the registry (registry seed + `registry` +
 * `watchlist`), for individual KYC screening. 60 of its entries are registry people (some listed under a name written
 * differently: one character changed, or only in pinyin), the other 240 are names composed from the registry's
 * surnames and given names that belong to no registry person. Lists and categories are generic (a fictional
 * "domestic PEP" list, a fictional "sanctions" list); no real list, office or person is named. Ids `W-0001`…
 * English names are the site's one romanisation of the entry's Chinese name (`romanize.ts`), never another person's.
 * The named, versioned lists built on these entries (with entities, aliases, birth dates, regions) are in
 * `lib/screening/lists.ts`.
 */
import { registrySeed } from './keys';
import { romanizeName } from './romanize';
import { seededStream } from './streams';
import type { Registry } from './types';

export interface WatchlistEntry {
  id: string;
  name: string;
  nameEn: string;
  list: 'pep' | 'sanctions';
  /** PEP: the level of the office; sanctions: the programme kind. */
  category: 'pepNational' | 'pepProvincial' | 'pepSoe' | 'pepRelative' | 'sanctionsFinancial' | 'sanctionsTrade';
  birthYear: number;
  /** The registry person an entry was made from (not shown; tests only), or null. */
  personId: string | null;
}

const cache = new WeakMap<Registry, WatchlistEntry[]>();

/** The list (computed once per registry). `birthYearOf` gives a registry person's birth year (from their ID number). */
export function watchlist(registry: Registry, birthYearOf: (personId: string) => number): WatchlistEntry[] {
  let list = cache.get(registry);
  if (list) return list;
  const s = seededStream(registrySeed, 'registry', 'watchlist');
  const people = [...registry.persons.values()];
  const names = new Set(people.map((p) => p.name));
  list = [];
  const categories: WatchlistEntry['category'][] = [
    'pepNational',
    'pepProvincial',
    'pepSoe',
    'pepRelative',
    'sanctionsFinancial',
    'sanctionsTrade',
  ];
  const add = (name: string, nameEn: string, birthYear: number, personId: string | null) => {
    const category = s.pick(categories);
    list!.push({
      id: `W-${String(list!.length + 1).padStart(4, '0')}`,
      name,
      nameEn,
      list: category.startsWith('pep') ? 'pep' : 'sanctions',
      category,
      birthYear,
      personId,
    });
  };
  const used = new Set<string>();
  while (list.length < 60) {
    const p = people[s.int(0, people.length - 1)];
    if (used.has(p.id) || !registry.roles.has(p.id)) continue;
    used.add(p.id);
    const r = s.next();
    const chars = [...p.name];
    // A third are listed under a variant of their name (one given-name character replaced by another person's).
    const variant =
      r < 0.33 && chars.length >= 2
        ? [...chars.slice(0, -1), [...people[s.int(0, people.length - 1)].name].at(-1)!].join('')
        : p.name;
    add(variant, romanizeName(variant), birthYearOf(p.id) + (s.next() < 0.2 ? s.int(-2, 2) : 0), p.id);
  }
  while (list.length < 300) {
    const a = people[s.int(0, people.length - 1)];
    const b = people[s.int(0, people.length - 1)];
    const name = [...a.name][0] + [...b.name].slice(1).join('');
    if (names.has(name) || list.some((x) => x.name === name)) continue;
    add(name, romanizeName(name), s.int(1950, 1995), null);
  }
  cache.set(registry, list);
  return list;
}
