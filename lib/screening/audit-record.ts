/**
 * The audit record of a screening decision (issue 39): built for the download from the same inputs, never stored.
 * `screeningRecord` returns the JSON record — what was screened (ID numbers masked: first 6 and last 4 characters),
 * the list versions, every hit with its components, the threshold and the formula, the time with its time zone
 * (China time, `+08:00`), and the reviewer's decision (true match / false positive / needs review) with the reason
 * typed on the page. `lib/pdf/screening-record.ts` renders the same record as a PDF; `lib/screening/record-handler.ts`
 * serves both (`POST /api/kyc-individual/record`, `POST /api/screening/names/record`).
 */
import { z } from 'zod';
import { listHitSchema } from './list-schemas';
import { listVersionStamps } from './lists';
import { screeningThreshold, strengthBands, strengthWeights } from './name-screening';

export const reviewOutcomes = ['trueMatch', 'falsePositive', 'needsReview'] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];

/** Longest reason kept in a record (characters). */
export const maxReasonLength = 1000;

/** The fields a record download adds to the screening's own body: the reviewer's decision and the file format. */
export const recordRequestFields = {
  decision: z
    .object({
      outcome: z
        .enum(reviewOutcomes)
        .meta({ description: 'The reviewer’s decision: trueMatch, falsePositive or needsReview.' }),
      reason: z
        .string()
        .max(maxReasonLength)
        .meta({ description: 'Why, as typed by the reviewer (1–1,000 characters once trimmed).' }),
    })
    .meta({ id: 'ReviewDecision' }),
  format: z.enum(['pdf', 'json']).meta({ description: 'pdf or json.' }),
};

/** A name that was screened, as the record lists it (`line`: the pasted list's line, for name lists). */
export interface RecordSubject {
  name: string;
  source: 'entered' | 'idNumber' | 'registry';
  line?: number;
  zh?: string | null;
  romanised?: string | null;
  birthDate?: string | null;
  birthYear?: number | null;
  region?: string | null;
}

/** A hit in the record: the screening's hit, with the pasted list's line for name lists. */
export type RecordHit = z.infer<typeof listHitSchema> & { line?: number };

export interface ScreeningRecord {
  recordType: 'kycIndividual' | 'nameList' | 'batch';
  /** ISO 8601 with offset, China time. */
  generatedAt: string;
  timeZone: 'Asia/Shanghai';
  inputs: Record<string, string | number | null>;
  /** Every name screened, hit or not. */
  subjects: RecordSubject[];
  lists: { id: string; version: string; date: string }[];
  method: { threshold: number; bands: typeof strengthBands; weights: typeof strengthWeights; formula: string };
  hits: RecordHit[];
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
  hits: RecordHit[],
  decision: ScreeningRecord['decision'],
  now: Date = new Date(),
  subjects: RecordSubject[] = [],
): ScreeningRecord {
  const safe = { ...inputs };
  if (typeof safe.idNumber === 'string') safe.idNumber = maskIdNumber(safe.idNumber);
  return {
    recordType,
    generatedAt: chinaTime(now),
    timeZone: 'Asia/Shanghai',
    inputs: safe,
    subjects,
    lists: listVersionStamps(),
    method: {
      threshold: screeningThreshold,
      bands: strengthBands,
      weights: strengthWeights,
      formula: 'strength = round(100 × (0.8 × name + 0.2 × birth)); entities: USCC instead of birth',
    },
    hits,
    decision: { outcome: decision.outcome, reason: decision.reason.trim().slice(0, maxReasonLength) },
    sample: true,
  };
}

/** The JSON record as the OpenAPI document describes it. */
export const screeningRecordSchema = z
  .object({
    recordType: z.enum(['kycIndividual', 'nameList', 'batch']),
    generatedAt: z.string().meta({ description: 'ISO 8601 with its offset, China time (+08:00).' }),
    timeZone: z.literal('Asia/Shanghai'),
    inputs: z
      .record(z.string(), z.union([z.string(), z.number(), z.null()]))
      .meta({ description: 'What was entered; an ID number masked (first 6 and last 4 characters).' }),
    subjects: z.array(
      z.object({
        name: z.string(),
        source: z.enum(['entered', 'idNumber', 'registry']),
        line: z.number().int().optional(),
        zh: z.string().nullable().optional(),
        romanised: z.string().nullable().optional(),
        birthDate: z.string().nullable().optional(),
        birthYear: z.number().int().nullable().optional(),
        region: z.string().nullable().optional(),
      }),
    ),
    lists: z.array(z.object({ id: z.string(), version: z.string(), date: z.string() })),
    method: z.object({
      threshold: z.number().int(),
      bands: z.object({ exact: z.number(), strong: z.number(), possible: z.number() }),
      weights: z.object({
        person: z.object({ name: z.number(), birth: z.number() }),
        entity: z.object({ name: z.number(), identifier: z.number() }),
      }),
      formula: z.string(),
    }),
    hits: z.array(listHitSchema.extend({ line: z.number().int().optional() })),
    decision: z.object({ outcome: z.enum(reviewOutcomes), reason: z.string() }),
    sample: z.literal(true),
  })
  .meta({ id: 'ScreeningRecord' });
