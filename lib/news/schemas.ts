/** zod schemas of `POST /api/news` (handler validation and OpenAPI). */
import { z } from 'zod';
import { errorResponses, jsonBody } from '@/lib/api/openapi-parts';
import { newsTopics } from './classify';

export const newsRequestSchema = z
  .object({
    query: z.string().max(100).optional().meta({ description: 'A company name (as typed) or USCC, ≤ 100 characters.' }),
    days: z
      .union([z.literal(30), z.literal(90), z.literal(180)])
      .default(180)
      .meta({ description: 'Window in days up to the demo date: 30, 90 or 180.' }),
    headline: z
      .string()
      .max(200)
      .optional()
      .meta({ description: 'Instead of `query`: a headline to classify (topic and sentiment), ≤ 200 characters.' }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'NewsRequest' });

const topic = z.enum([...newsTopics, 'other']);
const sentiment = z.enum(['negative', 'neutral', 'positive']);
export const newsResponseSchema = z
  .object({
    company: z.object({ ckey: z.string(), name: z.string(), uscc: z.string() }).optional(),
    asOf: z.string().optional(),
    from: z.string().optional(),
    items: z
      .array(
        z.object({
          record: z.string(),
          date: z.string(),
          headline: z.string(),
          source: z.enum(['regulator', 'court', 'media', 'social', 'trade']),
          topic,
          sentiment,
        }),
      )
      .optional(),
    trend: z
      .array(
        z.object({
          week: z.string(),
          negative: z.number().int(),
          neutral: z.number().int(),
          positive: z.number().int(),
        }),
      )
      .optional(),
    alerts: z
      .array(
        z.object({
          id: z.enum(['N-01', 'N-02', 'N-03', 'N-04']),
          severity: z.enum(['high', 'medium', 'low']),
          records: z.array(z.string()),
        }),
      )
      .optional(),
    classified: z
      .object({ topic, sentiment })
      .optional()
      .meta({ description: 'The classification of `headline`, when one was sent.' }),
  })
  .meta({ id: 'NewsResult' });

export type NewsResponse = z.infer<typeof newsResponseSchema>;

/** OpenAPI path of company news (assembled into /api/openapi.json by lib/api/openapi.ts). */
export const newsPaths = {
  '/api/news': {
    post: {
      summary:
        'Company news over 30/90/180 days: topic, sentiment, source type and the record each item reports; weekly trend; negative-news alerts by rule. Or classify one headline',
      description: 'Limits: query ≤ 100 characters, headline ≤ 200 characters. Sample data.',
      requestBody: jsonBody(newsRequestSchema, { query: '澄湖微动精密制造有限公司', locale: 'en-US' }),
      responses: {
        '200': {
          description: 'The news, or the classification.',
          content: { 'application/json': { schema: newsResponseSchema } },
        },
        ...errorResponses({
          '400':
            'Neither a company nor a headline, a query over 100 or a headline over 200 characters, an unknown window, or a body that is not JSON.',
          '404': 'No such company in the registry.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
};
