import { describe, expect, it } from 'vitest';
import { fromJSONSchema } from 'zod';
import { getRegistry } from '@/lib/registry';
import { handleEntity, handleGraph, handleList, handleSearch, handleUbo } from '@/lib/registry/api';
import { handlePath, handlePersonGraph } from '@/lib/registry/paths';
import {
  entityListSchema,
  entitySchema,
  errorSchema,
  graphSchema,
  searchResponseSchema,
  uboSchema,
} from '@/lib/registry/schemas';
import { openApiDocument } from '@/lib/api/openapi';

const build = 'test-build';
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });
const body = async (r: Response) => JSON.parse(await r.text()) as unknown;
/** A natural person holding shares in the enterprise. */
const personOf = (ckey: string) =>
  getRegistry()
    .byCkey.get(ckey)!
    .shareholders.find((s) => s.kind === 'person')!.id;

describe('registry API', () => {
  it('answers a search with the schema, best first, cacheable with the build id as ETag', async () => {
    const r = handleSearch(get(`/api/registry/search?q=${encodeURIComponent('启屿新材')}&limit=3`), build);
    expect(r.status).toBe(200);
    expect(r.headers.get('etag')).toBe(`"${build}"`);
    expect(r.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const data = searchResponseSchema.parse(await body(r));
    expect(data.query).toBe('启屿新材');
    expect(data.results[0]).toMatchObject({ ckey: 'a7c3e9f5d2', matchedOn: 'abbreviation' });
    expect(data.results.length).toBeLessThanOrEqual(3);
  });

  it('answers 304 to a matching If-None-Match', () => {
    expect(handleSearch(get('/api/registry/search?q=abc', { 'if-none-match': `"${build}"` }), build).status).toBe(304);
  });

  it.each([
    ['/api/registry/search', 'empty'],
    ['/api/registry/search?q=%20%20', 'empty'],
    [`/api/registry/search?q=${'a'.repeat(101)}`, 'long'],
    ['/api/registry/search?q=a%07b', 'control'],
    ['/api/registry/search?q=abc&limit=0', 'limit'],
    ['/api/registry/search?q=abc&limit=51', 'limit'],
    ['/api/registry/search?q=abc&limit=x', 'limit'],
    ['/api/registry/entities?page=0', 'page'],
    ['/api/registry/entities?size=101', 'size'],
  ])('refuses %s with 400 and a message (%s)', async (path) => {
    const r = path.startsWith('/api/registry/search') ? handleSearch(get(path), build) : handleList(get(path), build);
    expect(r.status).toBe(400);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const err = errorSchema.parse(await body(r));
    expect(err.message.length).toBeGreaterThan(10);
  });

  it('says it in Chinese to a Chinese browser', async () => {
    const err = errorSchema.parse(
      await body(handleSearch(get('/api/registry/search?q=', { 'accept-language': 'zh-CN,zh;q=0.9' }), build)),
    );
    expect(err.message).toMatch(/\p{Script=Han}/u);
    // `?locale=` wins over Accept-Language (docs/api.md).
    const en = errorSchema.parse(
      await body(handleSearch(get('/api/registry/search?q=&locale=en-US', { 'accept-language': 'zh-CN' }), build)),
    );
    expect(en.message).not.toMatch(/\p{Script=Han}/u);
  });

  it('lists enterprises by page', async () => {
    const data = entityListSchema.parse(await body(handleList(get('/api/registry/entities?page=2&size=5'), build)));
    expect(data.total).toBe(5200);
    expect(data.items).toHaveLength(5);
    expect(data.page).toBe(2);
  });

  it('serves a full record, 404 JSON for an unknown or malformed ckey', async () => {
    const data = entitySchema.parse(await body(handleEntity(get('/'), 'd4e8b6a2c1', build)));
    expect(data.name).toBe('青岑冷链供应链有限公司');
    expect(data.shareholders.find((s) => s.kind === 'enterprise')).toMatchObject({ ckey: expect.any(String), pct: 30 });
    expect(data.shareholders.reduce((s, h) => s + h.pct, 0)).toBeCloseTo(100, 6);
    for (const key of ['ffffffffff', 'nope', '../../etc']) {
      const r = handleEntity(get('/'), key, build);
      expect(r.status).toBe(404);
      expect(errorSchema.parse(await body(r)).error).toBe('notFound');
      expect(handleUbo(get('/'), key, build).status).toBe(404);
      expect(handleGraph(get('/'), key, build).status).toBe(404);
    }
  });

  it('draws the graph within the depth asked, and refuses a depth outside 1–4', async () => {
    const one = graphSchema.parse(await body(handleGraph(get('/?depth=1'), 'a7c3e9f5d2', build)));
    const two = graphSchema.parse(await body(handleGraph(get('/?depth=2'), 'a7c3e9f5d2', build)));
    expect(one.nodes.length).toBeLessThan(two.nodes.length);
    expect(one.edges).toContainEqual(expect.objectContaining({ to: 'a7c3e9f5d2', kind: 'shareholding', pct: 46 }));
    expect(one.edges.some((e) => e.kind === 'legalRepresentative')).toBe(true);
    const ids = new Set(two.nodes.map((n) => n.id));
    for (const e of two.edges) expect(ids.has(e.from) && ids.has(e.to)).toBe(true);
    expect(handleGraph(get('/?depth=5'), 'a7c3e9f5d2', build).status).toBe(400);
  });

  it('serves UBOs whose person ids are the shareholders’ ids', async () => {
    const ubo = uboSchema.parse(await body(handleUbo(get('/'), 'a7c3e9f5d2', build)));
    const record = entitySchema.parse(await body(handleEntity(get('/'), 'a7c3e9f5d2', build)));
    expect(ubo.map((u) => u.pct)).toEqual([41.6, 28.4]);
    for (const u of ubo) expect(record.shareholders.some((s) => s.kind === 'person' && s.id === u.personId)).toBe(true);
  });

  it('describes every endpoint in an OpenAPI 3.1 document generated from the same schemas', () => {
    const doc = openApiDocument(build) as {
      openapi: string;
      info: { version: string };
      paths: Record<
        string,
        { get: { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> } }
      >;
      components: {
        schemas: Record<string, { type?: string; properties?: Record<string, unknown>; required?: string[] }>;
      };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(build);
    // The registry's paths, and the live demos' (issue 23), each from its own schemas.
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith('/api/registry/'))
        .sort(),
    ).toEqual([
      '/api/registry/entities',
      '/api/registry/entities/{ckey}',
      '/api/registry/entities/{ckey}/graph',
      '/api/registry/entities/{ckey}/ubo',
      '/api/registry/path',
      '/api/registry/persons/{id}/graph',
      '/api/registry/search',
    ]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/financial-analysis',
        '/api/financial-analysis/template',
        '/api/target-clients',
        '/api/target-clients/export',
      ]),
    );
    // Every $ref resolves, and the Entity component requires what the issue lists.
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/[A-Za-z]+/g) ?? [];
    for (const ref of refs) expect(doc.components.schemas[ref.split('/').pop()!]).toBeDefined();
    expect(doc.components.schemas.Entity.required).toEqual(
      expect.arrayContaining([
        'ckey',
        'name',
        'nameEn',
        'formerNames',
        'abbreviation',
        'uscc',
        'status',
        'shareholders',
      ]),
    );
    expect(doc.paths['/api/registry/entities/{ckey}'].get.responses['404']).toBeDefined();
    expect(doc.paths['/api/registry/persons/{id}/graph'].get.responses['404']).toBeDefined();
  });

  // Each endpoint's real answers (200 and errors) validate against the JSON Schema the document publishes for
  // that status — read back from the document itself, not from the zod schemas it was generated from.
  const doc = openApiDocument(build) as {
    paths: Record<string, { get: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>;
    components: { schemas: Record<string, unknown> };
  };
  const documented = (path: string, status: number) => {
    const schema = doc.paths[path].get.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${path}: no ${status} response in the document`);
    const json = JSON.parse(
      JSON.stringify({ ...(schema as object), $defs: doc.components.schemas }).replaceAll(
        '#/components/schemas/',
        '#/$defs/',
      ),
    );
    return fromJSONSchema(json);
  };
  it.each([
    ['/api/registry/search', () => handleSearch(get('/api/registry/search?q=qiyu'), build), 200],
    ['/api/registry/search', () => handleSearch(get('/api/registry/search?q='), build), 400],
    ['/api/registry/entities', () => handleList(get('/api/registry/entities?page=3&size=4'), build), 200],
    ['/api/registry/entities/{ckey}', () => handleEntity(get('/'), 'a7c3e9f5d2', build), 200],
    ['/api/registry/entities/{ckey}', () => handleEntity(get('/'), 'ffffffffff', build), 404],
    ['/api/registry/entities/{ckey}/graph', () => handleGraph(get('/?depth=2'), 'a7c3e9f5d2', build), 200],
    ['/api/registry/entities/{ckey}/ubo', () => handleUbo(get('/'), 'a7c3e9f5d2', build), 200],
    [
      '/api/registry/path',
      () => handlePath(get('/api/registry/path?from=a7c3e9f5d2&to=d4e8b6a2c1&maxHops=8'), build),
      200,
    ],
    ['/api/registry/path', () => handlePath(get('/api/registry/path?from=nope&to=a7c3e9f5d2'), build), 400],
    ['/api/registry/path', () => handlePath(get('/api/registry/path?from=ffffffffff&to=a7c3e9f5d2'), build), 404],
    ['/api/registry/persons/{id}/graph', () => handlePersonGraph(get('/'), personOf('a7c3e9f5d2'), build), 200],
    ['/api/registry/persons/{id}/graph', () => handlePersonGraph(get('/'), 'p999999999', build), 404],
  ] as const)('%s answers what the document says (%#)', async (path, call, status) => {
    const r = call();
    expect(r.status).toBe(status);
    const result = documented(path, status).safeParse(await body(r));
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
