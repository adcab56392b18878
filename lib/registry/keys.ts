/**
 * Keys of the sample registry, and checks that need no registry data (so the proxy and the route table can
 * validate `/company/<ckey>` and `/dueDiligence/kyc/<kycNo>` without loading 5,000 records).
 *
 * - A **ckey** is 10 lowercase hex digits. The 3 showcase companies keep their curated keys; every other
 *   enterprise's key is its registry index run through a fixed 40-bit Feistel permutation, so keys look random,
 *   never collide, and `indexOfCkey` inverts them.
 * - A **kycNo** is `KYC` + an issue date in November 2026 + a 4-digit serial. The showcase reports keep their
 *   numbers (serials below 0100); enterprise `i` gets day `1 + i % 20` and serial `0100 + ⌊i / 20⌋`.
 */
import { ckeys as showcaseCkeys, kycNos as showcaseKycNos } from '@/lib/sample-data/keys';

/** Number of enterprises in the registry, showcase companies included. */
export const registrySize = 5200;

/** The fixed seed every build generates the registry from. */
export const registrySeed = 20261120;

const half = 0xfffff; // 20 bits
const roundKeys = [0x9e3779b1, 0x7f4a7c15, 0x94d049bb, 0x2545f491];

function round(r: number, k: number): number {
  let x = Math.imul(r ^ k, 0x45d9f3b);
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d);
  x ^= x >>> 13;
  return (x >>> 0) & half;
}

function permute(n: number): number {
  let l = Math.floor(n / 0x100000) & half;
  let r = n & half;
  for (const k of roundKeys) [l, r] = [r, l ^ round(r, k)];
  return l * 0x100000 + r;
}

function unpermute(n: number): number {
  let l = Math.floor(n / 0x100000) & half;
  let r = n & half;
  for (let i = roundKeys.length - 1; i >= 0; i--) [l, r] = [r ^ round(l, roundKeys[i]), l];
  return l * 0x100000 + r;
}

/** The ckey of registry entry `index` (0 ≤ index < registrySize); indices 0–2 are the showcase companies. */
export function ckeyOf(index: number): string {
  if (index < showcaseCkeys.length) return showcaseCkeys[index];
  return permute(index).toString(16).padStart(10, '0');
}

/** The registry index of a ckey, or -1 when it names no enterprise (wrong format or outside the registry). */
export function indexOfCkey(ckey: string): number {
  if (!/^[0-9a-f]{10}$/.test(ckey)) return -1;
  const showcase = (showcaseCkeys as readonly string[]).indexOf(ckey);
  if (showcase >= 0) return showcase;
  const i = unpermute(parseInt(ckey, 16));
  return i >= showcaseCkeys.length && i < registrySize ? i : -1;
}

/** Whether a string is the ckey of a registry enterprise. */
export function isRegistryCkey(ckey: string): boolean {
  return indexOfCkey(ckey) >= 0;
}

/** The KYC report number of registry entry `index`. */
export function kycNoOf(index: number): string {
  if (index < showcaseKycNos.length) return showcaseKycNos[index];
  const day = 1 + (index % 20);
  const serial = 100 + Math.floor(index / 20);
  return `KYC202611${String(day).padStart(2, '0')}${String(serial).padStart(4, '0')}`;
}

/** The registry index a KYC report number belongs to, or -1. */
export function indexOfKycNo(kycNo: string): number {
  const showcase = (showcaseKycNos as readonly string[]).indexOf(kycNo);
  if (showcase >= 0) return showcase;
  const m = /^KYC202611(\d{2})(\d{4})$/.exec(kycNo);
  if (!m) return -1;
  const day = Number(m[1]);
  const serial = Number(m[2]);
  if (day < 1 || day > 20 || serial < 100) return -1;
  const i = (serial - 100) * 20 + (day - 1);
  return i >= showcaseKycNos.length && i < registrySize ? i : -1;
}

/** Whether a string is the number of a registry enterprise's KYC report. */
export function isRegistryKycNo(kycNo: string): boolean {
  return indexOfKycNo(kycNo) >= 0;
}
