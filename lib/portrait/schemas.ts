/** OpenAPI description of the target-client endpoints, from the zod schemas the handler validates with (query.ts). */
import { z } from 'zod';
import { demoErrorSchema } from '@/lib/financials/schemas';
import { filtersSchema, pageSchema } from './query';

const reason = z.object({
  factor: z.enum(['risk', 'scale', 'stability', 'qualifications']),
  points: z.number(),
  max: z.number(),
  value: z.union([z.number(), z.array(z.string())]),
});
export const targetClientsResponseSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    items: z.array(
      z.object({
        rank: z.number().int(),
        score: z
          .number()
          .meta({ description: 'Fit score 0–100: 45 risk + 25 scale + 15 stability + 15 qualifications.' }),
        reasons: z.array(reason),
        ckey: z.string(),
        name: z.string(),
        nameEn: z.string(),
        uscc: z.string(),
        industry: z.string(),
        province: z.string(),
        provinceName: z.string(),
        city: z.string(),
        age: z.number().int(),
        employees: z.number().int(),
        revenue: z.number(),
        registeredCapital: z.number(),
        risk: z.enum(['low', 'medium', 'high']),
        riskScore: z.number(),
        tags: z.array(z.string()),
      }),
    ),
    portrait: z.object({
      total: z.number().int(),
      byIndustry: z.record(z.string(), z.number()),
      byProvince: z.record(z.string(), z.number()),
      byHeadcount: z.record(z.string(), z.number()),
      byRevenue: z.record(z.string(), z.number()),
      byRisk: z.record(z.string(), z.number()),
      byTag: z.record(z.string(), z.number()),
      medianAge: z.number(),
      medianRevenue: z.number(),
    }),
  })
  .meta({ id: 'TargetClients' });

const bad = {
  description: 'A parameter out of range or unknown value; the message names it.',
  content: { 'application/json': { schema: demoErrorSchema } },
};

export const portraitPaths = {
  '/api/target-clients': {
    get: {
      summary:
        'Target clients: registry companies matching the filters, ranked by fit with reasons, and the segment’s portrait',
      requestParams: { query: filtersSchema.extend(pageSchema.shape) },
      responses: {
        '200': {
          description: 'Ranked page and portrait.',
          content: { 'application/json': { schema: targetClientsResponseSchema } },
        },
        '400': bad,
      },
    },
  },
  '/api/target-clients/export': {
    get: {
      summary: 'The ranked list as CSV or XLSX, at most 5,000 rows',
      requestParams: { query: filtersSchema.extend({ format: z.enum(['csv', 'xlsx']).default('csv') }) },
      responses: { '200': { description: 'The file.', content: { 'text/csv': { schema: z.string() } } }, '400': bad },
    },
  },
};
