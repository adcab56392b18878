/** zod schemas of `POST /api/judicial` and `POST /api/judicial/pdf` (handler validation and OpenAPI). */
import { z } from 'zod';

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
