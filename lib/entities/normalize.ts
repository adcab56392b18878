/**
 * Normalisation of enterprise names and codes for matching: Unicode NFKC (full-width → half-width), lower case,
 * no whitespace or punctuation; legal-form suffixes removed for the "core" name.
 */

const punctuation = /[\s\p{P}\p{S}]+/gu;
const zhForms = /(股份有限公司|有限责任公司|有限公司|股份公司|集团公司|合伙企业|有限合伙|普通合伙|分公司|公司)$/u;
const enForms = /\b(co|company|corp|corporation|ltd|limited|inc|llc|lp|group|holdings?)\b/g;

/** NFKC, lower case, without spaces or punctuation (including （） and ·). */
export function normalizeName(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(punctuation, '');
}

/** The name without its legal form (有限公司, Co., Ltd., (LP) …), normalised. */
export function coreName(s: string): string {
  const n = s.normalize('NFKC').toLowerCase();
  if (/\p{Script=Han}/u.test(n)) {
    let core = n.replace(punctuation, '');
    for (let i = 0; i < 3 && zhForms.test(core); i += 1) core = core.replace(zhForms, '');
    return core;
  }
  return n.replace(enForms, ' ').replace(punctuation, '');
}

/** A USCC as typed (any case, with spaces or hyphens) in canonical form, or null when it is not 18 characters. */
export function normalizeUscc(s: string): string | null {
  const u = s
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  return /^[0-9A-Z]{18}$/.test(u) ? u : null;
}
