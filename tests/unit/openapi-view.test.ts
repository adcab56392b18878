import { describe, expect, it } from 'vitest';
import {
  endpointViews,
  MAX_RENDER_GROUP_WEIGHT,
  renderGroups,
  renderWeight,
  schemaViews,
  typeLabel,
  type OpenApiDocument,
} from '@/lib/openapi-view';
import { openApiDocument } from '@/lib/api/openapi';

const doc = openApiDocument('test') as unknown as OpenApiDocument;

describe('the OpenAPI document as the /apiDocs page shows it (issue 26)', () => {
  it('lists every operation of the document with its parameters and responses', () => {
    const endpoints = endpointViews(doc);
    const operations = Object.values(doc.paths).flatMap((ops) => Object.keys(ops));
    expect(endpoints).toHaveLength(operations.length);
    const search = endpoints.find((e) => e.path === '/api/registry/search')!;
    expect(search.method).toBe('GET');
    expect(search.parameters.find((p) => p.name === 'q')).toMatchObject({
      in: 'query',
      required: true,
      type: 'string',
    });
    expect(search.parameters.find((p) => p.name === 'limit')).toMatchObject({ required: false, type: 'integer 1–50' });
    expect(search.responses.map((r) => r.status)).toEqual(['200', '400', '429']);
    expect(search.responses[0].schema).toBe('SearchResponse');
    // A GET whose required parameters have examples can be opened as is; one with a path parameter cannot.
    expect(search.exampleUrl).toMatch(/^\/api\/registry\/search\?q=/);
    expect(endpoints.find((e) => e.path === '/api/registry/entities/{ckey}')?.exampleUrl).toBeUndefined();
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
    // A POST names its JSON request body.
    for (const e of endpoints.filter((x) => x.method === 'POST')) expect(e.requestBody, e.path).toBeTruthy();
  });

  it('lists every component schema with its properties and which are required', () => {
    const schemas = schemaViews(doc);
    expect(schemas.map((s) => s.name)).toEqual(Object.keys(doc.components?.schemas ?? {}));
    const hit = schemas.find((s) => s.name === 'SearchHit')!;
    expect(hit.properties.find((p) => p.name === 'status')).toMatchObject({ type: 'EnterpriseStatus', required: true });
    expect(hit.properties.find((p) => p.name === 'score')?.type).toBe('number 0–1');
  });

  it('writes types as short labels', () => {
    expect(typeLabel({ type: 'array', items: { $ref: '#/components/schemas/Entity' } })).toBe('Entity[]');
    expect(typeLabel({ enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeLabel({ anyOf: [{ $ref: '#/components/schemas/Ubo' }, { type: 'null' }] })).toBe('Ubo | null');
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeLabel({ type: 'integer', minimum: 0 })).toBe('integer ≥ 0');
  });

  it('splits the page into render groups that keep document order and stay under the weight limit', () => {
    const endpoints = endpointViews(doc);
    const schemas = schemaViews(doc);
    for (const views of [endpoints, schemas] as const) {
      const groups = renderGroups<(typeof views)[number]>(views);
      // Every view once, in order.
      expect(groups.flat()).toEqual(views);
      for (const group of groups) {
        expect(group.length).toBeGreaterThan(0);
        const weight = group.reduce((sum, v) => sum + renderWeight(v), 0);
        if (group.length > 1) expect(weight).toBeLessThanOrEqual(MAX_RENDER_GROUP_WEIGHT);
      }
    }
    // The whole reference is more than one group: the first layout covers only the first screen.
    expect(renderGroups(endpoints).length + renderGroups(schemas).length).toBeGreaterThan(4);
    // A view heavier than the limit stands alone; the next starts a new group.
    const [a, b, c] = endpoints;
    expect(renderGroups([a, b, c], 1)).toEqual([[a], [b], [c]]);
    expect(renderGroups([a, b, c], 10_000)).toEqual([[a, b, c]]);
    expect(renderGroups([])).toEqual([]);
  });
});
