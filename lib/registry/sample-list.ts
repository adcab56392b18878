/**
 * The sample list behind "Fill in a sample list" on /service/batchPreliminaryScreening: a borrower list as people
 * really paste it, so the demo shows the registry's entity resolution at work rather than three known names.
 *
 * 30 registry companies — the 3 showcase companies and 27 drawn from the registry with a fixed seed, so the list is
 * the same on every build — each written one way a list writes it: registered name, former name, city + 字号,
 * 字号 pinyin, traditional characters, one character wrong / missing / extra, English name in capitals, or the
 * name with its USCC in a second column; then 3 names the registry does not hold. Tab-separated, as pasted from a
 * spreadsheet. Everything in it is fictional sample data.
 */
import { ckeys as showcaseCkeys } from '@/lib/sample-data/keys';
import { getRegistry } from './index';
import type { Registry } from './types';
import { makeVariant, variantFaker, type VariantKind } from './variants';

/** One line of the sample list and the registry company it was written from (null: not in the registry). */
export interface SampleListLine {
  text: string;
  expected: string | null;
  kind: VariantKind | 'unknown';
}

// The ways the drawn companies are written, in turn (makeVariant, lib/registry/variants.ts).
const kinds: VariantKind[] = [
  'name',
  'abbreviationWithCity',
  'traditional',
  'wrongChar',
  'english',
  'uscc',
  'pinyin',
  'missingChar',
  'formerName',
  'extraChar',
];

/** Names that are in no registry: invented, checked against the registry by the unit test. */
const unknownNames = ['南浔织梦丝绸有限公司', '临汾晋岚煤化工有限公司', 'Harbor Lantern Trading Co., Ltd.'];

/** The sample list's lines, with the company each was written from. Deterministic for a registry and seed. */
export function screeningSampleLines(registry: Registry = getRegistry(), drawn = 27, seed = 30): SampleListLine[] {
  const f = variantFaker(seed);
  const lines: SampleListLine[] = [];
  // The showcase companies keep their curated stories: by registered name, by USCC, by English name.
  const showcaseKinds: VariantKind[] = ['name', 'uscc', 'english'];
  showcaseCkeys.forEach((ckey, i) => {
    const e = registry.byCkey.get(ckey);
    if (e)
      lines.push({
        text: variantText(e, showcaseKinds[i % showcaseKinds.length], f)!,
        expected: ckey,
        kind: showcaseKinds[i % showcaseKinds.length],
      });
  });
  const used = new Set<string>(showcaseCkeys);
  let k = 0;
  while (lines.length < showcaseCkeys.length + drawn) {
    const e = registry.enterprises[f.number.int({ min: 0, max: registry.enterprises.length - 1 })];
    if (used.has(e.ckey)) continue;
    const kind = kinds[k % kinds.length];
    const text = variantText(e, kind, f);
    if (!text) continue; // no former name: draw another company for this kind
    used.add(e.ckey);
    lines.push({ text, expected: e.ckey, kind });
    k++;
  }
  for (const name of unknownNames) lines.push({ text: name, expected: null, kind: 'unknown' });
  return lines;
}

function variantText(
  e: Registry['enterprises'][number],
  kind: VariantKind,
  f: ReturnType<typeof variantFaker>,
): string | null {
  // A USCC comes in its own column next to the registered name, as lists hold it.
  if (kind === 'uscc') return `${e.name}\t${e.uscc}`;
  if (kind === 'english') return e.nameEn.toUpperCase();
  return makeVariant(e, kind, f);
}

/** The sample list as the text the demo pastes (one company per line, tab-separated columns). */
export function screeningSampleText(registry: Registry = getRegistry()): string {
  return screeningSampleLines(registry)
    .map((l) => l.text)
    .join('\n');
}
