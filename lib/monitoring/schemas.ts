/**
 * zod schemas of `POST /api/monitoring` and `POST /api/monitoring/digest`: the handlers validate with them and
 * `/api/openapi.json` describes the endpoints from them (`lib/try-it/demo-openapi.ts`).
 */
import { z } from 'zod';
import { binary, errorResponses, jsonBody } from '@/lib/api/openapi-parts';

/** Most lines of a watchlist. */
export const maxWatchlistRows = 10_000;
/** Alerts per page of `POST /api/monitoring` by default, and at most. */
export const defaultAlertPage = 50;
export const maxAlertPage = 500;

const cell = z.string().max(200).optional();
export const monitoringRequestSchema = z
  .object({
    rows: z
      .array(z.object({ name: cell, uscc: cell }).strict())
      .min(1)
      .max(maxWatchlistRows)
      .optional()
      .meta({
        description:
          'The watchlist: 1–10,000 rows, each a company name (as typed) and/or a USCC, each ≤ 200 characters. Omit with `sample: true`.',
      }),
    sample: z
      .boolean()
      .optional()
      .meta({ description: 'Monitor the sample portfolio of 50 borrowers instead of `rows`.' }),
    days: z
      .number()
      .int()
      .min(7)
      .max(365)
      .default(180)
      .meta({ description: 'Window length in days up to the demo date (7–365, default 180).' }),
    locale: z
      .enum(['zh-CN', 'en-US'])
      .optional()
      .meta({ description: 'Language of texts and error messages (else `?locale=`, then Accept-Language).' }),
    format: z.enum(['xlsx', 'pdf']).optional().meta({ description: 'Digest endpoint only: the file format.' }),
    page: z
      .object({
        offset: z.number().int().min(0).max(1_000_000).default(0),
        limit: z.number().int().min(1).max(maxAlertPage).default(defaultAlertPage),
        severity: z.enum(['high', 'medium', 'low']).optional(),
      })
      .strict()
      .optional()
      .meta({
        description: `Which alerts to return (newest first): \`offset\`, \`limit\` 1–${maxAlertPage} (default ${defaultAlertPage}) and an optional \`severity\`. The board always counts every alert. The digest endpoint ignores it and lists every alert.`,
      }),
  })
  .meta({ id: 'MonitoringRequest' });

const severity = z.enum(['high', 'medium', 'low']);
const signal = z.object({
  type: z.enum(['litigation', 'enforcement', 'dishonest', 'equityFreeze', 'penalty', 'news', 'registration']),
  recordId: z.string(),
  date: z.string(),
  amount: z.number().optional(),
  detail: z.string(),
  sub: z.string().optional(),
  ratio: z.number().optional(),
  sentiment: z.enum(['positive', 'neutral', 'negative']).optional(),
});
const counted = z.array(z.object({ code: z.string(), label: z.string(), count: z.number().int() }));

export const monitoringResponseSchema = z
  .object({
    asOf: z.string().meta({ description: 'The demo date: last day of the window.' }),
    from: z.string(),
    days: z.number().int(),
    companies: z.array(
      z.object({
        row: z.number().int(),
        ckey: z.string(),
        name: z.string(),
        uscc: z.string(),
        industry: z.string(),
        city: z.string(),
        alerts: z.number().int(),
      }),
    ),
    unmatched: z.array(
      z.object({
        row: z.number().int(),
        input: z.string(),
        candidate: z.string().nullable(),
        candidates: z
          .array(z.object({ ckey: z.string(), name: z.string(), uscc: z.string(), score: z.number() }))
          .meta({ description: 'Up to three registry companies the line may mean (score ≥ 0.5), to accept.' }),
      }),
    ),
    duplicates: z
      .array(z.object({ row: z.number().int(), of: z.number().int(), name: z.string() }))
      .meta({ description: 'Lines naming a company an earlier line already named (`of`): monitored once.' }),
    alerts: z
      .array(
        z.object({
          id: z.string().meta({ description: '`<ckey>/<record id>`: the cited record.' }),
          ruleId: z.string(),
          severity,
          date: z.string(),
          ckey: z.string(),
          evidence: signal,
          company: z.string(),
          uscc: z.string(),
          signal: z.string(),
          condition: z.string(),
          action: z.string(),
          evidenceText: z.string(),
          source: z.string(),
        }),
      )
      .meta({
        description:
          'One page of the alerts in the window, newest first (see `alertPage`), each with its evidence and texts.',
      }),
    alertPage: z
      .object({
        offset: z.number().int(),
        limit: z.number().int(),
        total: z.number().int(),
        severity: severity.nullable(),
      })
      .meta({
        description:
          '`alerts` is this page: `total` alerts match `severity` (null: every severity) and `alerts` holds those from `offset`, at most `limit`.',
      }),
    board: z.object({
      total: z.number().int(),
      companiesWithAlerts: z.number().int(),
      bySeverity: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
      byIndustry: counted,
      byCity: counted,
      byRule: z.array(z.object({ id: z.string(), count: z.number().int() })),
      weekly: z.array(
        z.object({ week: z.string(), high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
      ),
    }),
    webhook: z
      .object({ secret: z.string(), body: z.string(), signature: z.string(), curl: z.string(), verify: z.string() })
      .nullable()
      .meta({
        description:
          'The delivery of the latest high (else latest) alert, as an integration would receive it; null without alerts.',
      }),
  })
  .meta({ id: 'MonitoringResult' });

export const demoErrorSchema = z
  .object({ error: z.string(), message: z.string().meta({ description: 'Localized explanation.' }) })
  .meta({ id: 'DemoError' });

export type MonitoringRequest = z.infer<typeof monitoringRequestSchema>;
export type MonitoringResponse = z.infer<typeof monitoringResponseSchema>;

/** OpenAPI paths of the monitoring endpoints (assembled into /api/openapi.json by lib/api/openapi.ts). */
export const monitoringPaths = {
  '/api/monitoring': {
    post: {
      summary:
        'Portfolio monitoring (post-loan alerts): a watchlist over the last N days up to the demo date, by named rules',
      description:
        'Limits: 1–10,000 rows, each value ≤ 200 characters, body ≤ 4 MB; window 7–365 days. Names are resolved by the registry matcher (USCC first, confidence ≥ 0.85). Nothing is stored. Sample data.',
      requestBody: jsonBody(monitoringRequestSchema, { sample: true, locale: 'en-US' }),
      responses: {
        '200': {
          description: 'Alerts with evidence, board, webhook example.',
          content: { 'application/json': { schema: monitoringResponseSchema } },
        },
        ...errorResponses({
          '400':
            'The watchlist is empty or over 10,000 rows, a value is over 200 characters, the window is outside 7–365 days, a rule is unknown, or the body is not JSON.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
  '/api/monitoring/digest': {
    post: {
      summary: 'The monitoring daily digest as XLSX or PDF (same body as /api/monitoring plus `format`)',
      requestBody: jsonBody(monitoringRequestSchema, { sample: true, format: 'xlsx', locale: 'en-US' }),
      responses: {
        '200': {
          description: 'The file (attachment).',
          content: {
            'application/pdf': { schema: binary },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: binary },
          },
        },
        ...errorResponses({
          '400': 'As for /api/monitoring, or `format` is neither `xlsx` nor `pdf`.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
};
