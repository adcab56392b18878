/**
 * Seeded random streams for data generated alongside the registry: one independent stream per (registry seed,
 * company key, stream name), so a new kind of generated data never shifts the numbers of existing records or of
 * another stream (GUIDE: new registry data in new modules with their own seeded streams). FNV-1a over the key,
 * then mulberry32; deterministic across platforms.
 */

/** A stream of uniform numbers in [0, 1) with helpers. */
export interface Stream {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** Approximately normal (sum of 3 uniforms), mean `mean`, standard deviation `sd`. */
  normal(mean: number, sd: number): number;
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The stream of `name` for the company `ckey` of the registry generated from `seed`. */
export function companyStream(seed: number, ckey: string, name: string): Stream {
  let a = fnv1a(`${seed}:${ckey}:${name}`);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    float: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    normal: (mean, sd) => mean + sd * ((next() + next() + next() - 1.5) / 0.5),
  };
}
