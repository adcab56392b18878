/** zod schemas of `POST /api/matching` and `POST /api/matching/list` (handler validation and OpenAPI). */
import { z } from 'zod';
import { errorResponses, jsonBody } from '@/lib/api/openapi-parts';

/** Most lines in list mode. */
export const maxMatchLines = 200;

export const matchRequestSchema = z
  .object({
    query: z.string().max(100).meta({
      description:
        'A company name as typed, former name, pinyin, traditional characters, English name or USCC; 1–100 characters.',
    }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'MatchRequest' });

export const matchListRequestSchema = z
  .object({
    lines: z.array(z.string().max(300)).min(1).max(maxMatchLines).meta({
      description:
        '1–200 lines: `input`, or `input<TAB or comma>expected USCC` (`-` = not in the registry) for the confusion table.',
    }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'MatchListRequest' });

const form = z.object({
  kind: z.string(),
  text: z.string(),
  key: z.string(),
  distance: z.number().int(),
  similarity: z.number(),
});
const candidate = z.object({
  ckey: z.string(),
  name: z.string(),
  nameEn: z.string(),
  uscc: z.string(),
  score: z.number().meta({
    description: '0–1 from the registry matcher; 0 = nearest name shown though below the candidate threshold.',
  }),
  matchedOn: z.string(),
  form: form.meta({ description: 'The name form closest to the normalised query, and its edit distance.' }),
});

export const matchResponseSchema = z
  .object({
    query: z.string(),
    steps: z.array(z.object({ kind: z.string(), value: z.string(), changed: z.boolean() })),
    key: z.string(),
    script: z.enum(['han', 'latin', 'uscc']),
    decision: z.enum(['match', 'review', 'none']),
    candidates: z.array(candidate),
  })
  .meta({ id: 'MatchExplanation' });

export const matchListResponseSchema = z
  .object({
    lines: z.array(
      z.object({
        line: z.number().int(),
        input: z.string(),
        expected: z.string().nullable().optional(),
        decision: z.enum(['match', 'review', 'none']),
        top: candidate.nullable(),
        outcome: z.enum(['correct', 'wrong', 'missed', 'falseMatch', 'correctNone', 'unlabelled']),
      }),
    ),
    confusion: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'MatchListResult' });

/** OpenAPI paths of entity resolution (assembled into /api/openapi.json by lib/api/openapi.ts). */
export const matchingPaths = {
  '/api/matching': {
    post: {
      summary:
        'Entity resolution explained: normalisation steps, ranked candidates with score, matched form and edit distance',
      description:
        'Limits: query 1–100 characters, no control characters. Match ≥ 0.85, review 0.6–0.85, else no match with the nearest names. Sample data.',
      requestBody: jsonBody(matchRequestSchema, { query: '澄湖微动', locale: 'en-US' }),
      responses: {
        '200': { description: 'The explanation.', content: { 'application/json': { schema: matchResponseSchema } } },
        ...errorResponses({
          '400': 'The query is empty, over 100 characters or has control characters, or the body is not JSON.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
  '/api/matching/list': {
    post: {
      summary: 'Entity resolution of a list (up to 200 lines) with a confusion table against expected USCCs',
      requestBody: jsonBody(matchListRequestSchema, {
        lines: ['澄湖微动精密制造有限公司\t910032050000000198', 'chenghu weidong', '不存在的公司\t-'],
        locale: 'en-US',
      }),
      responses: {
        '200': {
          description: 'Each line and the confusion table.',
          content: { 'application/json': { schema: matchListResponseSchema } },
        },
        ...errorResponses({
          '400': 'No lines, more than 200 lines, a line over 300 characters, or a body that is not JSON.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
};
