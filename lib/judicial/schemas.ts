/** zod schemas of `POST /api/judicial` and `POST /api/judicial/pdf` (handler validation and OpenAPI). */
import { z } from 'zod';
import { binary, errorResponses, jsonBody } from '@/lib/api/openapi-parts';

export const judicialRequestSchema = z
  .object({
    query: z
      .string()
      .max(100)
      .optional()
      .meta({ description: 'A company name (as typed), a USCC, or a person’s name; ≤ 100 characters.' }),
    ckey: z
      .string()
      .regex(/^[0-9a-f]{10}$/)
      .optional()
      .meta({ description: 'A registry company chosen from candidates.' }),
    personId: z
      .string()
      .regex(/^p\d{1,9}$/)
      .optional()
      .meta({ description: 'A registry person chosen from candidates.' }),
    locale: z.enum(['zh-CN', 'en-US']).optional(),
  })
  .meta({ id: 'JudicialRequest' });

const row = z.object({
  id: z.string().meta({ description: '`<ckey>/<record id>`: the cited record.' }),
  type: z.enum(['case', 'enforcement', 'dishonest', 'restriction']),
  date: z.string(),
  ckey: z.string(),
  role: z.enum(['plaintiff', 'defendant']),
  amount: z.number(),
  status: z.string(),
  typeLabel: z.string(),
  roleLabel: z.string(),
  detail: z.string(),
  amountText: z.string(),
  statusLabel: z.string(),
});
const summary = z.object({
  cases: z.number().int(),
  asDefendant: z.number().int(),
  asPlaintiff: z.number().int(),
  enforcement: z.number().int(),
  dishonest: z.number().int(),
  restrictions: z.number().int(),
  openExposureDefendant: z.number(),
  openExposureText: z.string(),
  byKind: z.array(z.object({ kind: z.string(), label: z.string(), count: z.number().int() })),
  byYear: z.array(z.object({ year: z.string(), count: z.number().int() })),
});
const company = z.object({ ckey: z.string(), name: z.string(), uscc: z.string(), summary, rows: z.array(row) });

export const judicialResponseSchema = z
  .object({
    kind: z.enum(['company', 'person', 'candidates']),
    company: company.optional(),
    person: z
      .object({
        id: z.string(),
        name: z.string(),
        roles: z.array(
          z.object({
            ckey: z.string(),
            company: z.string(),
            labels: z.array(z.string()),
            representsOrControls: z.boolean(),
          }),
        ),
        restrictions: z.array(row),
        companies: z
          .array(company)
          .meta({ description: 'Companies they represent (legal representative) or control (UBO, ≥ 50 %).' }),
      })
      .optional(),
    candidates: z
      .object({
        persons: z.array(z.object({ id: z.string(), label: z.string() })),
        companies: z.array(z.object({ ckey: z.string(), label: z.string() })),
      })
      .optional(),
  })
  .meta({ id: 'JudicialResult' });

export type JudicialRequest = z.infer<typeof judicialRequestSchema>;
export type JudicialResponse = z.infer<typeof judicialResponseSchema>;
export type JudicialCompany = z.infer<typeof company>;
export type JudicialRow = z.infer<typeof row>;

/** OpenAPI paths of the litigation search (assembled into /api/openapi.json by lib/api/openapi.ts). */
export const judicialPaths = {
  '/api/judicial': {
    post: {
      summary:
        'Litigation search on a company (name or USCC) or a person of the registry: cases, enforcement, dishonest-debtor and consumption-restriction records with a summary',
      description:
        'Limits: query ≤ 100 characters, body ≤ 4 MB. A name shared by several people (or close to several companies) answers `kind: "candidates"`; send the chosen `personId` or `ckey`. Sample data.',
      requestBody: jsonBody(judicialRequestSchema, { query: '澄湖微动精密制造有限公司', locale: 'en-US' }),
      responses: {
        '200': {
          description: 'The company, the person, or candidates.',
          content: { 'application/json': { schema: judicialResponseSchema } },
        },
        ...errorResponses({
          '400':
            'No query, a query over 100 characters or with control characters, a malformed `ckey` or `personId`, or a body that is not JSON.',
          '404': 'Nothing in the registry matches the query.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
  '/api/judicial/pdf': {
    post: {
      summary: 'The litigation search as a PDF, every row citing its record (same body as /api/judicial)',
      requestBody: jsonBody(judicialRequestSchema, { query: '澄湖微动精密制造有限公司', locale: 'en-US' }),
      responses: {
        '200': { description: 'The PDF (attachment).', content: { 'application/pdf': { schema: binary } } },
        '409': {
          description: 'The name is shared: choose a candidate first (the candidates are in the body).',
          content: { 'application/json': { schema: judicialResponseSchema } },
        },
        ...errorResponses({
          '400': 'As for /api/judicial.',
          '404': 'Nothing in the registry matches the query.',
          '413': 'Body over 4 MB.',
        }),
      },
    },
  },
};
