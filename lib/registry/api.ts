/**
 * The registry API's handlers, as pure functions of the request (route files under app/api/registry/ only call
 * them). Every answer is JSON. Success: `Cache-Control: public, max-age=300` and the build id as ETag (a matching
 * `If-None-Match` gets 304). Errors: 400 for a bad query parameter, 404 for an unknown ckey, each with a `message`
 * in the request's language (`?locale=`, else Accept-Language, else zh-CN), `Cache-Control: no-store`.
 */
import { apiFinancialsOf } from '@/lib/facts/statements';
import type { z } from 'zod';
import enText from '@/messages/en-US/registry.json';
import zhText from '@/messages/zh-CN/registry.json';
import { apiLocale } from '@/lib/api/errors';
import { cityOf } from './vocab';
import { buildGraph } from './graph';
import { getEnterprise, getRegistry, resolveEntity, uboOf } from './index';
import { validateQuery } from './matcher';
import {
  graphQuerySchema,
  listQuerySchema,
  searchQuerySchema,
  type EntityList,
  type EntityRecord,
  type SearchResponse,
} from './schemas';
import type { Enterprise } from './types';

type ApiText = typeof zhText.registryText.api;

/** The error texts in the request's language (`?locale=`, else Accept-Language, else zh-CN: docs/api.md). */
function text(request: Request): ApiText {
  return apiLocale(request) === 'en-US' ? enText.registryText.api : zhText.registryText.api;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

function ok(body: unknown, request: Request, buildId: string, extra: Record<string, string> = {}): Response {
  const etag = `"${buildId}"`;
  const cache = { 'Cache-Control': 'public, max-age=300', ETag: etag, Vary: 'Accept-Language', ...extra };
  const match = request.headers.get('if-none-match');
  if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers: cache });
  return json(body, 200, cache);
}

function badRequest(message: string): Response {
  return json({ error: 'badRequest', message }, 400, { 'Cache-Control': 'no-store' });
}

function notFound(request: Request, ckey: string): Response {
  return json({ error: 'notFound', message: fill(text(request).notFound, { ckey: ckey.slice(0, 40) }) }, 404, {
    'Cache-Control': 'no-store',
  });
}

/** Parses query parameters with a schema; on failure names the first bad parameter. */
function parseQuery<S extends z.ZodType>(
  schema: S,
  url: URL,
  request: Request,
  expected: Record<string, string>,
): z.infer<S> | Response {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(expected)) {
    const v = url.searchParams.get(key);
    if (v !== null) raw[key] = v;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const param = String(parsed.error.issues[0]?.path[0] ?? Object.keys(expected)[0]);
  return badRequest(fill(text(request).badParam, { param, expected: expected[param] ?? '' }));
}

/**
 * GET /api/registry/search?q=&limit= — the answer carries `Server-Timing: search;dur=<ms>` (time spent resolving in
 * this process, what `npm run bench:registry` reports as server time).
 */
export function handleSearch(request: Request, buildId: string): Response {
  const started = performance.now();
  const url = new URL(request.url);
  const t = text(request);
  const q = validateQuery(url.searchParams.get('q'));
  if (!q.ok) return badRequest(t[q.problem === 'empty' ? 'empty' : q.problem]);
  const params = parseQuery(searchQuerySchema.pick({ limit: true }), url, request, { limit: '1–50' });
  if (params instanceof Response) return params;
  const body: SearchResponse = { query: q.query, results: resolveEntity(q.query, params.limit) };
  return ok(body, request, buildId, { 'Server-Timing': `search;dur=${(performance.now() - started).toFixed(2)}` });
}

const summary = (e: Enterprise) => ({ ckey: e.ckey, name: e.name, nameEn: e.nameEn, uscc: e.uscc, status: e.status });

/** GET /api/registry/entities?page=&size= */
export function handleList(request: Request, buildId: string): Response {
  const params = parseQuery(listQuerySchema, new URL(request.url), request, { page: '≥ 1', size: '1–100' });
  if (params instanceof Response) return params;
  const all = getRegistry().enterprises;
  const start = (params.page - 1) * params.size;
  const body: EntityList = {
    total: all.length,
    page: params.page,
    size: params.size,
    items: all.slice(start, start + params.size).map(summary),
  };
  return ok(body, request, buildId);
}

/** The full API record of an enterprise. */
export function entityRecord(e: Enterprise): EntityRecord {
  const registry = getRegistry();
  const person = (id: string) => registry.persons.get(id) ?? { id, name: id, nameEn: id };
  const city = cityOf(e.cityCode);
  return {
    ckey: e.ckey,
    kycNo: e.kycNo,
    name: e.name,
    nameEn: e.nameEn,
    formerNames: e.formerNames.map((f) => f.name),
    abbreviation: e.abbreviation,
    uscc: e.uscc,
    status: e.status,
    companyType: e.companyType,
    legalRepresentative: { id: e.legalRepId, name: person(e.legalRepId).name, nameEn: person(e.legalRepId).nameEn },
    registeredCapital: e.registeredCapital,
    paidInCapital: e.paidInCapital,
    established: e.established,
    industry: { section: e.industry, phrase: e.industryPhrase.zh, phraseEn: e.industryPhrase.en },
    province: city.provinceZh,
    city: city.zh,
    cityEn: city.en,
    employees: e.employees,
    insuredStaff: e.insuredStaff,
    shareholders: e.shareholders.map((h) => {
      const holder = h.kind === 'enterprise' ? registry.byCkey.get(h.id) : undefined;
      const p = h.kind === 'person' ? person(h.id) : undefined;
      return {
        kind: h.kind,
        id: h.id,
        ...(h.kind === 'enterprise' ? { ckey: h.id } : {}),
        name: holder?.name ?? p?.name ?? h.id,
        nameEn: holder?.nameEn ?? p?.nameEn ?? h.id,
        pct: h.pct,
      };
    }),
    officers: e.officers.map((o) => ({
      personId: o.personId,
      name: person(o.personId).name,
      nameEn: person(o.personId).nameEn,
      role: o.role,
    })),
    branches: e.branches.map((b) => ({ name: b.name, nameEn: b.nameEn, established: b.established })),
    judicial: e.judicial.map((j) => ({
      date: j.date,
      kind: j.kind,
      role: j.role,
      cause: j.cause,
      amount: j.amount,
      status: j.status,
    })),
    enforcement: e.enforcement.map((x) => ({ date: x.date, amount: x.amount, performedPct: x.performedPct })),
    dishonest: e.dishonest.map((d) => ({ date: d.date, amount: d.amount, reason: d.reason })),
    penalties: e.penalties.map((p) => ({ date: p.date, reason: p.reason, amount: p.amount })),
    news: e.news.map((n) => ({ date: n.date, sentiment: n.sentiment, topic: n.topic })),
    financials: apiFinancialsOf(e.ckey),
    sampleData: true,
  };
}

/** GET /api/registry/entities/{ckey} */
export function handleEntity(request: Request, ckey: string, buildId: string): Response {
  const e = getEnterprise(ckey);
  return e ? ok(entityRecord(e), request, buildId) : notFound(request, ckey);
}

/** GET /api/registry/entities/{ckey}/graph?depth= */
export function handleGraph(request: Request, ckey: string, buildId: string): Response {
  const e = getEnterprise(ckey);
  if (!e) return notFound(request, ckey);
  const params = parseQuery(graphQuerySchema, new URL(request.url), request, { depth: '1–4' });
  if (params instanceof Response) return params;
  return ok(buildGraph(getRegistry(), ckey, params.depth), request, buildId);
}

/** GET /api/registry/entities/{ckey}/ubo */
export function handleUbo(request: Request, ckey: string, buildId: string): Response {
  if (!getEnterprise(ckey)) return notFound(request, ckey);
  const persons = getRegistry().persons;
  // The answer names people: in Chinese and, like every other answer, in English.
  const owners = uboOf(ckey).map(({ personId, name, ...rest }) => ({
    personId,
    name,
    nameEn: persons.get(personId)?.nameEn ?? name,
    ...rest,
  }));
  return ok(owners, request, buildId);
}
