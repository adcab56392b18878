/**
 * HTTP handlers of portfolio monitoring (wired in app/api/monitoring/…):
 *
 * `POST /api/monitoring` — JSON `MonitoringRequest` (`schemas.ts`: `rows` of 1–10,000 `{ name?, uscc? }`, or
 * `sample: true`; `days` 7–365, default 180; `page` of alerts) → 200 `MonitoringResult`: the companies identified
 * (`watchlist.ts`: registry matcher, USCC first, confidence ≥ 0.85), the lines not confirmed, the board over every
 * alert in the window, one page of the alerts (newest 50 by default, ≤ 500) with their evidence and texts, and the
 * webhook delivery of the latest high alert. Nothing is stored. A 5,000-line watchlist answers in about a second
 * (`npm run bench:risk-demos`).
 *
 * `POST /api/monitoring/digest` — the same body plus `format: "xlsx" | "pdf"` → the daily digest file (every alert).
 *
 * Errors: 400/413/415 `{ error, message }` in the request's locale (empty list, > 10,000 rows, a line > 200 chars).
 */
import type { Locale } from '@/i18n/routing';
import { getRegistry } from '@/lib/registry';
import { factsAsOf } from '@/lib/facts/as-of';
import type { Registry } from '@/lib/registry/types';
import { json } from '@/lib/try-it/api';
import { demoError, readDemoJson } from '@/lib/try-it/demo-request';
import { monitor, windowStart } from './index';
import { alertViews, placeLabels } from './labels';
import { samplePortfolio } from './sample';
import {
  defaultAlertPage,
  maxWatchlistRows,
  monitoringRequestSchema,
  type MonitoringRequest,
  type MonitoringResponse,
} from './schemas';
import { resolveWatchlist } from './watchlist';
import { webhookExample } from './webhook';
import { localName } from '@/lib/registry/local-name';

/** `runMonitoring` options: `allAlerts` localizes every alert (the digest) instead of the request's page. */
export interface RunOptions {
  allAlerts?: boolean;
}

/**
 * Runs monitoring for a validated request (pure apart from reading the registry): every alert is raised and counted
 * on the board; only the requested page (`req.page`, default the newest 50) is localized and returned, unless
 * `opts.allAlerts`.
 */
export function runMonitoring(
  req: MonitoringRequest,
  locale: Locale,
  registry: Registry = getRegistry(),
  opts: RunOptions = {},
): MonitoringResponse {
  const { found, unmatched } = req.sample
    ? { found: samplePortfolio(registry).map((e, i) => ({ row: i + 1, e })), unmatched: [] }
    : resolveWatchlist(req.rows ?? []);
  const window = { asOf: factsAsOf, days: req.days };
  const { alerts, board } = monitor(
    found.map((f) => f.e),
    window,
  );
  const perCompany = new Map<string, number>();
  for (const a of alerts) perCompany.set(a.ckey, (perCompany.get(a.ckey) ?? 0) + 1);
  const seen = new Map<string, number>();
  const duplicates: MonitoringResponse['duplicates'] = [];
  const companies: MonitoringResponse['companies'] = [];
  const labels = { industry: new Map<string, string>(), city: new Map<string, string>() };
  for (const { row, e } of found) {
    const first = seen.get(e.ckey);
    if (first !== undefined) {
      duplicates.push({ row, of: first, name: localName(e, locale) });
      continue;
    }
    seen.set(e.ckey, row);
    const p = placeLabels(e, locale);
    labels.industry.set(e.industry, p.industry);
    labels.city.set(e.cityCode, p.city);
    companies.push({
      row,
      ckey: e.ckey,
      name: localName(e, locale),
      uscc: e.uscc,
      industry: p.industry,
      city: p.city,
      alerts: perCompany.get(e.ckey) ?? 0,
    });
  }
  const page = req.page ?? { offset: 0, limit: defaultAlertPage };
  const severity = opts.allAlerts ? undefined : page.severity;
  const matching = severity ? alerts.filter((a) => a.severity === severity) : alerts;
  const shown = opts.allAlerts ? matching : matching.slice(page.offset, page.offset + page.limit);
  const top = alerts.find((a) => a.severity === 'high') ?? alerts[0];
  return {
    asOf: window.asOf,
    from: windowStart(window),
    days: window.days,
    companies,
    unmatched,
    duplicates,
    alerts: alertViews(shown, registry, locale),
    alertPage: opts.allAlerts
      ? { offset: 0, limit: matching.length, total: matching.length, severity: null }
      : { offset: page.offset, limit: page.limit, total: matching.length, severity: severity ?? null },
    board: {
      ...board,
      byIndustry: board.byIndustry.map((x) => ({ ...x, label: labels.industry.get(x.code) ?? x.code })),
      byCity: board.byCity.map((x) => ({ ...x, label: labels.city.get(x.code) ?? x.code })),
    },
    webhook: top ? webhookExample(alertViews([top], registry, locale)[0], window.asOf) : null,
  };
}

async function read(request: Request) {
  const parsed = await readDemoJson(request, monitoringRequestSchema, { lines: 'rows', maxRows: maxWatchlistRows });
  if (!parsed.ok) return parsed;
  const { data, locale } = parsed;
  if (!data.sample && !(data.rows ?? []).some((r) => (r.name ?? '').trim() || (r.uscc ?? '').trim()))
    return { ok: false as const, response: demoError(400, 'empty', locale) };
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
  const result = runMonitoring(data, locale, getRegistry(), { allAlerts: true });
  const { digestXlsx, digestPdf } = await import('./digest');
  const bytes = format === 'pdf' ? await digestPdf(result, locale) : await digestXlsx(result, locale);
  const type =
    format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="monitoring-digest-${result.asOf}.${format}"`,
      'cache-control': 'no-store',
    },
  });
}
