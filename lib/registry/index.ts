/**
 * The sample enterprise registry, loaded once per server process.
 *
 * A production server reads the registry and its matcher index from the build's artefact (`artefact.ts`,
 * `.next/registry.json`: parse and index ≈ 0.3–0.5 s); without one for this build (`next dev`, unit tests) it generates
 * them from the fixed seed (≈ 1.5 s CPU). Either way `instrumentation.ts` loads it when the server starts, so the first
 * visitor does not wait; `npm run bench:startup` measures ready time and RSS. Everything in it is fictional sample data.
 */
import { buildId } from '@/lib/build-meta';
import { artefactPath, readArtefact } from './artefact';
import { generateRegistry } from './generate';
import { indexOfCkey, indexOfKycNo, registrySeed } from './keys';
import { Matcher, type SearchHit } from './matcher';
import { registryHolder, type LoadedRegistry } from './slot';
import { corporateDepth } from './store';
import type { Enterprise, Registry } from './types';
import { computeUbo, type OwnershipGraph, type UboEntry } from '@/lib/facts/control';

export type { Enterprise, Person, Registry } from './types';
export type { SearchHit, MatchedOn } from './matcher';
export type { UboEntry } from '@/lib/facts/control';
export { isRegistryLoaded } from './slot';

function loaded(): LoadedRegistry {
  let l = registryHolder.get();
  if (!l) {
    const t = performance.now();
    const artefact = buildId === 'development' ? null : readArtefact(artefactPath(), { buildId, seed: registrySeed });
    l = artefact
      ? { registry: artefact.registry, matcherState: artefact.matcher, source: 'artefact', loadedMs: 0 }
      : { registry: generateRegistry(registrySeed), source: 'generated', loadedMs: 0 };
    l.loadedMs = performance.now() - t;
    registryHolder.set(l);
  }
  return l;
}

/** The registry (loaded on first call). */
export function getRegistry(): Registry {
  return loaded().registry;
}

/**
 * Loads the registry (from the build's artefact, else by generating it) and its matcher index now, so the first
 * visitor does not wait. Returns the time taken in ms and where the registry came from.
 */
export function warmRegistry(): { ms: number; source: 'artefact' | 'generated' } {
  const t = performance.now();
  getMatcher();
  return { ms: performance.now() - t, source: loaded().source };
}

function getMatcher(): Matcher {
  const l = loaded();
  if (!l.matcher) {
    l.matcher = new Matcher(l.registry.enterprises, l.matcherState);
    l.matcherState = undefined;
  }
  return l.matcher;
}

/** The enterprise with this ckey, or undefined. */
export function getEnterprise(ckey: string): Enterprise | undefined {
  if (indexOfCkey(ckey) < 0) return undefined;
  return getRegistry().byCkey.get(ckey);
}

/** The enterprise whose KYC report has this number, or undefined. */
export function enterpriseByKycNo(kycNo: string): Enterprise | undefined {
  const i = indexOfKycNo(kycNo);
  return i < 0 ? undefined : getRegistry().enterprises[i];
}

/**
 * Entity resolution: the registered enterprises that best match a free-text query (a name as typed, a former
 * name, a 字号 with or without its city, pinyin or pinyin initials, traditional characters, an English name, a
 * USCC, or any of these with one character wrong, missing or extra), best first, with a 0–1 score and the form
 * that matched. The query must have passed `validateQuery` (non-empty, ≤ 100 characters, no control characters).
 *
 * @param query the text as the user typed it
 * @param limit how many results at most, 1–50 (default 10)
 */
export function resolveEntity(query: string, limit = 10): SearchHit[] {
  return getMatcher().search(query, limit);
}

/** The registry as an ownership graph for the UBO tracer. */
export function ownershipGraph(registry: Registry = getRegistry()): OwnershipGraph {
  return {
    holders: (ckey) => registry.byCkey.get(ckey)?.shareholders,
    personName: (id) => registry.persons.get(id)?.name ?? id,
    seniorManager: (ckey) => {
      const e = registry.byCkey.get(ckey);
      if (!e) return undefined;
      const gm = e.officers.find((o) => /Gm$/.test(o.role));
      return gm?.personId ?? e.legalRepId;
    },
  };
}

/**
 * UBOs of an enterprise of `registry` (the loaded registry unless given), by the rule of `lib/facts/control.ts`;
 * empty for an unknown ckey.
 */
export function uboOf(ckey: string, registry: Registry = getRegistry()): UboEntry[] {
  return registry.byCkey.has(ckey) ? computeUbo(ownershipGraph(registry), ckey) : [];
}

/** Levels of corporate shareholders above an enterprise (0 = held by people only). */
export function ownershipDepth(ckey: string): number {
  return corporateDepth(getRegistry(), ckey);
}
