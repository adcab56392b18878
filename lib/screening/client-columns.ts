/**
 * Helpers for the client's own columns of an uploaded list (issue 40), shared by the exports and the results view:
 * distinct column names, and a client's cell read as a number when it is one.
 */

/**
 * Column names made distinct: a name already taken (by `taken` or an earlier name) gets " (2)", " (3)"…, so an
 * export never has two columns called the same (issue 40: two columns were both 统一社会信用代码).
 */
export function uniqueNames(names: readonly string[], taken: Iterable<string> = []): string[] {
  const seen = new Set(taken);
  return names.map((n) => {
    let name = n;
    for (let k = 2; seen.has(name); k += 1) name = `${n} (${k})`;
    seen.add(name);
    return name;
  });
}

const plainNumber = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * A client's cell as a number when it is one as written (full-width digits and thousands separators allowed), else
 * null. Codes stay text: a leading zero ("00123"), more than 15 digits (account numbers, which a number would round).
 */
export function clientNumber(text: string): number | null {
  const s = text.normalize('NFKC').trim();
  if (!plainNumber.test(s)) return null;
  const digits = s.replace(/[^\d]/g, '');
  if (digits.length > 15 || /^[+-]?0\d/.test(s)) return null;
  const n = Number(s.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Whether every filled cell of a column is a number (and at least one is filled). */
export function isNumberColumn(values: readonly string[]): boolean {
  const filled = values.filter((v) => v.trim());
  return filled.length > 0 && filled.every((v) => clientNumber(v) !== null);
}
