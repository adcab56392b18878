/** zod schemas of `POST /api/association` (handler validation and OpenAPI). */
import { z } from 'zod';
import { errorResponses, jsonBody } from '@/lib/api/openapi-parts';

/** Most companies in one request. */
export const maxAssociationRows = 200;

const cell = z.string().max(200).optional();
export const associationRequestSchema = z
  .object({
    rows: z
      .array(z.object({ name: cell, uscc: cell }).strict())
      .min(1)
      .max(maxAssociationRows)
      .optional()
      .meta({
        description:
          '2–200 companies, each a name (as typed) and/or a USCC (≤ 200 characters). Omit with `sample: true`.',
      }),
    sample: z.boolean().optional().meta({ description: 'Use the sample supplier list of 20 instead of `rows`.' }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'AssociationRequest' });

const relation = z.object({
  kind: z.enum([
    'commonShareholder',
    'commonUbo',
    'commonLegalRep',
    'commonOfficer',
    'sharedAddress',
    'sharedPhone',
    'holding',
    'crossHolding',
    'guarantee',
  ]),
  members: z.array(z.string()),
  via: z.string(),
  figures: z.record(z.string(), z.number()).optional(),
  evidence: z.array(z.string()).meta({
    description:
      'Records the relation rests on: `<ckey>/shareholders/<holder>`, `<ckey>/ubo/<person>`, `<ckey>/phone`, `<guarantor>/g<n>`…',
  }),
  text: z.string().meta({ description: 'The relation in words, in the request’s locale.' }),
});

export const associationResponseSchema = z
  .object({
    companies: z.array(z.object({ row: z.number().int(), ckey: z.string(), name: z.string(), uscc: z.string() })),
    unmatched: z.array(z.object({ row: z.number().int(), input: z.string(), candidate: z.string().nullable() })),
    relations: z.array(relation),
    groups: z.array(z.object({ members: z.array(z.string()), kinds: z.array(z.string()) })),
    circles: z.array(
      z.object({
        members: z.array(z.string()),
        cycle: z.array(z.string()),
        edges: z.array(z.object({ id: z.string(), from: z.string(), to: z.string() })),
      }),
    ),
    unrelated: z.array(z.string()),
    graph: z.object({
      nodes: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          short: z.string().optional().meta({
            description: 'A company’s short name (简称), as the drawing labels it; the full name is `label`.',
          }),
          kind: z.enum(['member', 'party']),
        }),
      ),
      edges: z.array(
        z.object({ id: z.string(), from: z.string(), to: z.string(), kind: z.string(), circle: z.boolean() }),
      ),
    }),
  })
  .meta({ id: 'AssociationResult' });

export type AssociationResponse = z.infer<typeof associationResponseSchema>;

/** OpenAPI path of the related-parties demo (assembled into /api/openapi.json by lib/api/openapi.ts). */
export const associationPaths = {
  '/api/association': {
    post: {
      summary:
        'Hidden related parties among 2–200 companies: common shareholders / UBOs / legal representatives / officers, shared address or phone, cross-holdings, guarantee circles (担保圈)',
      description:
        'Limits: 2–200 companies identified (1–200 rows, each value ≤ 200 characters), body ≤ 4 MB. Sample data.',
      requestBody: jsonBody(associationRequestSchema, { sample: true, locale: 'en-US' }),
      responses: {
        '200': {
          description: 'Relations with evidence, groups, circles, graph.',
          content: { 'application/json': { schema: associationResponseSchema } },
        },
        ...errorResponses({
          '400':
            'Fewer than 2 companies identified, more than 200 rows, a value over 200 characters, or a body that is not JSON.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
};
