/**
 * The fonts the server draws with (PDF reports, share cards, brand icons), read once per process from npm packages
 * in node_modules (SIL Open Font License 1.1; nothing is downloaded at run time):
 *
 * - **Noto Sans SC** (`@expo-google-fonts/noto-sans-sc`) for Chinese text;
 * - **Noto Sans** (`@expo-google-fonts/noto-sans`) for Latin text and punctuation. A CJK font draws the curly quotes,
 *   dashes and ellipsis as full-width glyphs ("company’ s"), so Latin runs are set in the Latin font of the same
 *   family (lib/pdf/font-runs.ts splits text into runs).
 *
 * The standalone build includes the files through `outputFileTracingIncludes` in next.config.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The font files by family and weight (paths inside node_modules). */
export const fontFiles = {
  cjk: {
    400: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    700: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  latin: {
    400: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    700: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
} as const;

export type FontFamily = keyof typeof fontFiles;
export type FontWeight = 400 | 700;

const cache = new Map<string, Buffer>();

/** The bytes of one font file (TrueType), read on first use and kept for the process. Throws if the package is missing. */
export function fontBytes(family: FontFamily, weight: FontWeight = 400): Buffer {
  const file = fontFiles[family][weight];
  let bytes = cache.get(file);
  if (!bytes) {
    // Scoped to node_modules, so the build's file tracing does not take in the whole project.
    bytes = readFileSync(path.join(process.cwd(), 'node_modules', file));
    cache.set(file, bytes);
  }
  return bytes;
}
