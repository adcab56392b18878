/**
 * Where a server process keeps its one copy of the loaded registry: a global slot shared by every bundle that loads
 * it (instrumentation, route handlers, pages). Kept in its own module, free of the registry's code, so that the
 * readiness check (`/api/ready`) can ask whether the registry is there without loading the generator with it.
 */
import type { Matcher, MatcherState } from './matcher';
import type { Registry } from './types';

/** The loaded registry, its matcher and where it came from. */
export interface LoadedRegistry {
  registry: Registry;
  matcher?: Matcher;
  /** The matcher index read from the artefact, until the matcher is built from it. */
  matcherState?: MatcherState;
  /** Where the registry came from. */
  source: 'artefact' | 'generated';
  loadedMs: number;
}

const slot = Symbol.for('hengxi.sampleRegistry');
type Holder = { [slot]?: LoadedRegistry };

/** The process-wide holder of the loaded registry. */
export const registryHolder = {
  get: (): LoadedRegistry | undefined => (globalThis as Holder)[slot],
  set: (loaded: LoadedRegistry) => {
    (globalThis as Holder)[slot] = loaded;
  },
};

/** Whether the registry and its search index are loaded in this process (for `/api/ready`). */
export function isRegistryLoaded(): boolean {
  return !!registryHolder.get()?.matcher;
}
