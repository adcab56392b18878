/**
 * Which font draws which part of a PDF's text (lib/fonts.ts): Chinese, Japanese and full-width forms in Noto Sans SC,
 * everything else of an English document in Noto Sans — a CJK font draws the curly apostrophe, quotes, dashes and
 * ellipsis as full-width glyphs ("company’ s"). A character the Latin font has no glyph for (arrows, some symbols)
 * falls back to Noto Sans SC. A Chinese document stays in Noto Sans SC throughout: there the full-width punctuation
 * is the right one.
 */
import * as fontkit from 'fontkit';
import type { Locale } from '@/i18n/routing';
import { fontBytes, type FontFamily } from '@/lib/fonts';

/** A stretch of text set in one font. */
export interface FontRun {
  text: string;
  font: FontFamily;
}

/** Han, kana, Hangul, CJK symbols and punctuation, full-width and half-width forms. */
const cjkChar =
  /[\u2E80-\u2FFF\u3000-\u303F\u3040-\u30FF\u3100-\u31FF\u3200-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|[\uD840-\uD87F][\uDC00-\uDFFF]/;

let latinFont: fontkit.Font | null = null;
const latinCoverage = new Map<number, boolean>();

/** Whether Noto Sans has a glyph for `ch` (read once from the font file; cached per code point). */
function latinHasGlyph(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp < 0x7f) return true;
  let has = latinCoverage.get(cp);
  if (has === undefined) {
    latinFont ??= fontkit.create(fontBytes('latin')) as fontkit.Font;
    has = latinFont.hasGlyphForCodePoint(cp);
    latinCoverage.set(cp, has);
  }
  return has;
}

/**
 * Splits `text` into runs for a document in `locale`: one `cjk` run for zh-CN; for en-US alternating `latin` and
 * `cjk` runs (spaces stay with the run they follow). Empty text gives one empty run of the locale's main font.
 */
export function fontRuns(text: string, locale: Locale): FontRun[] {
  if (locale === 'zh-CN') return [{ text, font: 'cjk' }];
  const runs: FontRun[] = [];
  for (const ch of text) {
    const font: FontFamily = cjkChar.test(ch) || !latinHasGlyph(ch) ? 'cjk' : 'latin';
    const last = runs[runs.length - 1];
    if (last && (last.font === font || ch === ' ')) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs.length ? runs : [{ text: '', font: 'latin' }];
}

/** The main font of a document in `locale`. */
export function mainFont(locale: Locale): FontFamily {
  return locale === 'zh-CN' ? 'cjk' : 'latin';
}
