/**
 * List hits of registry parties — the stable question other modules ask (the customer risk rating in `lib/facts/`,
 * batch screening, the KYC report): "what PEP / sanctions list hits does this registry company or person have?"
 *
 * - A person's hits are the facts layer's `listHitsOf` (registry name, birth date of their sample ID number).
 * - `companyListHits(ckey)` screens the company itself (registered name and USCC, against the entity entries) and its
 *   key persons and owners: the legal representative, the actual controller(s) (实际控制人), the beneficial owners
 *   (受益所有人, with effective ownership %) and every direct shareholder (person or enterprise, with its %). Each hit
 *   says which party it concerns and in which roles, so a rule such as "a sanctions hit on the company, a ≥ 50 % owner
 *   or a controller" reads `party.roles` and `party.ownershipPct`.
 *
 * Hits are those of `screenName` (threshold 70; band exact / strong / possible; components). No reviewer has decided
 * on them: a rule that needs a confirmed match should treat band `exact` as confirmed and anything weaker as a hit to
 * review. Results are cached per registry; both functions are pure over the registry and the lists.
 */
import { companyFacts, entityListHitsOf, listHitsOf, type ListHit } from '@/lib/facts';
import { getRegistry } from '@/lib/registry';
import type { Registry } from '@/lib/registry/types';

/** A party's role towards the company screened. */
export type PartyRole = 'company' | 'legalRepresentative' | 'actualController' | 'ubo' | 'shareholder';

/** A registry party a hit concerns. */
export interface ScreenedParty {
  kind: 'person' | 'enterprise';
  /** Person id (`p…`) or ckey. */
  id: string;
  name: string;
  nameEn: string;
  roles: PartyRole[];
  /** The larger of direct shareholding and effective (UBO) ownership, 0–100; null when the party holds nothing. */
  ownershipPct: number | null;
}

/** A hit with the registry party it concerns. */
export interface PartyListHit extends ListHit {
  party: ScreenedParty;
}

const companyCache = new WeakMap<Registry, Map<string, PartyListHit[]>>();

const cached = <V>(store: WeakMap<Registry, Map<string, V>>, registry: Registry, key: string, make: () => V): V => {
  let m = store.get(registry);
  if (!m) store.set(registry, (m = new Map()));
  let v = m.get(key);
  if (v === undefined) m.set(key, (v = make()));
  return v;
};

/** The parties of a company screened with it (see module doc), the company first; [] for an unknown ckey. */
export function screenedParties(ckey: string, registry: Registry = getRegistry()): ScreenedParty[] {
  const e = registry.byCkey.get(ckey);
  if (!e) return [];
  const parties = new Map<string, ScreenedParty>();
  const add = (kind: ScreenedParty['kind'], id: string, role: PartyRole, pct: number | null = null) => {
    const key = `${kind}:${id}`;
    let p = parties.get(key);
    if (!p) {
      const rec = kind === 'person' ? registry.persons.get(id) : registry.byCkey.get(id);
      if (!rec) return;
      p = { kind, id, name: rec.name, nameEn: rec.nameEn, roles: [], ownershipPct: null };
      parties.set(key, p);
    }
    if (!p.roles.includes(role)) p.roles.push(role);
    if (pct !== null) p.ownershipPct = Math.max(p.ownershipPct ?? 0, pct);
  };
  add('enterprise', e.ckey, 'company');
  add('person', e.legalRepId, 'legalRepresentative');
  // The facts layer's ownership (cached with the company's facts, which batch screening reads anyway).
  const own = companyFacts(e.ckey, registry).ownership;
  for (const c of own.actualControllers) add('person', c.id, 'actualController');
  for (const u of own.ubos) add('person', u.personId, 'ubo', u.pct > 0 ? u.pct : null);
  for (const h of e.shareholders) add(h.kind === 'person' ? 'person' : 'enterprise', h.id, 'shareholder', h.pct);
  return [...parties.values()];
}

/** List hits of a registry company and its key persons and owners, strongest first (see module doc). */
export function companyListHits(ckey: string, registry: Registry = getRegistry()): PartyListHit[] {
  return cached(companyCache, registry, ckey, () => {
    const hits: PartyListHit[] = [];
    for (const party of screenedParties(ckey, registry)) {
      const found = party.kind === 'person' ? listHitsOf(party.id, registry) : entityListHitsOf(party.id, registry);
      for (const h of found) hits.push({ ...h, party });
    }
    return hits.sort((a, b) => b.strength - a.strength || a.entry.id.localeCompare(b.entry.id));
  });
}
