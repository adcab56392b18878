/**
 * The one door through which the assessment (`assessment.ts`) and every other module ask the PEP and sanctions lists
 * about a registry party: the named, versioned fictional lists of `lib/screening/lists.ts` matched by
 * `lib/screening/name-screening.ts` (strength = name method × 0.8 + birth × 0.2, threshold 70, bands exact / strong /
 * possible). A person is screened by their registry name with the birth date of their sample ID number; an enterprise
 * by its registered name and USCC. No reviewer has decided on these hits: the assessment treats band `exact` as a
 * confirmed match and anything weaker as a possible match an analyst must clear. Results are cached per registry.
 */
import { idNumberOf } from '@/lib/registry/person-ids';
import type { Registry } from '@/lib/registry/types';
import { screenName, type ListHit } from '@/lib/screening/name-screening';

export type { ListHit };

const personCache = new WeakMap<Registry, Map<string, ListHit[]>>();
const entityCache = new WeakMap<Registry, Map<string, ListHit[]>>();

const cached = (
  store: WeakMap<Registry, Map<string, ListHit[]>>,
  registry: Registry,
  key: string,
  make: () => ListHit[],
) => {
  let m = store.get(registry);
  if (!m) store.set(registry, (m = new Map()));
  let v = m.get(key);
  if (v === undefined) m.set(key, (v = make()));
  return v;
};

/** The PEP / sanctions hits of a registry person, strongest first; [] for an unknown id or no hit. */
export function listHitsOf(personId: string, registry: Registry): ListHit[] {
  return cached(personCache, registry, personId, () => {
    const p = registry.persons.get(personId);
    if (!p) return [];
    const n = idNumberOf(personId, registry);
    const birthDate = n ? `${n.slice(6, 10)}-${n.slice(10, 12)}-${n.slice(12, 14)}` : null;
    return screenName({ kind: 'person', name: p.name, source: 'registry', birthDate }, registry);
  });
}

/** The sanctions-entity hits of a registry enterprise (its registered name and USCC), strongest first; [] if none. */
export function entityListHitsOf(ckey: string, registry: Registry): ListHit[] {
  return cached(entityCache, registry, ckey, () => {
    const e = registry.byCkey.get(ckey);
    if (!e) return [];
    return screenName({ kind: 'entity', name: e.name, source: 'registry', uscc: e.uscc }, registry);
  });
}

/** A hit the assessment treats as confirmed: band exact (same name, same birth date or USCC). */
export const isConfirmedHit = (hit: ListHit): boolean => hit.band === 'exact';
