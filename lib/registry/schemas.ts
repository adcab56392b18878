/**
 * zod schemas of the registry API: they validate queries, type the handlers' answers and describe its paths
 * (`registryPaths`) for the OpenAPI 3.1 document at /api/openapi.json (assembled by lib/api/openapi.ts), so the
 * document cannot drift from what is served.
 */
import { z } from 'zod';
import { matchKinds } from './matcher';
import { enterpriseStatuses } from './types';

const ckey = z
  .string()
  .regex(/^[0-9a-f]{10}$/)
  .meta({ description: 'Registry key of an enterprise: 10 lowercase hex digits.', example: 'c9f2a1e7b3' });
const entityId = z
  .string()
  .regex(/^(?:[0-9a-f]{10}|p\d{1,9})$/)
  .meta({
    description: 'An enterprise ckey (10 lowercase hex digits) or a person id (p + digits).',
    example: 'a7c3e9f5d2',
  });
const status = z.enum(enterpriseStatuses).meta({
  id: 'EnterpriseStatus',
  description: 'Registration status: active 存续, operating 在业, revoked 吊销, deregistered 注销, movedOut 迁出.',
});
const pct = z.number().min(0).max(100).meta({ description: 'Percentage, 0–100.' });
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: 'ISO date (YYYY-MM-DD).' });
const yuan = z.number().meta({ description: 'Amount in CNY (yuan).' });

export const errorSchema = z
  .object({
    error: z.enum(['notFound', 'badRequest']),
    message: z.string().meta({ description: 'What went wrong, in the language of Accept-Language (zh-CN or en-US).' }),
  })
  .meta({ id: 'Error' });

export const searchQuerySchema = z.object({
  q: z.string().meta({
    description:
      'Name, former name, 字号 (with or without city), pinyin or initials, traditional characters, English name or USCC. 1–100 characters, no control characters.',
    example: '澄湖微动',
  }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(10)
    .meta({ description: 'Results at most, 1–50 (default 10).' }),
});

export const searchHitSchema = z
  .object({
    ckey,
    name: z.string(),
    nameEn: z.string(),
    uscc: z.string(),
    status,
    score: z.number().min(0).max(1).meta({ description: 'Match confidence, 0–1.' }),
    matchedOn: z.enum(matchKinds).meta({ description: 'Which form of the entity the query matched.' }),
  })
  .meta({ id: 'SearchHit' });

export const searchResponseSchema = z
  .object({ query: z.string(), results: z.array(searchHitSchema) })
  .meta({ id: 'SearchResponse' });

export const shareholderSchema = z
  .object({
    kind: z.enum(['person', 'enterprise']),
    id: z.string().meta({ description: 'Person id (p…) or the holder enterprise’s ckey.' }),
    ckey: ckey.optional().meta({ description: 'Present for enterprise holders.' }),
    name: z.string(),
    nameEn: z.string(),
    pct,
  })
  .meta({ id: 'Shareholder' });

export const entitySummarySchema = z
  .object({ ckey, name: z.string(), nameEn: z.string(), uscc: z.string(), status })
  .meta({ id: 'EntitySummary' });

export const entitySchema = z
  .object({
    ckey,
    kycNo: z
      .string()
      .meta({ description: 'Number of the enterprise’s sample KYC report (/dueDiligence/kyc/{kycNo}).' }),
    name: z.string(),
    nameEn: z.string(),
    formerNames: z.array(z.string()),
    abbreviation: z.string().meta({ description: '字号 / short name.' }),
    uscc: z.string().meta({
      description:
        'Unified social credit code (sample construction: valid check digits, division code 00xxxx, never issued).',
    }),
    status,
    companyType: z.enum(['llcPrivate', 'llcCorporate', 'jointStock', 'partnership']),
    legalRepresentative: z.object({ id: z.string(), name: z.string(), nameEn: z.string() }),
    registeredCapital: yuan,
    paidInCapital: yuan,
    established: date,
    industry: z.object({
      section: z.string().meta({ description: 'GB/T 4754-2017 section letter.' }),
      phrase: z.string(),
      phraseEn: z.string(),
    }),
    province: z.string(),
    city: z.string(),
    cityEn: z.string(),
    employees: z.number().int(),
    insuredStaff: z.number().int(),
    shareholders: z.array(shareholderSchema),
    officers: z.array(z.object({ personId: z.string(), name: z.string(), nameEn: z.string(), role: z.string() })),
    branches: z.array(z.object({ name: z.string(), nameEn: z.string(), established: date })),
    judicial: z.array(
      z.object({
        date,
        kind: z.string(),
        role: z.enum(['plaintiff', 'defendant']),
        cause: z.string(),
        amount: yuan,
        status: z.string(),
      }),
    ),
    enforcement: z.array(z.object({ date, amount: yuan, performedPct: pct })),
    dishonest: z.array(z.object({ date, amount: yuan, reason: z.string() })),
    penalties: z.array(z.object({ date, reason: z.string(), amount: yuan })),
    news: z.array(z.object({ date, sentiment: z.enum(['positive', 'neutral', 'negative']), topic: z.string() })),
    financials: z
      .object({
        year: z.number().int(),
        revenue: yuan,
        netProfit: yuan,
        totalAssets: yuan,
        totalLiabilities: yuan,
      })
      .nullable()
      .meta({
        description:
          'The last financial year the company filed statements for (yuan), from the same statements as the financial due-diligence demo; null when it filed none (founded and closed within a year).',
      }),
    sampleData: z.literal(true).meta({ description: 'Always true: every record is fictional sample data.' }),
  })
  .meta({ id: 'Entity' });

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).meta({ description: 'Page number, from 1.' }),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .meta({ description: 'Items per page, 1–100 (default 20).' }),
});

export const entityListSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    items: z.array(entitySummarySchema),
  })
  .meta({ id: 'EntityList' });

export const graphQuerySchema = z.object({
  depth: z.coerce
    .number()
    .int()
    .min(1)
    .max(4)
    .default(2)
    .meta({ description: 'Hops from the enterprise, 1–4 (default 2).' }),
});

export const graphSchema = z
  .object({
    ckey: entityId.meta({
      description:
        'The entity the graph is centred on: an enterprise ckey, or a person id (GET /api/registry/persons/{id}/graph).',
    }),
    depth: z.number().int(),
    truncated: z.boolean().meta({ description: 'True when the graph was cut at 600 nodes.' }),
    nodes: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['enterprise', 'person', 'branch']),
        name: z.string(),
        nameEn: z.string(),
      }),
    ),
    edges: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        kind: z.enum(['shareholding', 'officer', 'legalRepresentative', 'branch']),
        pct: pct.optional(),
        role: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'Graph' });

export const uboSchema = z
  .array(
    z.object({
      personId: z.string().meta({ description: 'The person’s `id` as in `shareholders`.' }),
      name: z.string(),
      nameEn: z.string().meta({ description: 'The person’s name in English (pinyin).' }),
      pct: pct.meta({
        description:
          'Effective share: product of percentages along each chain, summed over chains without repeating an enterprise.',
      }),
      paths: z
        .array(z.array(z.string()))
        .meta({ description: 'Each chain from the person down to the enterprise: [personId, ckey…, ckey].' }),
      basis: z.enum(['ownership', 'control', 'seniorManager']).meta({
        description:
          'The first of `bases`. Rule: 《受益所有人信息管理办法》 (PBoC/SAMR Order 2024 No. 3) Art. 6 — ownership: effective share ≥ 25 %; control: controls the enterprise alone or jointly (a chain of majority holdings, or ≥ 30 % and twice the next voter); seniorManager: nobody qualifies, the person in charge of day-to-day management.',
      }),
      bases: z
        .array(z.enum(['ownership', 'control', 'seniorManager']))
        .meta({ description: 'Every criterion the person meets.' }),
      controlChains: z.array(z.array(z.object({ kind: z.enum(['person', 'enterprise']), id: z.string(), pct }))).meta({
        description:
          'For control: each chain from the person down, every link holding `pct` % of the next (the last link holds the enterprise).',
      }),
      joint: z.boolean().meta({ description: 'Controls jointly with persons acting in concert.' }),
    }),
  )
  .meta({ id: 'Ubo' });

export const personIdSchema = z
  .string()
  .regex(/^p\d{1,9}$/)
  .meta({
    description: 'Id of a natural person in the registry: p followed by digits (as in `shareholders` and `officers`).',
    example: 'p1',
  });

export const pathQuerySchema = z.object({
  from: entityId,
  to: entityId,
  maxHops: z.coerce
    .number()
    .int()
    .min(1)
    .max(8)
    .default(6)
    .meta({ description: 'Longest chain looked for, 1–8 relations (default 6).' }),
});

const pathNodeSchema = z.object({
  id: z.string(),
  kind: z.enum(['enterprise', 'person']),
  name: z.string(),
  nameEn: z.string(),
});
/** Answer of GET /api/registry/path: `found: false` (with empty lists) when no chain of ≤ maxHops exists. */
export const pathSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    found: z.boolean(),
    nodes: z.array(pathNodeSchema).meta({ description: 'From `from` to `to`, both included (hops + 1 nodes).' }),
    edges: z
      .array(
        z.object({
          from: z.string(),
          to: z.string(),
          kind: z.enum(['shareholding', 'officer']),
          pct: z.number().optional(),
          role: z.string().optional(),
        }),
      )
      .meta({
        description:
          'The relation between nodes[i] and nodes[i + 1], in its own direction (who holds whom, who sits where).',
      }),
  })
  .meta({ id: 'Path' });

const ckeyPath = z.object({ ckey });
const personPath = z.object({ id: personIdSchema });
/** An error response with this endpoint's own description. */
const err = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });
const errors = { '404': err('No enterprise with this ckey.') };
const ok = (description: string, schema: z.ZodType) => ({
  description,
  headers: z.object({
    ETag: z.string().meta({ description: 'The build id: answers change only with a new build.' }),
    'Cache-Control': z.string().meta({ description: 'public, max-age=300' }),
  }),
  content: { 'application/json': { schema } },
});

/** OpenAPI paths of the registry API (assembled into /api/openapi.json by lib/api/openapi.ts). */
export const registryPaths = {
  '/api/registry/search': {
    get: {
      summary: 'Entity resolution: find the registered enterprise behind a name as typed',
      requestParams: { query: searchQuerySchema },
      responses: {
        '200': ok('Best matches first.', searchResponseSchema),
        '400': err('`q` is missing, empty, over 100 characters or has control characters, or `limit` is outside 1–50.'),
      },
    },
  },
  '/api/registry/entities': {
    get: {
      summary: 'List enterprises, in registry order',
      requestParams: { query: listQuerySchema },
      responses: {
        '200': ok('One page of enterprises.', entityListSchema),
        '400': err('`page` is below 1 or `size` outside 1–100.'),
      },
    },
  },
  '/api/registry/entities/{ckey}': {
    get: {
      summary: 'One enterprise’s full record',
      requestParams: { path: ckeyPath },
      responses: { '200': ok('The record.', entitySchema), '404': errors['404'] },
    },
  },
  '/api/registry/entities/{ckey}/graph': {
    get: {
      summary: 'Shareholding, officer, legal-representative and branch relations around an enterprise',
      requestParams: { path: ckeyPath, query: graphQuerySchema },
      responses: {
        '200': ok('Nodes and edges.', graphSchema),
        '400': err('`depth` is outside 1–4.'),
        '404': errors['404'],
      },
    },
  },
  '/api/registry/entities/{ckey}/ubo': {
    get: {
      summary: 'Ultimate beneficial owners (《受益所有人信息管理办法》, 25 % threshold)',
      requestParams: { path: ckeyPath },
      responses: { '200': ok('Beneficial owners, largest first.', uboSchema), '404': errors['404'] },
    },
  },
  '/api/registry/path': {
    get: {
      summary:
        'How are these two related? The shortest chain of shareholdings and officer seats between two entities, either direction',
      requestParams: { query: pathQuerySchema },
      responses: {
        '200': ok('The chain (found: true) or none within maxHops (found: false).', pathSchema),
        '400': err('`from` or `to` is neither a ckey nor a person id, or `maxHops` is outside 1–8.'),
        '404': {
          description: 'No enterprise or person with this id.',
          content: { 'application/json': { schema: errorSchema } },
        },
      },
    },
  },
  '/api/registry/persons/{id}/graph': {
    get: {
      summary:
        'A natural person and the enterprises they hold or serve (one hop), in the Graph shape (its ckey field holds the person id)',
      requestParams: { path: personPath },
      responses: {
        '200': ok('Nodes and edges.', graphSchema),
        '404': { description: 'No person with this id.', content: { 'application/json': { schema: errorSchema } } },
      },
    },
  },
};

export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type EntityRecord = z.infer<typeof entitySchema>;
export type EntityList = z.infer<typeof entityListSchema>;
export type Graph = z.infer<typeof graphSchema>;
export type PathResponse = z.infer<typeof pathSchema>;
