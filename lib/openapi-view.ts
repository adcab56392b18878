/**
 * The OpenAPI document as the /apiDocs page shows it (issue 26, item 8): endpoints with their parameters and
 * responses, and the component schemas with their properties, in document order. Pure functions over an
 * OpenAPI 3.1 JSON object (lib/registry/schemas.ts `openApiDocument`, the same object /api/openapi.json serves), so
 * the page cannot drift from the document. Types are written as short labels: `string`, `integer 1–50`,
 * `Entity[]`, `"a" | "b"`, `SearchHit | null`; `$ref`s name their schema.
 */

/** A JSON Schema fragment as the document holds it (only the fields the labels read). */
export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  example?: unknown;
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { description?: string; content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: SchemaObject }> }>;
}

/** The parts of an OpenAPI 3.1 document the view reads. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface ParameterView {
  name: string;
  in: string;
  type: string;
  required: boolean;
  description: string;
  example?: string;
}

export interface EndpointView {
  /** Anchor id on the page, e.g. `get-api-registry-search`. */
  id: string;
  method: string;
  path: string;
  /** The operation's `operationId` (the key of its localized purpose, `apiDocs.operations.<id>`). */
  operationId: string;
  summary: string;
  description: string;
  parameters: ParameterView[];
  /** The request body: its JSON type label, or its media type for other bodies (uploads); none without a body. */
  requestBody?: string;
  /** Each response: status, description, and its JSON schema's type label or else its media type (a PDF). */
  responses: { status: string; description: string; schema?: string; mediaType?: string }[];
  /** A GET with no path parameter and its required query parameters' examples filled: a URL to open. */
  exampleUrl?: string;
}

export interface SchemaView {
  name: string;
  /** Anchor id on the page: `schema-<name>`. */
  id: string;
  type: string;
  description: string;
  properties: { name: string; type: string; required: boolean; description: string }[];
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** Anchor id of a component schema on the page. */
export const schemaAnchor = (name: string) => `schema-${name}`;

/** A short, human-readable type label of a schema. */
export function typeLabel(schema: SchemaObject | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return refName(schema.$ref);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeLabel).join(' | ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const base = types
    .map((t) =>
      t === 'array'
        ? `${typeLabel(schema.items) || 'unknown'}[]`
        : t === 'string' && schema.format
          ? `string (${schema.format})`
          : t,
    )
    .join(' | ');
  const range =
    schema.minimum !== undefined && schema.maximum !== undefined
      ? ` ${schema.minimum}–${schema.maximum}`
      : schema.minimum !== undefined
        ? ` ≥ ${schema.minimum}`
        : schema.maximum !== undefined
          ? ` ≤ ${schema.maximum}`
          : '';
  return (base || 'object') + range;
}

const text = (v: unknown) => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v));

/** Every operation of the document, in path order then method order. */
export function endpointViews(doc: OpenApiDocument): EndpointView[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      if (!op) return [];
      const parameters: ParameterView[] = (op.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        type: typeLabel(p.schema),
        required: Boolean(p.required),
        description: p.description ?? p.schema?.description ?? '',
        example: text(p.schema?.example),
      }));
      const responses = Object.entries(op.responses ?? {}).map(([status, r]) => {
        const schema = r.content?.['application/json']?.schema;
        const mediaType = schema ? undefined : Object.keys(r.content ?? {})[0];
        return { status, description: r.description ?? '', schema: schema ? typeLabel(schema) : undefined, mediaType };
      });
      const required = parameters.filter((p) => p.required && p.in === 'query');
      const openable = method === 'get' && !path.includes('{') && required.every((p) => p.example !== undefined);
      const query = new URLSearchParams(required.map((p) => [p.name, p.example as string])).toString();
      return [
        {
          id: `${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
          method: method.toUpperCase(),
          path,
          operationId: op.operationId ?? '',
          summary: op.summary ?? '',
          description: op.description ?? '',
          parameters,
          // The JSON body's type, or else the body's media type (an upload: multipart/form-data).
          requestBody: op.requestBody?.content?.['application/json']?.schema
            ? typeLabel(op.requestBody.content['application/json'].schema)
            : Object.keys(op.requestBody?.content ?? {})[0],
          responses,
          exampleUrl: openable ? (query ? `${path}?${query}` : path) : undefined,
        },
      ];
    }),
  );
}

/** Every component schema of the document, in document order. */
export function schemaViews(doc: OpenApiDocument): SchemaView[] {
  return Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => {
    const required = new Set(schema.required ?? []);
    return {
      name,
      id: schemaAnchor(name),
      type: schema.properties ? 'object' : typeLabel(schema),
      description: schema.description ?? '',
      properties: Object.entries(schema.properties ?? {}).map(([prop, s]) => ({
        name: prop,
        type: typeLabel(s),
        required: required.has(prop),
        description: s.description ?? '',
      })),
    };
  });
}

/**
 * About how many elements /apiDocs renders for an endpoint (heading, text, a parameter table row of about 10
 * elements each, a response line of about 5) or a schema (heading, a property row of about 8): the weight
 * `renderGroups` balances.
 */
export function renderWeight(view: EndpointView | SchemaView): number {
  if ('parameters' in view) return 20 + 10 * view.parameters.length + 5 * view.responses.length;
  return 14 + 8 * view.properties.length;
}

/**
 * The largest number of elements (by `renderWeight`) in one render group of /apiDocs: the reference's 4,300 elements
 * make 13 groups. Measured in Chromium at 4× CPU slowdown, rendering one group at idle takes 50–95 ms; groups of 250
 * took as long each (most of an idle render is fixed cost), so fewer, larger groups.
 */
export const MAX_RENDER_GROUP_WEIGHT = 400;

/**
 * Splits `views` into consecutive groups, in order, each weighing at most `maxWeight` by `renderWeight` (a view
 * heavier than that on its own makes a group by itself): the blocks /apiDocs lets the browser skip in its first
 * layout and renders one per idle period after the load (decision 0047). Every view is in exactly one group.
 */
export function renderGroups<T extends EndpointView | SchemaView>(
  views: readonly T[],
  maxWeight = MAX_RENDER_GROUP_WEIGHT,
): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let weight = 0;
  for (const view of views) {
    const w = renderWeight(view);
    if (current.length > 0 && weight + w > maxWeight) {
      groups.push(current);
      current = [];
      weight = 0;
    }
    current.push(view);
    weight += w;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
