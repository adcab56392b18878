/**
 * The API reference (issue 42): one assembly (lib/api/openapi.ts) describing every endpoint the site serves under
 * /api, each request example sent verbatim to its route and the answer checked against the documented schema, an
 * error description of its own per endpoint, English names wherever an answer has names, no ±2^53 integer ranges,
 * and the 429 of every rate-limited endpoint.
 */
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiPathSections, assemblePaths, openApiDocument } from '@/lib/api/openapi';
import { endpointRateClass } from '@/lib/api/rate-limit';
import en from '@/messages/en-US/apiDocs.json';
import zh from '@/messages/zh-CN/apiDocs.json';

// The routes are called in process: no rate limit, and no lead store opened for it.
beforeAll(() => {
  process.env.API_RATE_LIMIT_FACTOR = 'off';
});

/** Route files that are not part of the public API, with the reason. */
const undocumented: Record<string, string> = {
  '/api/[...path]': 'the JSON 404 of every unknown path',
  '/api/openapi.json': 'the document itself',
  '/api/health': 'liveness for the load balancer',
  '/api/ready': 'readiness for the load balancer',
  '/api/csp-report': 'browsers’ CSP violation reports',
  '/api/site-index/{locale}': 'the site search’s prebuilt index',
  '/api/demo-requests': 'the booking form’s endpoint (docs/leads.md), not a data API',
  '/api/correction-requests': 'the correction form’s endpoint (docs/leads.md), not a data API',
  '/api/reports/{kind}/{file}': 'sample report downloads linked from the report pages',
  '/api/reports/subject/{ckey}': 'the report pages’ subject lookup',
  '/api/statement-analysis/samples/{file}': 'sample statement downloads linked from the demo',
};

const routePaths = (readdirSync('app/api', { recursive: true }) as string[])
  .filter((f) => f.endsWith('route.ts'))
  .map((f) => `/api/${f.replace(/\/?route\.ts$/, '')}`.replace(/\[(\w+)\]/g, '{$1}').replace(/\/$/, ''));

const doc = openApiDocument('test') as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
};
const paths = assemblePaths();

describe('the one OpenAPI assembly', () => {
  it('describes every route under /api but the listed infrastructure, and nothing that is not served', () => {
    const missing = routePaths.filter((p) => !doc.paths[p] && !undocumented[p]);
    expect(missing).toEqual([]);
    const unserved = Object.keys(doc.paths).filter((p) => !routePaths.includes(p));
    expect(unserved).toEqual([]);
    for (const p of ['/api/screening', '/api/screening/file', '/api/screening/export', '/api/statement-analysis'])
      expect(doc.paths[p]?.post, p).toBeDefined();
  });

  it('has no ±9007199254740991 integer range', () => {
    expect(JSON.stringify(doc)).not.toContain('9007199254740991');
  });

  it('gives each endpoint its own 400 description, and every rate-limited one its 429', () => {
    const four = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.responses['400']?.description),
    );
    const described = four.filter(Boolean);
    expect(new Set(described).size).toBeGreaterThan(described.length * 0.8);
    for (const endpoint of Object.keys(endpointRateClass)) {
      const [method, path] = endpoint.split(' ');
      expect(doc.paths[path]?.[method.toLowerCase()]?.responses['429']?.description, endpoint).toMatch(
        /^Rate limit: more than \d+ requests in 60 s/,
      );
    }
  });

  it('/apiDocs states each endpoint’s purpose and each status in the page’s language', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item)) as unknown as {
      operationId: string;
      responses: Record<string, unknown>;
    }[];
    for (const catalog of [zh.apiDocs, en.apiDocs]) {
      expect(ops.filter((o) => !(o.operationId in catalog.operations)).map((o) => o.operationId)).toEqual([]);
      const statuses = new Set(ops.flatMap((o) => Object.keys(o.responses)));
      expect([...statuses].filter((s) => !(s in catalog.statuses))).toEqual([]);
    }
    expect(zh.apiDocs.operations.postScreening).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a path described by two modules', () => {
    expect(() =>
      assemblePaths({ a: apiPathSections.matching, b: { '/api/matching': apiPathSections.matching['/api/matching'] } }),
    ).toThrow(/described twice/);
  });
});

type Media = { schema?: z.ZodType; example?: unknown };
type Op = {
  requestParams?: { path?: z.ZodObject; query?: z.ZodObject };
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

/** The example values of an object schema's fields (`.meta({ example })`). */
function examples(schema: z.ZodObject | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema?.shape ?? {})) {
    const example = (field as z.ZodType).meta()?.example;
    if (example !== undefined) out[key] = String(example);
  }
  return out;
}

const operations = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op: op as unknown as Op })),
);

describe('every request example, sent verbatim', () => {
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s answers 200 with the documented schema',
    async (_, { path, method, op }) => {
      const params = examples(op.requestParams?.path);
      const url = new URL(`http://localhost${path.replace(/\{(\w+)\}/g, (_m, k: string) => params[k])}`);
      for (const [k, v] of Object.entries(examples(op.requestParams?.query))) url.searchParams.set(k, v);
      const init: RequestInit = { method: method.toUpperCase(), headers: { 'accept-language': 'en-US' } };
      const json = op.requestBody?.content['application/json'];
      const form = op.requestBody?.content['multipart/form-data'];
      if (op.requestBody) expect(json?.example ?? form?.example, 'request example').toBeDefined();
      if (json) {
        init.body = JSON.stringify(json.example);
        init.headers = { ...init.headers, 'content-type': 'application/json' };
      } else if (form) {
        const data = new FormData();
        for (const [k, v] of Object.entries(form.example as Record<string, string>)) data.set(k, v);
        init.body = data;
      }
      const file = `app${path.replace(/\{(\w+)\}/g, '[$1]')}/route.ts`;
      const route = (await import(/* @vite-ignore */ `../../${file}`)) as Record<
        string,
        (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>
      >;
      const res = await route[method.toUpperCase()](new Request(url, init), { params: Promise.resolve(params) });
      const type = (res.headers.get('content-type') ?? '').split(';')[0];
      expect(
        res.status,
        await res
          .clone()
          .text()
          .then((t) => t.slice(0, 300)),
      ).toBe(200);
      const documented = op.responses['200'].content ?? {};
      expect(Object.keys(documented)).toContain(type === 'text/plain' ? 'text/csv' : type);
      const schema = documented['application/json']?.schema;
      if (type === 'application/json' && schema) {
        const parsed = schema.safeParse(await res.json());
        expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
      }
    },
    30_000,
  );

  it('names people in English too: /ubo carries nameEn', async () => {
    const { GET } = await import('@/app/api/registry/entities/[ckey]/ubo/route');
    const res = await GET(new Request('http://localhost/api/registry/entities/c9f2a1e7b3/ubo'), {
      params: Promise.resolve({ ckey: 'c9f2a1e7b3' }),
    });
    const owners = (await res.json()) as { name: string; nameEn: string }[];
    expect(owners.length).toBeGreaterThan(0);
    for (const o of owners) expect(o.nameEn).toMatch(/^[A-Za-z][A-Za-z' -]+$/);
  });
});
