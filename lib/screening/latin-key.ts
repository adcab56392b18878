/**
 * The matching key of a Latin-script name (client-safe, no dependencies): lower case; tone marks, spaces, hyphens,
 * apostrophes and dots dropped; ü, v, u: and the "yu" of Lyu / Nyu all read as u, so "Lü Zhiqiang", "LYU Zhi-qiang",
 * "Lv Zhiqiang", "lu zhiqiang" and "Lǚ Zhìqiáng" share one key. Returns '' for text without Latin letters.
 */
export function latinNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/u:|ü|ǖ|ǘ|ǚ|ǜ|v/g, 'u')
    .replace(/(^|[^a-z])([ln])yu/g, '$1$2u')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/g, '');
}

/** The words of a Latin-script name as keys (for word-order-free comparison): "Zeyang WANG" → ["zeyang", "wang"]. */
export function latinNameWords(name: string): string[] {
  return name
    .split(/[\s,]+/)
    .map(latinNameKey)
    .filter(Boolean);
}
