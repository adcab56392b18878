/**
 * OpenAPI path items of the risk demos' endpoints (monitoring, and the others as they land), from the same zod schemas
 * the handlers validate with; merged into `/api/openapi.json` by `lib/registry/schemas.ts`.
 */
import { associationRequestSchema, associationResponseSchema } from '@/lib/association/schemas';
import { kycIndividualRequestSchema, kycIndividualResponseSchema } from '@/lib/kyc/schemas';
import { newsRequestSchema, newsResponseSchema } from '@/lib/news/schemas';
import { judicialRequestSchema, judicialResponseSchema } from '@/lib/judicial/schemas';
import {
  matchListRequestSchema,
  matchListResponseSchema,
  matchRequestSchema,
  matchResponseSchema,
} from '@/lib/matching/schemas';
import { screeningListsResponseSchema } from '@/lib/screening/list-schemas';
import { nameListRequestSchema } from '@/lib/screening/name-list';
import { demoErrorSchema, monitoringRequestSchema, monitoringResponseSchema } from '@/lib/monitoring/schemas';

const errorContent = { 'application/json': { schema: demoErrorSchema } };
const demoErrors = {
  '400': {
    description:
      'Invalid body: empty list, more than 10,000 rows, a value over 200 characters, malformed JSON. Message localized.',
    content: errorContent,
  },
  '413': { description: 'Body over 4 MB.', content: errorContent },
  '415': { description: 'Not application/json.', content: errorContent },
};

export const riskDemoPaths = {
  '/api/monitoring': {
    post: {
      summary:
        'Portfolio monitoring (post-loan alerts): a watchlist over the last N days up to the demo date, by named rules',
      description:
        'Limits: 1–10,000 rows, each value ≤ 200 characters, body ≤ 4 MB; window 7–365 days. Names are resolved by the registry matcher (USCC first, confidence ≥ 0.85). Nothing is stored. Sample data.',
      requestBody: { content: { 'application/json': { schema: monitoringRequestSchema } } },
      responses: {
        '200': {
          description: 'Alerts with evidence, board, webhook example.',
          content: { 'application/json': { schema: monitoringResponseSchema } },
        },
        ...demoErrors,
      },
    },
  },
  '/api/monitoring/digest': {
    post: {
      summary: 'The monitoring daily digest as XLSX or PDF (same body as /api/monitoring plus `format`)',
      requestBody: { content: { 'application/json': { schema: monitoringRequestSchema } } },
      responses: {
        '200': {
          description: 'The file (attachment).',
          content: {
            'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: { type: 'string' as const, format: 'binary' },
            },
          },
        },
        ...demoErrors,
      },
    },
  },
  '/api/judicial': {
    post: {
      summary:
        'Litigation search on a company (name or USCC) or a person of the registry: cases, enforcement, dishonest-debtor and consumption-restriction records with a summary',
      description:
        'Limits: query ≤ 100 characters, body ≤ 4 MB. A name shared by several people (or close to several companies) answers `kind: "candidates"`; send the chosen `personId` or `ckey`. Sample data.',
      requestBody: { content: { 'application/json': { schema: judicialRequestSchema } } },
      responses: {
        '200': {
          description: 'The company, the person, or candidates.',
          content: { 'application/json': { schema: judicialResponseSchema } },
        },
        '404': { description: 'Nothing in the registry matches. Message localized.', content: errorContent },
        ...demoErrors,
      },
    },
  },
  '/api/judicial/pdf': {
    post: {
      summary: 'The litigation search as a PDF, every row citing its record (same body as /api/judicial)',
      requestBody: { content: { 'application/json': { schema: judicialRequestSchema } } },
      responses: {
        '200': {
          description: 'The PDF (attachment).',
          content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
        },
        '404': { description: 'Nothing matches.', content: errorContent },
        '409': {
          description: 'The name is shared: choose a candidate first.',
          content: { 'application/json': { schema: judicialResponseSchema } },
        },
        ...demoErrors,
      },
    },
  },
  '/api/matching': {
    post: {
      summary:
        'Entity resolution explained: normalisation steps, ranked candidates with score, matched form and edit distance',
      description:
        'Limits: query 1–100 characters, no control characters. Match ≥ 0.85, review 0.6–0.85, else no match with the nearest names. Sample data.',
      requestBody: { content: { 'application/json': { schema: matchRequestSchema } } },
      responses: {
        '200': { description: 'The explanation.', content: { 'application/json': { schema: matchResponseSchema } } },
        ...demoErrors,
      },
    },
  },
  '/api/matching/list': {
    post: {
      summary: 'Entity resolution of a list (up to 200 lines) with a confusion table against expected USCCs',
      requestBody: { content: { 'application/json': { schema: matchListRequestSchema } } },
      responses: {
        '200': {
          description: 'Each line and the confusion table.',
          content: { 'application/json': { schema: matchListResponseSchema } },
        },
        ...demoErrors,
      },
    },
  },
  '/api/association': {
    post: {
      summary:
        'Hidden related parties among 2–200 companies: common shareholders / UBOs / legal representatives / officers, shared address or phone, cross-holdings, guarantee circles (担保圈)',
      description:
        'Limits: 2–200 companies identified (1–200 rows, each value ≤ 200 characters), body ≤ 4 MB. Sample data.',
      requestBody: { content: { 'application/json': { schema: associationRequestSchema } } },
      responses: {
        '200': {
          description: 'Relations with evidence, groups, circles, graph.',
          content: { 'application/json': { schema: associationResponseSchema } },
        },
        ...demoErrors,
      },
    },
  },
  '/api/screening-lists': {
    get: {
      summary:
        'The fictional PEP and sanctions lists every screening runs against: name, version, date, entries; or one list as CSV',
      description:
        'Query: `format` json (default) or csv; `list` hx-pep or hx-sanctions (required for csv); `locale` zh-CN or en-US (list names, CSV headers). Entries: persons (Chinese name, pinyin, aliases in traditional characters, Wade-Giles and Hong Kong Cantonese, birth year or date, nationality, region) and entities (name, English name, USCC). Sample data; no real list, person or company.',
      parameters: [
        {
          name: 'format',
          in: 'query' as const,
          required: false,
          schema: { type: 'string' as const, enum: ['json', 'csv'] },
        },
        {
          name: 'list',
          in: 'query' as const,
          required: false,
          schema: { type: 'string' as const, enum: ['hx-pep', 'hx-sanctions'] },
        },
        {
          name: 'locale',
          in: 'query' as const,
          required: false,
          schema: { type: 'string' as const, enum: ['zh-CN', 'en-US'] },
        },
      ],
      responses: {
        '200': {
          description: 'The lists (JSON), or one list as CSV (attachment, UTF-8 with BOM).',
          content: {
            'application/json': { schema: screeningListsResponseSchema },
            'text/csv': { schema: { type: 'string' as const } },
          },
        },
        '400': { description: 'Unknown list or format. Message localized.', content: errorContent },
      },
    },
  },
  '/api/screening/names': {
    post: {
      summary: 'Screen a pasted list of people’s names (no ID numbers) against the PEP and sanctions lists',
      description:
        'One person a line: `name[, birth year][, region]`. Limits: 500 names, 200 characters a line, 64 KB; `consent: true` required. Each row: the subject as read and its hits (strength, band, threshold, components). Nothing is stored or logged. Sample data.',
      requestBody: { content: { 'application/json': { schema: nameListRequestSchema } } },
      responses: {
        '200': { description: 'Rows with their hits, the list versions and the threshold.' },
        ...demoErrors,
      },
    },
  },
  '/api/kyc-individual': {
    post: {
      summary:
        'Individual KYC with consent: identity consistency, roles, judicial records, fuzzy PEP / sanctions screening (fictional list)',
      description:
        'Requires `consent: true` (PIPL Art. 13, 29). Only the registry’s fictional ID numbers (region code 00…) are looked up; a malformed number is a 400, a real-looking or unknown one a 404. The number is never stored or logged.',
      requestBody: { content: { 'application/json': { schema: kycIndividualRequestSchema } } },
      responses: {
        '200': {
          description: 'The KYC result.',
          content: { 'application/json': { schema: kycIndividualResponseSchema } },
        },
        '404': {
          description: 'A real-looking number (never looked up) or one not in the registry.',
          content: errorContent,
        },
        ...demoErrors,
      },
    },
  },
  '/api/news': {
    post: {
      summary:
        'Company news over 30/90/180 days: topic, sentiment, source type and the record each item reports; weekly trend; negative-news alerts by rule. Or classify one headline',
      description: 'Limits: query ≤ 100 characters, headline ≤ 200 characters. Sample data.',
      requestBody: { content: { 'application/json': { schema: newsRequestSchema } } },
      responses: {
        '200': {
          description: 'The news, or the classification.',
          content: { 'application/json': { schema: newsResponseSchema } },
        },
        '404': { description: 'No such company in the registry.', content: errorContent },
        ...demoErrors,
      },
    },
  },
};
