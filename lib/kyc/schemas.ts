/** zod schemas of `POST /api/kyc-individual` (handler validation and OpenAPI). */
import { z } from 'zod';
import { binary, errorResponses, jsonBody } from '@/lib/api/openapi-parts';
import { recordRequestFields, screeningRecordSchema } from '@/lib/screening/audit-record';
import { listHitSchema, screenedSubjectSchema } from '@/lib/screening/list-schemas';

export const kycIndividualRequestSchema = z
  .object({
    name: z
      .string()
      .max(50)
      .meta({ description: 'The person’s name as on the ID card (Chinese or pinyin), ≤ 50 characters.' }),
    idNumber: z
      .string()
      .max(40)
      .meta({ description: '居民身份证号码, 18 characters (spaces ignored). Never stored or logged.' }),
    consent: z
      .boolean()
      .meta({ description: 'Must be true: the person’s separate consent under PIPL Art. 13 and 29 was obtained.' }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'KycIndividualRequest' });

/** `POST /api/kyc-individual/record`: the KYC body plus the reviewer's decision and the format (lib/screening/record-handler.ts). */
export const kycRecordRequestSchema = kycIndividualRequestSchema
  .extend(recordRequestFields)
  .meta({ id: 'KycIndividualRecordRequest' });

const role = z.object({ ckey: z.string(), company: z.string(), labels: z.array(z.string()) });
export const kycIndividualResponseSchema = z
  .object({
    identity: z.object({
      checksum: z.literal(true),
      nameMatch: z.enum(['exact', 'similar', 'mismatch']),
      nameScore: z.number().meta({ description: 'Similarity of the name given and the registry name, 0–1.' }),
      registryName: z.string(),
      birthDate: z.string(),
      age: z.number().int().meta({ description: 'Whole years on the demo date.' }),
      sex: z.enum(['male', 'female']),
      asOf: z.string(),
    }),
    roles: z.array(role),
    judicial: z.object({
      restrictions: z.number().int().meta({ description: 'Consumption restrictions naming the person.' }),
      records: z.array(
        z.object({ id: z.string(), date: z.string(), company: z.string(), type: z.string(), text: z.string() }),
      ),
    }),
    screening: z.object({
      listSize: z.number().int().meta({ description: 'Entries in both lists together.' }),
      lists: z.array(z.object({ id: z.string(), version: z.string(), date: z.string() })),
      threshold: z.number().int(),
      subjects: z
        .array(screenedSubjectSchema)
        .meta({ description: 'The names screened (entered, and from the ID number).' }),
      hits: z.array(listHitSchema).meta({
        description:
          'Hits of the name entered and, when it differs, of the registry name the ID number resolves to; strongest first.',
      }),
    }),
  })
  .meta({ id: 'KycIndividualResult' });

export type KycIndividualResponse = z.infer<typeof kycIndividualResponseSchema>;

/** OpenAPI path of individual KYC (assembled into /api/openapi.json by lib/api/openapi.ts). */
export const kycIndividualPaths = {
  '/api/kyc-individual': {
    post: {
      summary:
        'Individual KYC with consent: identity consistency, roles, judicial records, fuzzy PEP / sanctions screening (fictional list)',
      description:
        'Requires `consent: true` (PIPL Art. 13, 29). Only the registry’s fictional ID numbers (region code 00…) are looked up; a malformed number is a 400, a real-looking or unknown one a 404. The number is never stored or logged.',
      requestBody: jsonBody(kycIndividualRequestSchema, {
        name: '沈知远',
        idNumber: '006664198402133559',
        consent: true,
        locale: 'en-US',
      }),
      responses: {
        '200': {
          description: 'The KYC result.',
          content: { 'application/json': { schema: kycIndividualResponseSchema } },
        },
        ...errorResponses({
          '400':
            'No consent, no name, or an ID number that is not 18 characters with a valid birth date and check character; or a body that is not JSON.',
          '404': 'A real-looking number (never looked up) or a sample number not in the registry.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
  '/api/kyc-individual/record': {
    post: {
      summary:
        'The audit record of an individual KYC: inputs (ID number masked), list versions, every hit with its components, the threshold, the time with its time zone and the reviewer’s decision, as PDF or JSON',
      description:
        'Same body as /api/kyc-individual plus `decision` `{ outcome: trueMatch | falsePositive | needsReview, reason }` (reason 1–1,000 characters) and `format` (pdf or json). The KYC is run again and the record built for this answer; nothing is stored or logged.',
      requestBody: jsonBody(kycRecordRequestSchema, {
        name: '沈知远',
        idNumber: '006664198402133559',
        consent: true,
        decision: { outcome: 'falsePositive', reason: 'Different person: the birth dates differ.' },
        format: 'json',
        locale: 'en-US',
      }),
      responses: {
        '200': {
          description: 'The record (attachment).',
          content: { 'application/json': { schema: screeningRecordSchema }, 'application/pdf': { schema: binary } },
        },
        ...errorResponses({
          '400':
            'As for /api/kyc-individual, or a missing or unknown decision, a reason that is empty or over 1,000 characters, or an unknown format.',
          '404': 'A real-looking number (never looked up) or a sample number not in the registry.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
};
