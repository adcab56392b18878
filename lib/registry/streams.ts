/**
 * Seeded random streams for registry data added after the original generator (`generate.ts`). Each stream is derived
 * from the registry seed, a key (an enterprise's ckey, or a registry-wide name) and a stream name, so new data never
 * draws from the generator's faker instance: existing records stay byte-identical (`registryHash`) and every addition
 * is reproducible on its own, whether the registry was generated or read from the build's artefact.
 */

/** 32-bit FNV-1a hash of a string. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic random source: floats in [0, 1), integers and picks. */
export interface Stream {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An ISO date between two ISO dates, both included. */
  date(from: string, to: string): string;
}

/**
 * The stream for (seed, key, name): mulberry32 seeded with FNV-1a of `seed:key:name`.
 * @param seed the registry seed (`registrySeed`)
 * @param key  an enterprise ckey, or a registry-wide key such as `registry`
 * @param name the stream's name, e.g. `changes`, `phones`, `guarantees`
 */
export function seededStream(seed: number, key: string, name: string): Stream {
  let a = fnv1a(`${seed}:${key}:${name}`);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const day = 86_400_000;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    date(from, to) {
      const a0 = Date.parse(`${from}T00:00:00Z`);
      const b0 = Date.parse(`${to}T00:00:00Z`);
      const days = Math.max(0, Math.floor((b0 - a0) / day));
      return new Date(a0 + Math.floor(next() * (days + 1)) * day).toISOString().slice(0, 10);
    },
  };
}
