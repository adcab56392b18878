/**
 * Example queries under the matching box, each showing one normalisation, drawn from the registry by rule: a former
 * name, the trade name in pinyin, the name in traditional characters, the name with one character replaced (a typo),
 * a USCC, and a name that is in no registry.
 */
import * as OpenCC from 'opencc-js/cn2t';
import type { Registry } from '@/lib/registry/types';

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });

export function matchingExamples(registry: Registry, locale: string): string[] {
  const pool = registry.enterprises.slice(9);
  const former = pool.find((e) => e.formerNames.length > 0 && toTraditional(e.name) !== e.name)!;
  const a = pool[40];
  const b = pool.find((e) => toTraditional(e.name) !== e.name && e !== former)!;
  const typo = pool[77];
  const chars = [...typo.name];
  chars[1] = chars[1] === '林' ? '森' : '林';
  const out = [
    former.formerNames[0].name,
    a.abbreviationPinyin.join(' '),
    toTraditional(b.name),
    chars.join(''),
    pool[120].uscc,
  ];
  out.push(locale === 'en-US' ? 'Harbor Lantern Trading Co., Ltd.' : '南浔织梦丝绸有限公司');
  return out;
}
