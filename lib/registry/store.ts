/**
 * The registry's lookup maps, its fingerprint and its ownership depth: what a registry needs once its records exist,
 * whether they were just generated (`generate.ts`) or read from the build's artefact (`artefact.ts`). Kept apart from
 * the generator, so the artefact reader does not depend on faker or pinyin-pro.
 */
import { createHash } from 'node:crypto';
import type { OfficerRole } from '@/lib/sample-data/companies';
import type { Enterprise, Person, Registry } from './types';

/** Builds the lookup maps of a registry from its records. */
export function indexRegistry(seed: number, enterprises: Enterprise[], persons: Map<string, Person>): Registry {
  const byCkey = new Map(enterprises.map((e) => [e.ckey, e]));
  const investments = new Map<string, { ckey: string; pct: number }[]>();
  const roles = new Map<string, { ckey: string; role: OfficerRole }[]>();
  for (const e of enterprises) {
    for (const h of e.shareholders) {
      const list = investments.get(h.id) ?? [];
      list.push({ ckey: e.ckey, pct: h.pct });
      investments.set(h.id, list);
    }
    for (const o of e.officers) {
      const list = roles.get(o.personId) ?? [];
      list.push({ ckey: e.ckey, role: o.role });
      roles.set(o.personId, list);
    }
  }
  return { seed, enterprises, persons, byCkey, investments, roles };
}

/** SHA-256 of the registry's records (enterprises and persons), for the determinism test and the benchmark. */
export function registryHash(registry: Registry): string {
  const h = createHash('sha256');
  for (const e of registry.enterprises) h.update(JSON.stringify(e));
  for (const p of registry.persons.values()) h.update(JSON.stringify(p));
  return h.digest('hex');
}

/**
 * Levels of corporate shareholders above an enterprise: the longest chain of enterprise holders without repeating
 * one (0 = held by people only).
 */
export function corporateDepth(registry: Registry, ckey: string, seen: Set<string> = new Set()): number {
  const e = registry.byCkey.get(ckey);
  if (!e) return 0;
  seen.add(ckey);
  let best = 0;
  for (const h of e.shareholders) {
    if (h.kind !== 'enterprise' || seen.has(h.id)) continue;
    best = Math.max(best, 1 + corporateDepth(registry, h.id, seen));
  }
  seen.delete(ckey);
  return best;
}
