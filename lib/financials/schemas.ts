/**
 * zod schemas of the financial-statement analysis endpoint (`POST /api/financial-analysis`, `GET
 * /api/financial-analysis/template`): the handler validates form fields and query with them, and the OpenAPI
 * document (/api/openapi.json) is generated from them.
 */
import { z } from 'zod';
import { formBody } from '@/lib/api/openapi-parts';
import { industrySections } from '@/lib/registry/vocab';
import { allLines } from './lines';
import { ratioDefs } from './ratios';
import { redFlagRuleIds } from './red-flags';

export const financeFormSchema = z
  .object({
    ckey: z
      .string()
      .regex(/^[0-9a-f]{10}$/)
      .optional()
      .meta({ description: 'A registry company: analyse its generated 2023–2025 statements.', example: 'c9f2a1e7b3' }),
    file: z.any().optional().meta({
      description:
        'Or: the statements template (XLSX or CSV, ≤ 5 MB, one sheet; see GET /api/financial-analysis/template).',
      format: 'binary',
    }),
    industry: z
      .enum(industrySections)
      .optional()
      .meta({ description: 'With a file: the GB/T 4754 industry section to compare against.' }),
    format: z
      .enum(['json', 'pdf'])
      .default('json')
      .meta({ description: 'json (default) or pdf (the report, every figure with its statement line).' }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'FinancialAnalysisForm' });

export const templateQuerySchema = z.object({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  locale: z.enum(['zh-CN', 'en-US']).optional(),
});

const figures = z
  .record(z.enum(allLines), z.number())
  .meta({ description: 'Statement lines by code (BS01…CF16), CNY yuan.' });

export const financialAnalysisSchema = z
  .object({
    company: z.object({ ckey: z.string(), name: z.string(), nameEn: z.string(), industry: z.string() }).nullable(),
    analysis: z.object({
      statements: z.object({
        source: z.enum(['registry', 'upload']),
        opening: z.record(z.string(), z.number()).meta({ description: 'Balance sheet at 2022-12-31.' }),
        years: z.array(z.object({ year: z.number().int(), lines: figures })),
      }),
      ratios: z.array(
        z.object({
          year: z.number().int(),
          ratios: z.record(z.enum(ratioDefs.map((d) => d.id) as [string, ...string[]]), z.number().nullable()),
        }),
      ),
      industry: z.string().nullable(),
      comparison: z.array(
        z.object({
          ratio: z.string(),
          value: z.number().nullable(),
          quartiles: z.object({ q1: z.number(), median: z.number(), q3: z.number(), n: z.number().int() }).nullable(),
          quarter: z.number().int().min(1).max(4).nullable(),
        }),
      ),
      redFlags: z.array(
        z.object({
          rule: z.enum(redFlagRuleIds as [string, ...string[]]),
          severity: z.enum(['high', 'medium']),
          years: z.array(z.number().int()),
          measured: z.number(),
          evidence: z.array(z.object({ ref: z.string(), year: z.number().int(), value: z.number() })),
        }),
      ),
    }),
  })
  .meta({ id: 'FinancialAnalysis' });

export const demoErrorSchema = z
  .object({
    error: z.string(),
    message: z.string().meta({ description: 'What went wrong, in the request’s locale.' }),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'LiveDemoError' });

/** The OpenAPI paths of this endpoint (merged into /api/openapi.json). */
export const financePaths = {
  '/api/financial-analysis': {
    post: {
      summary:
        'Financial-statement analysis: ratios by year, industry quartiles and named red flags, for a registry company or an uploaded template',
      requestBody: formBody(financeFormSchema, { ckey: 'c9f2a1e7b3', locale: 'en-US' }),
      responses: {
        '200': {
          description: 'The analysis (or the PDF with format=pdf).',
          content: {
            'application/json': { schema: financialAnalysisSchema },
            'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
          },
        },
        '400': {
          description: 'No company or file, a bad field, or a template that is missing lines or does not add up.',
          content: { 'application/json': { schema: demoErrorSchema } },
        },
        '404': {
          description: 'No such registry company.',
          content: { 'application/json': { schema: demoErrorSchema } },
        },
        '413': { description: 'Over 5 MB.', content: { 'application/json': { schema: demoErrorSchema } } },
        '415': {
          description: 'Not multipart, or not CSV/XLSX.',
          content: { 'application/json': { schema: demoErrorSchema } },
        },
      },
    },
  },
  '/api/financial-analysis/template': {
    get: {
      summary: 'The statements template, filled with a sample company’s statements',
      requestParams: { query: templateQuerySchema },
      responses: {
        '200': {
          description: 'XLSX or CSV.',
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: z.string().meta({ format: 'binary' }),
            },
          },
        },
      },
    },
  },
};
