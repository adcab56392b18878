/**
 * The registry artefact: the generated registry and its matcher index, written once by the build
 * (`scripts/build-registry.mts` → `.next/registry.json`, also copied into `.next/standalone/.next/`) and read by
 * each server process at start instead of generating the registry again (issue 10: ready ≤ 2 s after start).
 *
 * It is a cache, never a source: the generator stays the only definition of the registry (same seed → same records,
 * `registryHash`). A server uses the artefact only when it was written by the same build (`buildId`) from the same
 * seed in this format; otherwise — `next dev`, unit tests, a missing or unreadable file — it generates as before.
 * JSON (≈ 16 MB) because `JSON.parse` is the fastest way V8 has to materialise plain records: measured against
 * `v8.deserialize` of the same data, it took a third of the time.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Matcher, MatcherState } from './matcher';
import { indexRegistry } from './store';
import type { Enterprise, Person, Registry } from './types';

/** Bumped whenever the artefact's shape changes; an artefact of another format is ignored. */
export const artefactFormat = 1;

/** What the artefact file holds. */
export interface RegistryArtefact {
  format: number;
  /** The build that wrote it (lib/build-meta `buildId`). */
  buildId: string;
  seed: number;
  /** `registryHash` of the records, for the benchmark and the round-trip test. */
  hash: string;
  enterprises: Enterprise[];
  persons: Person[];
  matcher: MatcherState;
}

/** Where a server looks for the artefact: `.next/registry.json` under its working directory (`next start` and the standalone server both run there). */
export function artefactPath(cwd: string = process.cwd()): string {
  return path.join(cwd, '.next', 'registry.json');
}

/** The artefact of a registry and its matcher, as the JSON text the build writes. */
export function serializeArtefact(registry: Registry, matcher: Matcher, buildId: string, hash: string): string {
  const artefact: RegistryArtefact = {
    format: artefactFormat,
    buildId,
    seed: registry.seed,
    hash,
    enterprises: registry.enterprises,
    persons: [...registry.persons.values()],
    matcher: matcher.state(),
  };
  return JSON.stringify(artefact);
}

/**
 * Reads the artefact at `file` when it belongs to this build and seed: the registry (with its lookup maps) and the
 * matcher state, or null when the file is missing, unreadable, of another format, build or seed.
 */
export function readArtefact(
  file: string,
  expected: { buildId: string; seed: number },
): { registry: Registry; matcher: MatcherState; hash: string } | null {
  if (!existsSync(file)) return null;
  let data: RegistryArtefact;
  try {
    const text = readFileSync(file, 'utf8');
    // The header fields come first (serializeArtefact): another build's file is refused without parsing 16 MB.
    const head = /^\{"format":(\d+),"buildId":"([^"]*)","seed":(\d+),/.exec(text.slice(0, 300));
    if (
      !head ||
      Number(head[1]) !== artefactFormat ||
      head[2] !== expected.buildId ||
      Number(head[3]) !== expected.seed
    )
      return null;
    data = JSON.parse(text) as RegistryArtefact;
  } catch {
    return null;
  }
  if (data.format !== artefactFormat || data.buildId !== expected.buildId || data.seed !== expected.seed) return null;
  const registry = indexRegistry(data.seed, data.enterprises, new Map(data.persons.map((p) => [p.id, p])));
  return { registry, matcher: data.matcher, hash: data.hash };
}
