/**
 * The audit record of a screening decision (issue 39): built for the download from the same inputs, never stored.
 * `screeningRecord` returns the JSON record — what was screened (ID numbers masked: first 6 and last 4 characters),
 * the list versions, every hit with its components, the threshold and the formula, the time with its time zone
 * (China time, `+08:00`), and the reviewer's decision (true match / false positive / needs review) with the reason
 * typed on the page. The PDF of the same record is still to be built (see docs/screening.md).
 */
import { listVersionStamps } from './lists';
import { screeningThreshold, strengthBands, strengthWeights, type ListHit } from './name-screening';

export type ReviewOutcome = 'trueMatch' | 'falsePositive' | 'needsReview';

export interface ScreeningRecord {
  recordType: 'kycIndividual' | 'nameList' | 'batch';
  /** ISO 8601 with offset, China time. */
  generatedAt: string;
  timeZone: 'Asia/Shanghai';
  inputs: Record<string, string | number | null>;
  lists: { id: string; version: string; date: string }[];
  method: { threshold: number; bands: typeof strengthBands; weights: typeof strengthWeights; formula: string };
  hits: ListHit[];
  decision: { outcome: ReviewOutcome; reason: string };
  sample: true;
}

/** An ID number as records show it: first 6 and last 4 characters, the rest as asterisks (birth date hidden). */
export function maskIdNumber(idNumber: string): string {
  const n = idNumber.replace(/\s+/g, '');
  return n.length <= 10 ? '*'.repeat(n.length) : `${n.slice(0, 6)}${'*'.repeat(n.length - 10)}${n.slice(-4)}`;
}

/** The time as China time with its offset: 2026-11-28T17:20:05+08:00. */
export function chinaTime(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19);
  return `${t}+08:00`;
}

/** Builds the record (see module doc); `idNumber` in `inputs` is masked here, whatever the caller passes. */
export function screeningRecord(
  recordType: ScreeningRecord['recordType'],
  inputs: Record<string, string | number | null>,
  hits: ListHit[],
  decision: ScreeningRecord['decision'],
  now: Date = new Date(),
): ScreeningRecord {
  const safe = { ...inputs };
  if (typeof safe.idNumber === 'string') safe.idNumber = maskIdNumber(safe.idNumber);
  return {
    recordType,
    generatedAt: chinaTime(now),
    timeZone: 'Asia/Shanghai',
    inputs: safe,
    lists: listVersionStamps(),
    method: {
      threshold: screeningThreshold,
      bands: strengthBands,
      weights: strengthWeights,
      formula: 'strength = round(100 × (0.8 × name + 0.2 × birth)); entities: USCC instead of birth',
    },
    hits,
    decision: { outcome: decision.outcome, reason: decision.reason.trim().slice(0, 1000) },
    sample: true,
  };
}
