/**
 * The audit record of a screening decision (issue 39): built for the download from the same inputs, never stored.
 * `screeningRecord` returns the JSON record — what was screened (ID numbers masked: first 6 and last 4 characters),
 * the list versions, every hit with its components, the threshold and the formula, the time with its time zone
 * (China time, `+08:00`), and the reviewer's decision (true match / false positive / needs review) with the reason
 * typed on the page. `lib/pdf/screening-record.ts` renders the same record as a PDF; `lib/screening/record-handler.ts`
 * serves both (`POST /api/kyc-individual/record`, `POST /api/screening/names/record`, `POST /api/screening/record`).
 *
 * `batchScreeningRecord` builds the batch screening's record (`recordType: 'batch'`): one decision per row with a hit
 * or a flag instead of one per result (`rows[].decision`, null for a row not decided), each row's input, match,
 * verdict and flags, and every PEP / sanctions hit of the row's company and key persons with the party and its roles.
 */
import { z } from 'zod';
import { parseIdNumber } from '@/lib/kyc/id-number';
import { isValidUscc } from '@/lib/registry/uscc';
import { listHitSchema } from './list-schemas';
import { listVersionStamps } from './lists';
import { screeningThreshold, strengthBands, strengthWeights } from './name-screening';
import type { Flag, ScreeningResult, ScreeningSummary, Verdict } from './index';

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

/** The registry party a batch record's hit concerns: the company itself or a key person, with roles and ownership %. */
export interface RecordParty {
  kind: 'person' | 'enterprise';
  name: string;
  nameEn: string;
  roles: string[];
  ownershipPct: number | null;
}

/**
 * A hit in the record: the screening's hit, with the pasted list's line for name lists, or the list's row and the
 * party for batch screening.
 */
export type RecordHit = z.infer<typeof listHitSchema> & { line?: number; row?: number; party?: RecordParty };

/** The reviewer's decision on a result (or, in a batch record, on one row). */
export interface RecordDecision {
  outcome: ReviewOutcome;
  reason: string;
}

/** A row of a batch record: what was entered (ID-number-shaped values masked), the match, verdict, flags, decision. */
export interface RecordRow {
  row: number;
  input: { name?: string; uscc?: string; accepted?: string };
  match: {
    ckey: string;
    name: string;
    nameEn: string | null;
    uscc: string | null;
    status: string | null;
    /** Entity-match confidence 0–1. */
    score: number;
    matchedOn: string | null;
  } | null;
  verdict: Verdict;
  flags: Pick<Flag, 'code' | 'severity' | 'count' | 'status'>[];
  duplicateOf: number | null;
  /** The row's PEP / sanctions hits (set out in the record's `hits` with this row number). */
  hitCount: number;
  /** The reviewer's decision on this row; null when the reviewer has not decided it. */
  decision: RecordDecision | null;
}

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
  /** The decision on the result (individual KYC, name list); a batch record has one per row (`rows[].decision`). */
  decision?: RecordDecision;
  /** Batch records: every row of the list, in order. */
  rows?: RecordRow[];
  /** Batch records: the verdict counts and how many rows the reviewer decided. */
  summary?: Omit<ScreeningSummary, 'flags'> & { decided: number };
  sample: true;
}

/** An ID number as records show it: first 6 and last 4 characters, the rest as asterisks (birth date hidden). */
export function maskIdNumber(idNumber: string): string {
  const n = idNumber.replace(/\s+/g, '');
  return n.length <= 10 ? '*'.repeat(n.length) : `${n.slice(0, 6)}${'*'.repeat(n.length - 10)}${n.slice(-4)}`;
}

/** Whether a text is a valid ID number (GB 11643: digits, birth date, check character) rather than a valid USCC. */
function isIdNumber(text: string): boolean {
  return parseIdNumber(text, '9999-12-31').ok && !isValidUscc(text.toUpperCase());
}

/**
 * A typed value with every ID number in it masked as `maskIdNumber` does; USCCs stay whole (a company's public
 * registration number, shown in full on its page). Batch lists are of companies, but a USCC column may hold a sole
 * trader's ID number, and a name cell anything.
 */
export function maskIdNumbersIn(text: string): string {
  return text.replace(/(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g, (m) => (isIdNumber(m) ? maskIdNumber(m) : m));
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
  decision: RecordDecision,
  now: Date = new Date(),
  subjects: RecordSubject[] = [],
): ScreeningRecord {
  const safe = { ...inputs };
  if (typeof safe.idNumber === 'string') safe.idNumber = maskIdNumber(safe.idNumber);
  return {
    ...recordHead(recordType, safe, now),
    subjects,
    hits,
    decision: cleanDecision(decision),
    sample: true,
  };
}

function recordHead(recordType: ScreeningRecord['recordType'], inputs: ScreeningRecord['inputs'], now: Date) {
  return {
    recordType,
    generatedAt: chinaTime(now),
    timeZone: 'Asia/Shanghai' as const,
    inputs,
    lists: listVersionStamps(),
    method: {
      threshold: screeningThreshold,
      bands: strengthBands,
      weights: strengthWeights,
      formula: 'strength = round(100 × (0.8 × name + 0.2 × birth)); entities: USCC instead of birth',
    },
  };
}

const cleanDecision = (d: RecordDecision): RecordDecision => ({
  outcome: d.outcome,
  reason: d.reason.trim().slice(0, maxReasonLength),
});

/** What a batch record says was entered: the number of rows and the uploaded file's name (null for a pasted list). */
export interface BatchRecordInputs {
  rows: number;
  fileName: string | null;
}

/**
 * The batch screening's record (see module doc). `results` are the screening's rows as `screenRows` gave them (the
 * server screens the list again; nothing comes from the client but the list, the file name and the decisions);
 * `hitsOf` the full hits of a matched company and its key persons (`companyListHits`, with components); `decisions`
 * by row number, each checked by the caller (row with a hit or a flag, reason given). `consent` is recorded as
 * `notRequired`: the list names companies, and their key persons are screened from the registry's published records
 * (PIPL Art. 13(1)(6)), not from personal data the visitor typed.
 * @throws Error when a decision names a row the list does not have (callers answer 400 before calling).
 */
export function batchScreeningRecord(
  inputs: BatchRecordInputs,
  results: ScreeningResult[],
  summary: ScreeningSummary,
  hitsOf: (ckey: string) => (z.infer<typeof listHitSchema> & { party: RecordParty })[],
  decisions: Map<number, RecordDecision>,
  now: Date = new Date(),
): ScreeningRecord {
  for (const row of decisions.keys())
    if (!results.some((r) => r.row === row)) throw new Error(`No row ${row} in the screened list`);
  const hits: RecordHit[] = [];
  const rows: RecordRow[] = results.map((r) => {
    const rowHits = r.ckey && r.listHits?.length ? hitsOf(r.ckey) : [];
    for (const h of rowHits) {
      const { party, ...hit } = h;
      hits.push({
        ...hit,
        row: r.row,
        party: {
          kind: party.kind,
          name: party.name,
          nameEn: party.nameEn,
          roles: [...party.roles],
          ownershipPct: party.ownershipPct,
        },
      });
    }
    const input: RecordRow['input'] = {};
    if (r.input.name) input.name = maskIdNumbersIn(r.input.name);
    if (r.input.uscc) input.uscc = maskIdNumbersIn(r.input.uscc);
    if (r.input.accepted) input.accepted = r.input.accepted;
    const decision = decisions.get(r.row);
    return {
      row: r.row,
      input,
      match: r.ckey
        ? {
            ckey: r.ckey,
            name: r.name ?? '',
            nameEn: r.nameEn,
            uscc: r.uscc,
            status: r.status,
            score: Math.round(r.score * 1000) / 1000,
            matchedOn: r.matchedOn,
          }
        : null,
      verdict: r.verdict,
      flags: r.flags.map((f) => ({
        code: f.code,
        severity: f.severity,
        ...(f.count !== undefined ? { count: f.count } : {}),
        ...(f.status ? { status: f.status } : {}),
      })),
      duplicateOf: r.duplicateOf ?? null,
      hitCount: rowHits.length,
      decision: decision ? cleanDecision(decision) : null,
    };
  });
  const { total, clean, review, high, unmatched, duplicates } = summary;
  return {
    ...recordHead(
      'batch',
      {
        rows: inputs.rows,
        fileName: inputs.fileName ? maskIdNumbersIn(inputs.fileName) : null,
        consent: 'notRequired',
      },
      now,
    ),
    subjects: [],
    hits,
    rows,
    summary: { total, clean, review, high, unmatched, duplicates, decided: decisions.size },
    sample: true,
  };
}

const decisionSchema = z.object({ outcome: z.enum(reviewOutcomes), reason: z.string() });

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
    hits: z.array(
      listHitSchema.extend({
        line: z.number().int().optional().meta({ description: 'Name lists: the line of the pasted text.' }),
        row: z.number().int().optional().meta({ description: 'Batch screening: the row of the list.' }),
        party: z
          .object({
            kind: z.enum(['person', 'enterprise']),
            name: z.string(),
            nameEn: z.string(),
            roles: z.array(z.string()).meta({
              description: 'company, legalRepresentative, actualController, ubo, shareholder.',
            }),
            ownershipPct: z.number().nullable(),
          })
          .optional()
          .meta({ description: 'Batch screening: the company or key person the hit concerns.' }),
      }),
    ),
    decision: decisionSchema
      .optional()
      .meta({ description: 'Individual KYC and name lists: the decision on the result (batch: per row).' }),
    rows: z
      .array(
        z.object({
          row: z.number().int(),
          input: z.object({
            name: z.string().optional(),
            uscc: z.string().optional(),
            accepted: z.string().optional(),
          }),
          match: z
            .object({
              ckey: z.string(),
              name: z.string(),
              nameEn: z.string().nullable(),
              uscc: z.string().nullable(),
              status: z.string().nullable(),
              score: z.number().meta({ description: 'Entity-match confidence 0–1.' }),
              matchedOn: z.string().nullable(),
            })
            .nullable(),
          verdict: z.enum(['clean', 'review', 'high']),
          flags: z.array(
            z.object({
              code: z.string(),
              severity: z.enum(['high', 'review']),
              count: z.number().int().optional(),
              status: z.string().optional(),
            }),
          ),
          duplicateOf: z.number().int().nullable(),
          hitCount: z.number().int(),
          decision: decisionSchema.nullable().meta({ description: 'null: not decided by the reviewer.' }),
        }),
      )
      .optional()
      .meta({ description: 'Batch screening: every row of the list with its verdict, flags and decision.' }),
    summary: z
      .object({
        total: z.number().int(),
        clean: z.number().int(),
        review: z.number().int(),
        high: z.number().int(),
        unmatched: z.number().int(),
        duplicates: z.number().int(),
        decided: z.number().int(),
      })
      .optional(),
    sample: z.literal(true),
  })
  .meta({ id: 'ScreeningRecord' });
