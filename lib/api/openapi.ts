/**
 * The one OpenAPI assembly (issue 42): `/api/openapi.json` and the `/apiDocs` page are this document. Each module
 * describes its own endpoints next to the zod schemas its handler validates with (`<area>Paths` in
 * `lib/<area>/schemas.ts`, built with ./openapi-parts.ts) and is listed once in `apiPathSections` below; the
 * assembly adds what every endpoint shares, so no module repeats it:
 *
 * - `operationId` (from the method and path) and tags (the section);
 * - the 429 of a rate-limited endpoint, with its limit per client and `Retry-After` (./rate-limit.ts);
 * - 415 on every JSON request body (./errors.ts `isJsonContentType`), when the module has not described its own;
 * - root `servers` (this site) and `security: []` (the sandbox takes no key);
 * - JSON Schema without zod's safe-integer bounds (an integer with no range has none, not ±9007199254740991) and
 *   with the keys of enum-keyed records spelled out as properties.
 *
 * A path described twice is an error at start, so two modules cannot silently overwrite each other.
 * `npm run lint:openapi` checks the result with Redocly's linter; tests/unit/openapi.test.ts sends every request
 * example verbatim and checks the answers against the schemas.
 */
import { createDocument } from 'zod-openapi';
import { associationPaths } from '../association/schemas';
import { decisionPaths } from '../decision/schemas';
import { financePaths } from '../financials/schemas';
import { judicialPaths } from '../judicial/schemas';
import { kycIndividualPaths } from '../kyc/schemas';
import { matchingPaths } from '../matching/schemas';
import { monitoringPaths } from '../monitoring/schemas';
import { newsPaths } from '../news/schemas';
import { portraitPaths } from '../portrait/schemas';
import { registryPaths } from '../registry/schemas';
import { remotePaths } from '../remote/handler';
import { screeningPaths } from '../screening/schemas';
import { statementPaths } from '../statements/schemas';
import { apiErrorSchema } from './openapi-parts';
import { apiRateClasses, endpointRateClass } from './rate-limit';

type PathItems = Record<string, Record<string, Operation>>;
interface Operation {
  operationId?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, unknown>;
  [key: string]: unknown;
}

/** Every documented endpoint, by section (the document's tags), in the order the reference lists them. */
export const apiPathSections: Record<string, PathItems> = {
  registry: registryPaths,
  screening: screeningPaths,
  statements: statementPaths,
  monitoring: monitoringPaths,
  judicial: judicialPaths,
  matching: matchingPaths,
  association: associationPaths,
  kycIndividual: kycIndividualPaths,
  news: newsPaths,
  finance: financePaths,
  portrait: portraitPaths,
  decision: decisionPaths,
  remoteVisit: remotePaths,
};

/** `post /api/registry/entities/{ckey}/ubo` → `postRegistryEntitiesByCkeyUbo`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `By${w[1].toUpperCase()}${w.slice(2, -1)}` : w));
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** The 429 of a rate-limited operation: its class's limit per client. */
function tooManyRequests(method: string, path: string) {
  const cls = endpointRateClass[`${method.toUpperCase()} ${path}`];
  if (!cls) return null;
  const { limit, windowMs } = apiRateClasses[cls];
  return {
    description: `Rate limit: more than ${limit} requests in ${windowMs / 1000} s from your address (class \`${cls}\`, counted by every instance together). Retry after \`Retry-After\` seconds.`,
    headers: {
      'Retry-After': { description: 'Seconds until the window ends.', schema: { type: 'integer', minimum: 1 } },
    },
    content: { 'application/json': { schema: apiErrorSchema } },
  };
}

/** Every operation of every section, with what the assembly adds. Throws when a path and method repeat. */
export function assemblePaths(sections: Record<string, PathItems> = apiPathSections): PathItems {
  const out: PathItems = {};
  for (const [tag, paths] of Object.entries(sections)) {
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (out[path]?.[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is described twice`);
        const responses: Record<string, unknown> = { ...op.responses };
        const limited = tooManyRequests(method, path);
        if (limited) responses['429'] = limited;
        if (op.requestBody?.content?.['application/json'] && !responses['415'])
          responses['415'] = {
            description:
              'The body is not `application/json` in UTF-8 (`application/jsonx`, `text/plain` and `charset=utf-16` are refused).',
            content: { 'application/json': { schema: apiErrorSchema } },
          };
        out[path] ??= {};
        out[path][method] = { operationId: operationIdOf(method, path), tags: [tag], ...op, responses };
      }
    }
  }
  return out;
}

const safeInteger = Number.MAX_SAFE_INTEGER;

/**
 * Tidies the generated JSON Schema in place: drops zod's ±2^53−1 bounds on integers, and gives records keyed by an
 * enum (`propertyNames.enum` + `required`, no `properties`) one property per key.
 */
export function tidySchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) tidySchemas(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (o.minimum === -safeInteger) delete o.minimum;
  if (o.maximum === safeInteger) delete o.maximum;
  const names = (o.propertyNames as { enum?: string[] } | undefined)?.enum;
  if (names && !o.properties && o.additionalProperties && typeof o.additionalProperties === 'object') {
    o.properties = Object.fromEntries(names.map((n) => [n, o.additionalProperties]));
  }
  for (const value of Object.values(o)) tidySchemas(value);
}

/** The OpenAPI 3.1 document served at /api/openapi.json (`version`: the build id). */
export function openApiDocument(version: string) {
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Hengxi sample registry API',
      version,
      description:
        'Entity resolution, enterprise records, relationship graphs and UBOs over a registry of 5,200 fictional enterprises, and the live demos’ compute endpoints. Sample data: every company, person and code is invented. Errors are JSON `{ error, message, details? }` with the message in the request’s language; an unknown path is a 404 and a method a path does not take a 405 with `Allow`, both JSON.',
    },
    servers: [{ url: '/', description: 'This site (the sandbox: no key, sample data only).' }],
    security: [],
    paths: assemblePaths() as Parameters<typeof createDocument>[0]['paths'],
  });
  tidySchemas(document);
  return document;
}
