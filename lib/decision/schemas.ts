/** OpenAPI description of POST /api/decision-flow, from the schemas the handler validates with. */
import { z } from 'zod';
import { jsonBody } from '@/lib/api/openapi-parts';
import { demoErrorSchema } from '@/lib/financials/schemas';
import { decisionRequestSchema } from './handler';

const outcome = z.enum(['pass', 'refer', 'decline']);
export const decisionSchema = z
  .object({
    company: z.object({ ckey: z.string(), name: z.string(), nameEn: z.string() }),
    ckey: z.string(),
    stages: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        outcome: z.enum(['pass', 'refer', 'decline', 'skipped']),
        checks: z.array(
          z.object({
            rule: z.string(),
            value: z.union([z.number(), z.boolean()]),
            threshold: z.union([z.number(), z.boolean()]),
            outcome,
            source: z.string().meta({ description: 'Record field or statement line the value is read from.' }),
          }),
        ),
      }),
    ),
    path: z.array(z.string()).meta({ description: 'Stage ids on the path taken.' }),
    decision: z.enum(['approve', 'refer', 'decline']),
    limit: z.number().nullable().meta({ description: 'Suggested limit in CNY (0 when declined).' }),
  })
  .meta({ id: 'Decision' });

export const decisionPaths = {
  '/api/decision-flow': {
    post: {
      summary:
        'Evaluate a credit decision flow (准入 → 反欺诈 → 司法 → 财务 → 额度) on a registry company: per-stage outcome with evidence, the path, the decision and a suggested limit',
      requestBody: jsonBody(decisionRequestSchema, { ckey: 'c9f2a1e7b3', locale: 'en-US' }),
      responses: {
        '200': { description: 'The decision.', content: { 'application/json': { schema: decisionSchema } } },
        '400': {
          description: 'Not JSON, or an invalid flow (each problem with its JSON path).',
          content: { 'application/json': { schema: demoErrorSchema } },
        },
        '404': {
          description: 'No such registry company.',
          content: { 'application/json': { schema: demoErrorSchema } },
        },
        '413': { description: 'Body over 64 KB.', content: { 'application/json': { schema: demoErrorSchema } } },
      },
    },
  },
};
