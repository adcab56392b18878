/**
 * 居民身份证号码 (GB 11643-1999): 6-digit region code, 8-digit birth date, 3-digit sequence (odd = male), and an
 * ISO 7064 MOD 11-2 check character. The registry's people get numbers whose region code starts with `00`, which no
 * province has (provinces are 11–82), so a sample number can never be a real person's, as the USCCs use province 00.
 */

const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkChars = '10X98765432';

/** The check character of the first 17 digits (ISO 7064 MOD 11-2). */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * weights[i];
  return checkChars[sum % 11];
}

export type IdProblem = 'format' | 'birthDate' | 'checksum';

export interface ParsedId {
  number: string;
  region: string;
  birthDate: string;
  sex: 'male' | 'female';
  /** Region code in the never-assigned province 00: a sample number. */
  sample: boolean;
}

/**
 * Parses and checks a number (spaces ignored, `x` accepted for `X`).
 * @returns the parsed number, or the first problem: `format` (not 17 digits + digit/X), `birthDate` (no such date, or
 * after `asOf`), `checksum` (wrong check character)
 */
export function parseIdNumber(
  raw: string,
  asOf: string,
): { ok: true; id: ParsedId } | { ok: false; problem: IdProblem } {
  const n = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^\d{17}[\dX]$/.test(n)) return { ok: false, problem: 'format' };
  const y = n.slice(6, 10);
  const m = n.slice(10, 12);
  const d = n.slice(12, 14);
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  const iso = `${y}-${m}-${d}`;
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso || iso > asOf || Number(y) < 1900)
    return { ok: false, problem: 'birthDate' };
  if (idCheckChar(n) !== n[17]) return { ok: false, problem: 'checksum' };
  return {
    ok: true,
    id: {
      number: n,
      region: n.slice(0, 6),
      birthDate: iso,
      sex: Number(n[16]) % 2 === 1 ? 'male' : 'female',
      sample: n.startsWith('00'),
    },
  };
}

/** Whole years between a birth date and a date (both ISO). */
export function ageOn(birthDate: string, on: string): number {
  let age = Number(on.slice(0, 4)) - Number(birthDate.slice(0, 4));
  if (on.slice(5) < birthDate.slice(5)) age -= 1;
  return age;
}

/** A sample number: region `00` + 4 digits, the birth date, a 3-digit sequence, the check character. */
export function sampleIdNumber(region4: string, birthDate: string, sequence: number): string {
  const first17 = `00${region4}${birthDate.replace(/-/g, '')}${String(sequence).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
}
