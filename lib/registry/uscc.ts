/**
 * Check digits of the unified social credit code (USCC, 统一社会信用代码, GB 32100-2015) and of the organisation
 * code it embeds (组织机构代码, GB 11714-1997), and the construction of the registry's sample codes.
 *
 * Layout of a USCC (18 characters):
 *   [1] registration authority  [2] entity type  [3–8] administrative division (GB/T 2260)
 *   [9–17] organisation code (8 body characters + GB 11714 check)  [18] GB 32100 check
 *
 * **Why a sample code can never be a real one.** GB 32100 requires positions 3–8 to be the GB/T 2260 code of the
 * registering authority's division, and GB/T 2260 assigns no province code `00` (provinces run 11–82). Every sample
 * code therefore starts its division with `00` (`9100` + the 4-digit prefecture code of the company's fictional
 * city): both check digits are right, so the code passes every validator, yet no authority can ever have issued it.
 */

/** The 31 characters a USCC may use (GB 32100 excludes I, O, Z, S and V); a character's value is its index. */
export const usccAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const usccWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const orgWeights = [3, 7, 9, 10, 5, 8, 4, 2];

/**
 * GB 11714 check character of an 8-character organisation-code body (digits and upper-case letters, A = 10 … Z = 35).
 * Returns '0'–'9' or 'X'; throws on a malformed body.
 */
export function orgCodeCheck(body: string): string {
  if (!/^[0-9A-Z]{8}$/.test(body)) throw new Error(`Malformed organisation-code body: ${body}`);
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += parseInt(body[i], 36) * orgWeights[i];
  const c = 11 - (sum % 11);
  return c === 11 ? '0' : c === 10 ? 'X' : String(c);
}

/** GB 32100 check character of the first 17 characters of a USCC; throws on a character outside the alphabet. */
export function usccCheck(first17: string): string {
  if (first17.length !== 17) throw new Error(`Expected 17 characters, got ${first17.length}`);
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = usccAlphabet.indexOf(first17[i]);
    if (v < 0) throw new Error(`Character not allowed in a USCC: ${first17[i]}`);
    sum += v * usccWeights[i];
  }
  return usccAlphabet[(31 - (sum % 31)) % 31];
}

/** Whether an 18-character string is a structurally valid USCC: alphabet, GB 11714 and GB 32100 check characters. */
export function isValidUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NP-RTUW-Y]{18}$/.test(code)) return false;
  const org = code.slice(8, 17);
  if (!/^[0-9A-Z]{8}[0-9X]$/.test(org) || orgCodeCheck(org.slice(0, 8)) !== org[8]) return false;
  return usccCheck(code.slice(0, 17)) === code[17];
}

/** Whether a code carries the sample construction (division code in the never-assigned province `00`). */
export function isSampleUscc(code: string): boolean {
  return isValidUscc(code) && code.slice(2, 4) === '00';
}

/**
 * Builds a sample USCC: authority `9` (market regulation), type `1` (enterprise), division `00` + `cityCode`
 * (4 digits), an 8-digit organisation-code body from `serial`, and both check characters.
 */
export function sampleUscc(cityCode: string, serial: number): string {
  if (!/^\d{4}$/.test(cityCode)) throw new Error(`City code must be 4 digits: ${cityCode}`);
  const body = String(serial % 100_000_000).padStart(8, '0');
  const org = body + orgCodeCheck(body);
  const first17 = `9100${cityCode}${org}`;
  return first17 + usccCheck(first17);
}
