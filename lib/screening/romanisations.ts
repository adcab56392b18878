/**
 * Other romanisations of a Chinese name, as screening lists carry them as aliases (AKA): Wade-Giles (Taiwan and older
 * documents: 王泽洋 → "Wang Tse-yang") converted syllable by syllable from the site's pinyin (`romanize.ts`), and Hong
 * Kong Government Cantonese romanisation (王泽洋 → "Wong Chak Yeung") converted from the Jyutping of `to-jyutping`.
 * The conversions are the common spelling rules of each system (initials and finals), not a lookup of real people.
 * Also the matching key of Latin-script names: case, spaces, hyphens, apostrophes and tone marks dropped, ü / Lyu / Lv
 * / Lu all read as u.
 */
import { getJyutpingList } from 'to-jyutping';
import { nameSyllables, splitChineseName } from '@/lib/registry/romanize';
import { wadeGilesSyllable } from '@/lib/registry/wade-giles';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A person's name in Wade-Giles: family name, then the given name's syllables joined by hyphens (王泽洋 → "Wang Tse-yang"). */
export function wadeGilesName(chinese: string): string {
  const { family } = splitChineseName(chinese);
  const syl = nameSyllables(chinese).map(wadeGilesSyllable);
  const n = [...family].length;
  return [cap(syl.slice(0, n).join('')), cap(syl.slice(n).join('-'))].filter(Boolean).join(' ');
}

/** Jyutping (tone dropped) → Hong Kong Government romanisation of one syllable: zaak → chak, joeng → yeung, ceoi → chui. */
export function hongKongSyllable(jyutping: string): string {
  const s = jyutping.replace(/\d$/, '');
  const m = /^(gw|kw|ng|[bpmfdtnlgkhwzcsj])?(.*)$/.exec(s)!;
  const ini = m[1] ?? '';
  let fin = m[2];
  if (!fin) return ini === 'ng' ? 'ng' : ini; // 吴 ng, 唔 m
  const finals: Record<string, string> = {
    aa: 'a',
    aai: 'ai',
    aau: 'au',
    aam: 'am',
    aan: 'an',
    aang: 'ang',
    aap: 'ap',
    aat: 'at',
    aak: 'ak',
    ou: 'o',
    oe: 'euh',
    oeng: 'eung',
    oek: 'euk',
    eoi: 'ui',
    eon: 'un',
    eot: 'ut',
    yu: ini === 'j' ? 'u' : 'u',
    yun: 'uen',
    yut: 'uet',
  };
  fin = finals[fin] ?? fin;
  const initials: Record<string, string> = { z: 'ch', c: 'ch', j: 'y', gw: 'kw', b: 'p', d: 't', g: 'k' };
  let head = initials[ini] ?? ini;
  if (ini === 'j' && (fin.startsWith('y') || fin.startsWith('i'))) head = fin.startsWith('i') ? 'y' : '';
  if (ini === 's' && (fin === 'u' || fin === 'ui' || fin === 'un')) head = 'sh';
  if ((ini === 's' || ini === 'z' || ini === 'c') && fin === 'i') return ini === 's' ? 'sze' : 'chi';
  return head + fin;
}

/** A person's name in Hong Kong Cantonese romanisation, every syllable its own word (王泽洋 → "Wong Chak Yeung"). */
export function hongKongName(chinese: string): string {
  return getJyutpingList(chinese.replace(/\s+/g, ''))
    .map(([, jp]) => (jp ? cap(hongKongSyllable(jp.split(' ')[0])) : ''))
    .filter(Boolean)
    .join(' ');
}

export { latinNameKey, latinNameWords } from './latin-key';
