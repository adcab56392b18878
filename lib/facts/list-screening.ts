/**
 * The one door through which the assessment (`assessment.ts`) screens a person against the PEP and sanctions lists.
 * Today the lists are the registry's fictional watchlist (`lib/registry/watchlist.ts`) and the matching is the
 * individual KYC's fuzzy screening (`lib/kyc/screen.ts`: name, pinyin, year of birth); when the named, versioned lists
 * land, only this file changes. Results are cached per registry and person.
 */
import { screenPerson } from '@/lib/kyc/screen';
import { idNumberOf } from '@/lib/registry/person-ids';
import type { Registry } from '@/lib/registry/types';
import { watchlist } from '@/lib/registry/watchlist';

/** A list hit of one person: which list, the entry, and whether it is confirmed or only possible. */
export interface ListHit {
  personId: string;
  list: 'pep' | 'sanctions';
  /** The list entry's id (`W-0001`…), cited as `watchlist/<id>`. */
  entryId: string;
  /** 0–100 match strength. */
  strength: number;
  /**
   * Confirmed: the same name written the same way and the same year of birth (the identifiers the lists carry);
   * anything weaker above the reporting threshold is a possible match an analyst must clear.
   */
  confirmed: boolean;
}

/** Identifier of the lists screened (shown beside the rule version). */
export const listScreeningSource = 'watchlist-sample';

const cache = new WeakMap<Registry, Map<string, ListHit[]>>();

/** The PEP / sanctions hits of a registry person (strongest first per list; may be empty). */
export function listHitsOf(personId: string, registry: Registry): ListHit[] {
  let m = cache.get(registry);
  if (!m) cache.set(registry, (m = new Map()));
  const hit = m.get(personId);
  if (hit) return hit;
  const p = registry.persons.get(personId);
  const number = idNumberOf(personId, registry);
  let out: ListHit[] = [];
  if (p && number) {
    const list = watchlist(registry, (id) => Number(idNumberOf(id, registry)!.slice(6, 10)));
    const birthYear = Number(number.slice(6, 10));
    out = screenPerson({ name: p.name, nameEn: p.nameEn, birthYear }, list).map((h) => ({
      personId,
      list: h.entry.list,
      entryId: h.entry.id,
      strength: h.strength,
      confirmed: h.matchTypes.includes('exactName') && h.matchTypes.includes('birthYearMatch'),
    }));
  }
  m.set(personId, out);
  return out;
}
