/**
 * Query variants of a registry enterprise, as people type them: used by the matcher's unit tests and by
 * `npm run bench:registry` (top-1 rate per kind). Traditional characters come from OpenCC (`opencc-js`), pinyin
 * from `pinyin-pro`; randomness from a seeded faker, so a benchmark run is repeatable.
 */
import { Faker, base } from '@faker-js/faker';
import * as OpenCC from 'opencc-js/cn2t';
import { cityOf } from './generate';
import type { Enterprise } from './types';

export const variantKinds = [
  'name',
  'formerName',
  'abbreviation',
  'abbreviationWithCity',
  'pinyin',
  'initials',
  'traditional',
  'wrongChar',
  'missingChar',
  'extraChar',
  'english',
  'uscc',
] as const;
export type VariantKind = (typeof variantKinds)[number];

const fillers = [
  ...'的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理府研质',
];

/**
 * A query of `kind` for an enterprise, or null when the enterprise has no such form (no former name).
 * @param f a seeded faker (`new Faker({ locale: base, seed })`)
 */
export function makeVariant(e: Enterprise, kind: VariantKind, f: Faker): string | null {
  const chars = [...e.name];
  const pos = () => f.number.int({ min: 0, max: chars.length - 1 });
  switch (kind) {
    case 'name':
      return e.name;
    case 'formerName':
      return e.formerNames[0]?.name ?? null;
    case 'abbreviation':
      return e.abbreviation;
    case 'abbreviationWithCity':
      return cityOf(e.cityCode).zh.replace(/市$/, '') + e.abbreviation;
    case 'pinyin': {
      const syl = e.abbreviationPinyin;
      return f.helpers.arrayElement([
        syl.join(''),
        syl.join(' '),
        syl.map((s) => s[0].toUpperCase() + s.slice(1)).join(''),
      ]);
    }
    case 'initials': {
      const ini = e.abbreviationPinyin.map((s) => s[0]).join('');
      return f.datatype.boolean() ? ini.toUpperCase() : ini;
    }
    case 'traditional':
      return toTraditional(f.datatype.boolean() ? e.name : e.abbreviation);
    case 'wrongChar': {
      const i = pos();
      let c = f.helpers.arrayElement(fillers);
      if (c === chars[i]) c = '某';
      chars[i] = c;
      return chars.join('');
    }
    case 'missingChar':
      chars.splice(pos(), 1);
      return chars.join('');
    case 'extraChar':
      chars.splice(pos(), 0, f.helpers.arrayElement(fillers));
      return chars.join('');
    case 'english': {
      const style = f.number.int({ min: 0, max: 2 });
      return style === 0 ? e.nameEn.toUpperCase() : style === 1 ? e.nameEn.toLowerCase() : e.nameEn;
    }
    case 'uscc': {
      const u = f.datatype.boolean() ? e.uscc.toLowerCase() : e.uscc;
      return f.datatype.boolean() ? u.replace(/(.{4})/g, '$1 ').trim() : u;
    }
  }
}

let toT: ((s: string) => string) | undefined;
/** Simplified → traditional (OpenCC, Taiwan standard). */
export function toTraditional(s: string): string {
  toT ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return toT(s);
}

/** A seeded faker for variants. */
export function variantFaker(seed: number): Faker {
  return new Faker({ locale: base, seed });
}
