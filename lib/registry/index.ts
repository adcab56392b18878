/**
 * The sample enterprise registry, loaded once per server process.
 *
 * The registry is generated in memory from the fixed seed on first use (≈ 1 s with the search index on a quiet
 * machine, 2–3 s on the shared 2-core project machine; 40–90 MB; `npm run bench:registry` measures it), and
 * `instrumentation.ts` warms it when the server starts. Generating needs no artefact to keep in sync: the generator
 * is deterministic. Everything in it is fictional sample data.
 */
import { corporateDepth, generateRegistry } from './generate';
import { indexOfCkey, indexOfKycNo, registrySeed } from './keys';
import { Matcher, type SearchHit } from './matcher';
import type { Enterprise, Registry } from './types';
import { computeUbo, type OwnershipGraph, type UboEntry } from './ubo';

export type { Enterprise, Person, Registry } from './types';
export type { SearchHit, MatchedOn } from './matcher';
export type { UboEntry } from './ubo';

interface Loaded {
  registry: Registry;
  matcher?: Matcher;
  loadedMs: number;
}

// One copy per process, shared by every bundle that imports this module (route handlers, pages, instrumentation).
const slot = Symbol.for('hengxi.sampleRegistry');
type Holder = { [slot]?: Loaded };
const holder = globalThis as Holder;

function loaded(): Loaded {
  let l = holder[slot];
  if (!l) {
    const t = performance.now();
    const registry = generateRegistry(registrySeed);
    l = { registry, loadedMs: performance.now() - t };
    holder[slot] = l;
  }
  return l;
}

/** The registry (generated on first call). */
export function getRegistry(): Registry {
  return loaded().registry;
}

/** Generates the registry and builds the matcher's index now, so the first visitor does not wait. Returns ms taken. */
export function warmRegistry(): number {
  const t = performance.now();
  getMatcher();
  return performance.now() - t;
}

/** Whether the registry and its search index are loaded in this process (for `/api/ready`). */
export function isRegistryLoaded(): boolean {
  return !!holder[slot]?.matcher;
}

function getMatcher(): Matcher {
  const l = loaded();
  if (!l.matcher) l.matcher = new Matcher(l.registry.enterprises);
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

/** UBOs of a registry enterprise (see `ubo.ts`); empty for an unknown ckey. */
export function uboOf(ckey: string): UboEntry[] {
  return getEnterprise(ckey) ? computeUbo(ownershipGraph(), ckey) : [];
}

/** Levels of corporate shareholders above an enterprise (0 = held by people only). */
export function ownershipDepth(ckey: string): number {
  return corporateDepth(getRegistry(), ckey);
}
