/**
 * Per-client rate limits of the API's compute and lookup endpoints (issue 42), in the app itself so that they hold
 * on an instance reached directly, and shared by every instance through the database the demo-request limit uses
 * (`sharedRateLimit` in lib/leads/rate-limit.ts: table `rate_limits` in the SQLite file or PostgreSQL). nginx keeps
 * its own per-address limit in front (deploy/nginx/); these are the ones that cannot be bypassed.
 *
 * Each endpoint belongs to one class; each class has its own counter per client (a fixed window from the client's
 * first request in it). Over the limit: 429 with `Retry-After` in the request's language (lib/api/errors.ts).
 * The client is the address the instance server trusts (server/client-address.mjs), never a header it sends.
 *
 * `API_RATE_LIMIT_FACTOR` multiplies every limit (the e2e server and load tests, which send many requests from one
 * address, use 20); `off` turns them off (tests only; never the default). An unreadable value keeps the defaults.
 */
import { clientAddress, sharedRateLimit, type RateLimit, type RateLimitRule } from '../leads/rate-limit';
import { storeConfigFromEnv } from '../leads/store';
import { apiLocale, bodyLocale, rateLimited, readBodyPrefix } from './errors';

/** The classes of limited endpoints and their default rule per client. */
export const apiRateClasses = {
  /** Typed lookups of a person's ID number: guessing numbers must stay slow. */
  identity: { limit: 10, windowMs: 60_000 },
  /** Compute over a list, an upload or a file to generate (up to 10,000 rows, PDFs, spreadsheets). */
  batch: { limit: 20, windowMs: 60_000 },
  /** Compute on one name or company (entity resolution, litigation, news, a decision flow). */
  compute: { limit: 60, windowMs: 60_000 },
  /** Reads of the sample registry (search, records, graphs, UBOs, paths). */
  lookup: { limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;
export type ApiRateClass = keyof typeof apiRateClasses;

/** Which class limits each endpoint (`METHOD /path` as in /api/openapi.json). Endpoints not listed are not limited. */
export const endpointRateClass: Record<string, ApiRateClass> = {
  'POST /api/kyc-individual': 'identity',
  'POST /api/kyc-individual/record': 'identity',
  'POST /api/matching/list': 'batch',
  'POST /api/monitoring': 'batch',
  'POST /api/monitoring/digest': 'batch',
  'POST /api/association': 'batch',
  'POST /api/judicial/pdf': 'batch',
  'POST /api/screening': 'batch',
  'POST /api/screening/file': 'batch',
  'POST /api/screening/export': 'batch',
  'POST /api/screening/names': 'batch',
  'POST /api/screening/names/record': 'batch',
  'POST /api/screening/record': 'batch',
  'POST /api/statement-analysis': 'batch',
  'POST /api/financial-analysis': 'batch',
  'GET /api/target-clients/export': 'batch',
  'GET /api/financial-analysis/template': 'batch',
  'GET /api/remote-visit/font': 'batch',
  'POST /api/matching': 'compute',
  'POST /api/judicial': 'compute',
  'POST /api/news': 'compute',
  'POST /api/decision-flow': 'compute',
  'GET /api/target-clients': 'compute',
  'GET /api/remote-visit/checklist': 'compute',
  'GET /api/screening-lists': 'lookup',
  'GET /api/registry/search': 'lookup',
  'GET /api/registry/entities': 'lookup',
  'GET /api/registry/entities/{ckey}': 'lookup',
  'GET /api/registry/entities/{ckey}/graph': 'lookup',
  'GET /api/registry/entities/{ckey}/ubo': 'lookup',
  'GET /api/registry/path': 'lookup',
  'GET /api/registry/persons/{id}/graph': 'lookup',
};

/** Reads `API_RATE_LIMIT_FACTOR`: a positive number (default 1), or `null` for `off`. */
export function parseRateFactor(value: string | undefined): number | null {
  const v = value?.trim().toLowerCase();
  if (!v) return 1;
  if (v === 'off') return null;
  const n = Number(v);
  return Number.isFinite(n) && n > 0 && n <= 100_000 ? n : 1;
}

/** The rule of a class after the factor. */
export function effectiveRule(cls: ApiRateClass, factor: number): RateLimitRule {
  const base = apiRateClasses[cls];
  return { limit: Math.max(1, Math.round(base.limit * factor)), windowMs: base.windowMs };
}

const limiters = new Map<ApiRateClass, RateLimit | null>();

function limiterOf(cls: ApiRateClass, env: Record<string, string | undefined> = process.env): RateLimit | null {
  if (!limiters.has(cls)) {
    const factor = parseRateFactor(env.API_RATE_LIMIT_FACTOR);
    limiters.set(
      cls,
      factor === null ? null : sharedRateLimit(effectiveRule(cls, factor), storeConfigFromEnv(env), `api-${cls}`),
    );
  }
  return limiters.get(cls) ?? null;
}

/**
 * Counts one request of `cls` for the request's client: `null` when allowed, else the 429 answer (its message in
 * the language the body's `locale`, `?locale=` or `Accept-Language` asks for; the body is read from a clone).
 * `limit` replaces the configured limiter (tests).
 */
export async function checkRateLimit(
  request: Request,
  cls: ApiRateClass,
  limit: RateLimit | null = limiterOf(cls),
): Promise<Response | null> {
  if (!limit) return null;
  const decision = await limit.hit(clientAddress(request.headers));
  if (decision.allowed) return null;
  let explicit: string | undefined;
  if (request.body && !request.bodyUsed) {
    const prefix = await readBodyPrefix(request.clone(), 64 * 1024).catch(() => null);
    explicit = prefix ? bodyLocale(prefix.bytes) : undefined;
  }
  return rateLimited(apiLocale(request, explicit), decision.retryAfterSeconds);
}

type RouteHandler<C> = (request: Request, context: C) => Promise<Response> | Response;

/**
 * Wraps a route handler with the rate limit of its class: `export const POST = rateLimitedRoute('compute', handler)`.
 */
export function rateLimitedRoute<C>(
  cls: ApiRateClass,
  handler: RouteHandler<C>,
): (r: Request, c: C) => Promise<Response> {
  return async (request, context) => (await checkRateLimit(request, cls)) ?? handler(request, context);
}
