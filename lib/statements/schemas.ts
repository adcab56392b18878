/**
 * OpenAPI description of bank-statement analysis (`POST /api/statement-analysis`, ./handler.ts), assembled into
 * /api/openapi.json by lib/api/openapi.ts. The analysis's shape is `StatementAnalysis` (./types.ts); its top-level
 * fields are described here, nested records loosely.
 */
import { z } from 'zod';
import { binary, errorResponses, formBody } from '@/lib/api/openapi-parts';

const money = z.number().meta({ description: 'Amount in CNY (yuan).' });

export const statementRequestSchema = z
  .object({
    file: binary.optional().meta({ description: 'A statement as CSV or XLSX (bank export), ≤ 5 MB.' }),
    sample: z
      .string()
      .optional()
      .meta({ description: 'Instead of `file`: the ckey of a showcase company whose sample statement to analyse.' }),
    holder: z.string().optional().meta({ description: 'The account holder’s name, ≤ 200 characters.' }),
    mapping: z.string().optional().meta({
      description: 'JSON mapping of statement fields to column numbers, when the columns were not recognised.',
    }),
    format: z.enum(['json', 'pdf']).optional().meta({ description: '`pdf` for the report as a PDF.' }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'StatementAnalysisRequest' });

export const statementResponseSchema = z
  .object({
    kind: z.literal('analysis'),
    analysis: z
      .looseObject({
        holder: z.looseObject({ name: z.string() }).nullable(),
        period: z.object({ from: z.string(), to: z.string() }),
        count: z.number().int().meta({ description: 'Transactions read.' }),
        totals: z.object({
          inflow: money,
          outflow: money,
          net: money,
          opening: money.nullable(),
          closing: money.nullable(),
        }),
        monthly: z.array(z.looseObject({})),
        counterparties: z.array(z.looseObject({ name: z.string() })),
        top5CustomerShare: z
          .number()
          .min(0)
          .max(1)
          .meta({ description: 'Share of operating receipts (not financing) from the five largest customers.' }),
        anomalies: z.array(z.looseObject({})).meta({ description: 'Named anomalies with the rows they cite.' }),
      })
      .meta({ description: 'The analysis (StatementAnalysis): totals, monthly flows, counterparties, anomalies.' }),
    columns: z.record(z.string(), z.unknown()).meta({ description: 'Which column was read as which field.' }),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'StatementAnalysisResponse' });

export const statementPaths = {
  '/api/statement-analysis': {
    post: {
      summary:
        'Bank-statement analysis: flows by month, counterparties matched in the registry, related-party flows and named anomalies, each citing its rows',
      description:
        'Limits: file ≤ 5 MB, ≤ 10,000 transaction rows, zip and XML checks as in the security documentation; parsed off the main thread. Nothing is stored. Sample data.',
      requestBody: formBody(statementRequestSchema, { sample: 'c9f2a1e7b3', locale: 'en-US' }),
      responses: {
        '200': {
          description: 'The analysis (or the PDF with format=pdf).',
          content: {
            'application/json': { schema: statementResponseSchema },
            'application/pdf': { schema: binary },
          },
        },
        ...errorResponses({
          '400': 'No file and no sample, an unknown sample, a `mapping` that is not valid JSON, or an unreadable form.',
          '413': 'The file or the body is over 5 MB, or the workbook unpacks beyond its limits.',
          '415': 'Not multipart/form-data, or a file that is neither CSV nor XLSX.',
          '422':
            'The date and amount columns could not be recognised (the answer carries `needsMapping`), or XML entity declarations.',
          '503': 'Every reader of this instance is busy: retry after `Retry-After` seconds.',
        }),
      },
    },
  },
};
