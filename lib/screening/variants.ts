/**
 * Generated screening lists for tests and the benchmark: name variants of the known entities (full name, short
 * name, English name in any letter case, USCC with spaces, region + short name, one character dropped or changed)
 * mixed with names that are in no registry. Deterministic for a seed.
 */
import type { ScreeningInput } from './index';

export interface KnownEntity {
  ckey: string;
  name: string;
  shortName: string;
  nameEn: string;
  uscc: string;
}

export interface Variant extends ScreeningInput {
  /** The entity this row should resolve to; null for names that are in no registry. */
  expected: string | null;
}

/** mulberry32 */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fillers = ['澜', '禾', '岫', '砚', '汀', '栖', '翎', '澈'];
const unknownParts = [
  ['南浔', '临汾', '黔东', '崇左', '伊宁'],
  ['织梦', '晋岚', '岩松', '蓝汐', '青柘'],
  ['丝绸', '煤化工', '木业', '茶业', '建材'],
  ['有限公司', '股份有限公司'],
];

/** `count` rows of variants, about one in ten of them unknown names. */
export function screeningVariants(entities: KnownEntity[], count: number, seed = 12): Variant[] {
  const rand = prng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const out: Variant[] = [];
  for (let i = 0; i < count; i += 1) {
    if (rand() < 0.1) {
      out.push({ name: unknownParts.map(pick).join(''), expected: null });
      continue;
    }
    const e = pick(entities);
    const kind = Math.floor(rand() * 8);
    const n = e.name;
    const at = 1 + Math.floor(rand() * (n.length - 6));
    const variants: ScreeningInput[] = [
      { name: n },
      { name: e.shortName },
      { name: e.nameEn.toUpperCase() },
      { name: e.nameEn.toLowerCase() },
      { uscc: `${e.uscc.slice(0, 6)} ${e.uscc.slice(6, 12)} ${e.uscc.slice(12)}`.toLowerCase() },
      { name: n, uscc: e.uscc },
      { name: n.slice(0, at) + n.slice(at + 1) },
      { name: n.slice(0, at) + pick(fillers) + n.slice(at + 1) },
    ];
    out.push({ ...variants[kind], expected: e.ckey });
  }
  return out;
}
