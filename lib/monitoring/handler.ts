/**
 * HTTP handlers of portfolio monitoring (wired in app/api/monitoring/…):
 *
 * `POST /api/monitoring` — JSON `MonitoringRequest` (`schemas.ts`: `rows` of 1–10,000 `{ name?, uscc? }`, or
 * `sample: true`; `days` 7–365, default 180) → 200 `MonitoringResult`: the companies identified (registry matcher,
 * USCC first, confidence ≥ 0.85), the lines not confirmed, every alert in the window with its evidence and texts, the
 * board, and the webhook delivery of the latest high alert. Nothing is stored.
 *
 * `POST /api/monitoring/digest` — the same body plus `format: "xlsx" | "pdf"` → the daily digest file.
 *
 * Errors: 400/413/415 `{ error, message }` in the request's locale (empty list, > 10,000 rows, a line > 200 chars).
 */
import type { Locale } from '@/i18n/routing';
import { entitySource } from '@/lib/entities';
import { getRegistry } from '@/lib/registry';
import { registryAsOf } from '@/lib/registry/profile';
import type { Enterprise, Registry } from '@/lib/registry/types';
import { screenRow, screeningThresholds } from '@/lib/screening';
import { json } from '@/lib/try-it/api';
import { demoError, readDemoJson } from '@/lib/try-it/demo-request';
import { monitor, windowStart } from './index';
import { alertViews, placeLabels } from './labels';
import { samplePortfolio } from './sample';
import { maxWatchlistRows, monitoringRequestSchema, type MonitoringRequest, type MonitoringResponse } from './schemas';
import { webhookExample } from './webhook';

/** Resolves a watchlist to registry enterprises (see module doc). */
export function resolveWatchlist(rows: NonNullable<MonitoringRequest['rows']>): { found: { row: number; e: Enterprise }[]; unmatched: MonitoringResponse['unmatched'] } {
  const registry = getRegistry();
  const found: { row: number; e: Enterprise }[] = [];
  const unmatched: MonitoringResponse['unmatched'] = [];
  rows.forEach((input, i) => {
    const text = [input.name, input.uscc].filter((v) => v && v.trim()).join(' · ');
    if (!text) return;
    const r = screenRow(input, i + 1, entitySource);
    const e = r.ckey ? registry.byCkey.get(r.ckey) : undefined;
    if (e && r.score >= screeningThresholds.confident) found.push({ row: i + 1, e });
    else unmatched.push({ row: i + 1, input: text, candidate: r.name });
  });
  return { found, unmatched };
}

/** Runs monitoring for a validated request (pure apart from reading the registry). */
export function runMonitoring(req: MonitoringRequest, locale: Locale, registry: Registry = getRegistry()): MonitoringResponse {
  const { found, unmatched } = req.sample ? { found: samplePortfolio(registry).map((e, i) => ({ row: i + 1, e })), unmatched: [] } : resolveWatchlist(req.rows ?? []);
  const window = { asOf: registryAsOf, days: req.days };
  const { alerts, board } = monitor(
    found.map((f) => f.e),
    window,
  );
  const views = alertViews(alerts, registry, locale);
  const perCompany = new Map<string, number>();
  for (const a of alerts) perCompany.set(a.ckey, (perCompany.get(a.ckey) ?? 0) + 1);
  const seen = new Set<string>();
  const companies: MonitoringResponse['companies'] = [];
  for (const { row, e } of found) {
    if (seen.has(e.ckey)) continue;
    seen.add(e.ckey);
    const p = placeLabels(e, locale);
    companies.push({ row, ckey: e.ckey, name: locale === 'en-US' ? e.nameEn : e.name, uscc: e.uscc, industry: p.industry, city: p.city, alerts: perCompany.get(e.ckey) ?? 0 });
  }
  const byCkey = registry.byCkey;
  const label = (kind: 'industry' | 'city', code: string) => {
    const e = [...seen].map((k) => byCkey.get(k)!).find((x) => (kind === 'industry' ? x.industry : x.cityCode) === code);
    return e ? placeLabels(e, locale)[kind] : code;
  };
  const top = views.find((a) => a.severity === 'high') ?? views[0];
  return {
    asOf: window.asOf,
    from: windowStart(window),
    days: window.days,
    companies,
    unmatched,
    alerts: views,
    board: {
      ...board,
      byIndustry: board.byIndustry.map((x) => ({ ...x, label: label('industry', x.code) })),
      byCity: board.byCity.map((x) => ({ ...x, label: label('city', x.code) })),
    },
    webhook: top ? webhookExample(top, window.asOf) : null,
  };
}

async function read(request: Request) {
  const parsed = await readDemoJson(request, monitoringRequestSchema, { lines: 'rows', maxRows: maxWatchlistRows });
  if (!parsed.ok) return parsed;
  const { data, locale } = parsed;
  if (!data.sample && !(data.rows ?? []).some((r) => (r.name ?? '').trim() || (r.uscc ?? '').trim())) return { ok: false as const, response: demoError(400, 'empty', locale) };
  return parsed;
}

/** `POST /api/monitoring`. */
export async function handleMonitoring(request: Request): Promise<Response> {
  const parsed = await read(request);
  if (!parsed.ok) return parsed.response;
  return json(200, runMonitoring(parsed.data, parsed.locale));
}

/** `POST /api/monitoring/digest`: the daily digest as XLSX or PDF. */
export async function handleMonitoringDigest(request: Request): Promise<Response> {
  const parsed = await read(request);
  if (!parsed.ok) return parsed.response;
  const { data, locale } = parsed;
  const format = data.format ?? 'xlsx';
  const result = runMonitoring(data, locale);
  const { digestXlsx, digestPdf } = await import('./digest');
  const bytes = format === 'pdf' ? await digestPdf(result, locale) : await digestXlsx(result, locale);
  const type = format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return new Response(Buffer.from(bytes), {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="monitoring-digest-${result.asOf}.${format}"`, 'cache-control': 'no-store' },
  });
}
