/**
 * Wade-Giles romanisation of a toneless pinyin syllable (Taiwan and older documents): zhi → chih, xue → hsüeh,
 * rong → jung, e → o, with the aspirate apostrophe (’). The common spelling rules of the system (initials, finals and
 * the special syllables), not a dictionary of real names. Used by the screening lists' aliases and the registry
 * matcher's Wade-Giles 字号 forms.
 */

/** Pinyin initials → Wade-Giles, longest first. */
const wgInitials: [string, string][] = [
  ['zh', 'ch'],
  ['ch', 'ch’'],
  ['sh', 'sh'],
  ['b', 'p'],
  ['p', 'p’'],
  ['m', 'm'],
  ['f', 'f'],
  ['d', 't'],
  ['t', 't’'],
  ['n', 'n'],
  ['l', 'l'],
  ['g', 'k'],
  ['k', 'k’'],
  ['h', 'h'],
  ['j', 'ch'],
  ['q', 'ch’'],
  ['x', 'hs'],
  ['r', 'j'],
  ['z', 'ts'],
  ['c', 'ts’'],
  ['s', 's'],
  ['y', 'y'],
  ['w', 'w'],
];

const special: Record<string, string> = {
  zhi: 'chih',
  chi: 'ch’ih',
  shi: 'shih',
  ri: 'jih',
  zi: 'tzu',
  ci: 'tz’u',
  si: 'ssu',
  er: 'erh',
  e: 'o',
  ge: 'ko',
  ke: 'k’o',
  he: 'ho',
  you: 'yu',
  yan: 'yen',
  ye: 'yeh',
  yu: 'yü',
  yue: 'yüeh',
  yuan: 'yüan',
  yun: 'yün',
  yong: 'yung',
  lüe: 'lüeh',
  nüe: 'nüeh',
};

/** One toneless pinyin syllable (ü written ü or v) in Wade-Giles. */
export function wadeGilesSyllable(pinyinSyllable: string): string {
  const s = pinyinSyllable.toLowerCase().replace(/v/g, 'ü');
  if (special[s]) return special[s];
  const [ini, wg] = wgInitials.find(([p]) => s.startsWith(p) && s.length > p.length) ?? ['', ''];
  let fin = s.slice(ini.length);
  // After j, q, x the pinyin u is ü.
  if ('jqx'.includes(ini) && ini && fin.startsWith('u')) fin = `ü${fin.slice(1)}`;
  fin = fin
    .replace(/^ong$/, 'ung')
    .replace(/^iong$/, 'iung')
    .replace(/^ian$/, 'ien')
    .replace(/^ie$/, 'ieh')
    .replace(/^üe$/, 'üeh')
    .replace(/^ui$/, 'uei')
    .replace(/^uo$/, ini && 'bpmf'.includes(ini) ? 'o' : 'uo')
    .replace(/^e$/, ['zh', 'ch', 'sh', 'r', 'z', 'c', 's', 'd', 't', 'n', 'l', 'm'].includes(ini) ? 'e' : 'o');
  return wg + fin;
}
