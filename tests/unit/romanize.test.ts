import { describe, expect, it } from 'vitest';
import { getRegistry } from '@/lib/registry';
import { romanizeName, romanizeTradeName, splitChineseName } from '@/lib/registry/romanize';

const registry = getRegistry();

describe('one romanisation of Chinese names (pinyin-pro, surname mode, ü kept)', () => {
  it('writes family and given name as two pinyin words, with compound surnames and ü', () => {
    expect(romanizeName('吕志强')).toBe('Lü Zhiqiang');
    expect(romanizeName('司马华')).toBe('Sima Hua');
    expect(romanizeName('毕敬宇')).toBe('Bi Jingyu');
    expect(romanizeName('单雄')).toBe('Shan Xiong');
    expect(splitChineseName('欧阳娜娜')).toEqual({ family: '欧阳', given: '娜娜' });
    expect(romanizeTradeName('青禾远航')).toBe('Qinghe Yuanhang');
  });

  it('gives every registry person the romanisation of their Chinese name as English name', () => {
    const wrong = [...registry.persons.values()].filter((p) => p.nameEn !== romanizeName(p.name));
    expect(wrong.map((p) => `${p.name} ${p.nameEn}`)).toEqual([]);
  });

  it('writes the trade name (字号) of every company’s English name in the same romanisation', () => {
    // The 9 curated showcase companies carry translated English names from the sample-data messages.
    const generated = registry.enterprises.filter((e) => e.pattern !== 'showcase');
    expect(generated.length).toBeGreaterThan(5000);
    const wrong = generated.filter(
      (e) => e.abbreviationEn !== romanizeTradeName(e.abbreviation) || !e.nameEn.includes(e.abbreviationEn),
    );
    expect(wrong.map((e) => `${e.name} ${e.nameEn} ${e.abbreviationEn}`)).toEqual([]);
  });
});
