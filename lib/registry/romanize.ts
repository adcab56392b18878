/**
 * The one romanisation of Chinese names used across the site: registry people's English names, the pinyin part (字号)
 * of every company's English name, and the screening lists' entries. Hanyu Pinyin from `pinyin-pro` (surname mode for
 * a person's family name, so 单/曾/区 read as surnames), tone marks dropped, ü kept (吕 → Lü, 女 → nü), one word for the
 * family name and one for the given name ("Sima Hua", "Lü Zhiqiang"). Pure, memoised, no randomness: the registry
 * generator calls it without drawing anything.
 */
import { pinyin } from 'pinyin-pro';

/** Family names of two characters (复姓) of the registry's name pool; a name of 3+ characters starting with one is split after it. */
export const compoundSurnames = [
  '上官',
  '令狐',
  '司徒',
  '司马',
  '夏侯',
  '尉迟',
  '慕容',
  '欧阳',
  '申屠',
  '皇甫',
  '诸葛',
  '长孙',
  '东方',
  '公孙',
  '宇文',
  '端木',
  '南宫',
  '独孤',
] as const;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Caches a pure string function (pinyin is the generator's main cost; names repeat their parts a lot). */
export function memo<T>(fn: (s: string) => T): (s: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    let v = cache.get(s);
    if (v === undefined) {
      v = fn(s);
      cache.set(s, v);
    }
    return v;
  };
}

/** A Chinese person's name split into family name and given name (复姓 recognised; a 1-character name is all family name). */
export function splitChineseName(name: string): { family: string; given: string } {
  const chars = [...name.replace(/\s+/g, '')];
  const head2 = chars.slice(0, 2).join('');
  const n = chars.length >= 3 && (compoundSurnames as readonly string[]).includes(head2) ? 2 : 1;
  return { family: chars.slice(0, n).join(''), given: chars.slice(n).join('') };
}

/** Toneless pinyin syllables of a person's name, ü kept, family name read in surname mode: 吕志强 → [lü, zhi, qiang]. */
export const nameSyllables = memo((name: string): string[] =>
  pinyin(name.replace(/\s+/g, ''), { toneType: 'none', type: 'array', surname: 'head' }),
);

/**
 * A person's English name from the Chinese: "Family Given" in pinyin (吕志强 → "Lü Zhiqiang", 司马华 → "Sima Hua").
 * Text without Chinese characters is returned as given (trimmed).
 */
export const romanizeName = memo((name: string): string => {
  const zh = name.replace(/\s+/g, '');
  if (!/\p{Script=Han}/u.test(zh)) return name.trim();
  const { family } = splitChineseName(zh);
  const syl = nameSyllables(zh);
  const n = [...family].length;
  return [cap(syl.slice(0, n).join('')), cap(syl.slice(n).join(''))].filter(Boolean).join(' ');
});

/** Toneless pinyin syllables of a trade name (字号), ü kept, read as a whole (context-aware for polyphones). */
export const tradeNameSyllables = memo((text: string): string[] => pinyin(text, { toneType: 'none', type: 'array' }));

/** A 2- or 4-character trade name in English: one capitalised word per two characters (青禾远航 → "Qinghe Yuanhang"). */
export const romanizeTradeName = memo((tradeName: string): string => {
  const syl = tradeNameSyllables(tradeName);
  const words: string[] = [];
  for (let i = 0; i < syl.length; i += 2) words.push(cap(syl.slice(i, i + 2).join('')));
  return words.join(' ');
});
