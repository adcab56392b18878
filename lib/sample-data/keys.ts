/**
 * Keys of the fictional sample records that parameterised pages accept (route validation, spec §5).
 * Everything else about these records lives in `lib/sample-data/*` (figures) and `messages/<locale>/sampleData.json`
 * (names and prose). All of it is sample data and is labelled so wherever it is shown.
 */

/** Company / customer keys for /company/{ckey}, /customerProfile/{ckey}, /customerProfile2/{ckey}: 10 lowercase hex digits. */
export const ckeys = ['c9f2a1e7b3', 'd4e8b6a2c1', 'a7c3e9f5d2'] as const;
export const ckeyFormat = /^[0-9a-f]{10}$/;
export type Ckey = (typeof ckeys)[number];

/** Whether a ckey is one of the three curated showcase companies (the registry has 5,200; see lib/registry). */
export function isShowcase(ckey: string): ckey is Ckey {
  return (ckeys as readonly string[]).includes(ckey);
}

/** Due-diligence report numbers for /dueDiligence/kyc/{kycNo}: "KYC" + 8-digit date + 4-digit serial. */
export const kycNos = ['KYC202611030001', 'KYC202611120007', 'KYC202611180012'] as const;
export const kycNoFormat = /^KYC\d{12}$/;
export type KycNo = (typeof kycNos)[number];

/** Chain brand names for /smallMicro/brand/{brandName} (decoded form; one is in Chinese characters). */
export const brandNames = ['青禾茶舍', 'BrightLoaf', 'MountainNoodle'] as const;
export const brandNameFormat = /^[\p{Script=Han}A-Za-z0-9]{1,40}$/u;
export type BrandName = (typeof brandNames)[number];
