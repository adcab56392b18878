/**
 * `GET /api/target-clients` — target-client discovery (query: `filtersSchema` + `page`, `size` ≤ 100) →
 * `{ total, page, size, items, portrait }`, items ranked with their reasons; `GET /api/target-clients/export` — the
 * same ranking as CSV or XLSX (`format`), at most `maxExportRows` (5,000) rows. A bad parameter gets a localized
 * 400 naming it, never a 500.
 */
import type { Locale } from '@/i18n/routing';
import { translator } from '@/i18n/translator';
import { demoError } from '@/lib/try-it/demo-request';
import { json, requestLocale } from '@/lib/try-it/api';
import { clientRow, targetClientsAnswer } from './answer';
import { filtersSchema, pageSchema, rankClients, type Filters } from './query';
import { localName } from '@/lib/registry/local-name';

export const maxExportRows = 5000;

function readQuery<T extends typeof filtersSchema | typeof pageSchema>(
  schema: T,
  url: URL,
): { ok: true; data: import('zod').infer<T> } | { ok: false; param: string } {
  const raw: Record<string, string> = {};
  for (const k of Object.keys(schema.shape)) {
    const v = url.searchParams.get(k);
    if (v !== null) raw[k] = v;
  }
  const r = schema.safeParse(raw);
  return r.success
    ? { ok: true, data: r.data as import('zod').infer<T> }
    : { ok: false, param: String(r.error.issues[0]?.path[0] ?? '') };
}

function parse(request: Request): { filters: Filters; locale: Locale; url: URL } | Response {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const f = readQuery(filtersSchema, url);
  if (!f.ok)
    return demoError(400, 'badParam', locale, {
      key: 'liveDemos.portrait.errors.badParam',
      values: { param: f.param },
    });
  return { filters: f.data, locale, url };
}

/** Handles GET /api/target-clients. */
export function handleTargetClients(request: Request): Response {
  const p = parse(request);
  if (p instanceof Response) return p;
  const pg = readQuery(pageSchema, p.url);
  if (!pg.ok)
    return demoError(400, 'badParam', p.locale, {
      key: 'liveDemos.portrait.errors.badParam',
      values: { param: pg.param },
    });
  return json(200, targetClientsAnswer(p.filters, pg.data, p.locale));
}

/** Handles GET /api/target-clients/export (`format=csv|xlsx`). */
export async function handleTargetClientsExport(request: Request): Promise<Response> {
  const p = parse(request);
  if (p instanceof Response) return p;
  const format = p.url.searchParams.get('format') ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx')
    return demoError(400, 'badParam', p.locale, {
      key: 'liveDemos.portrait.errors.badParam',
      values: { param: 'format' },
    });
  const t = translator(p.locale, 'liveDemos');
  const ranked = rankClients(p.filters).slice(0, maxExportRows);
  const cols = [
    'rank',
    'score',
    'name',
    'uscc',
    'industry',
    'province',
    'city',
    'age',
    'employees',
    'revenue',
    'registeredCapital',
    'risk',
    'tags',
    'reasons',
  ] as const;
  const head = cols.map((c) => t(`portrait.columns.${c}`));
  const rows = ranked.map((c, i) => {
    const v = clientRow(c, i + 1, p.locale);
    return [
      v.rank,
      c.score,
      localName(c, p.locale),
      c.uscc,
      `${c.industry} ${t(`portrait.industries.${c.industry}`)}`,
      v.provinceName,
      v.city,
      c.age,
      c.employees,
      c.revenue,
      c.registeredCapital,
      t(`portrait.risk.${c.risk}`),
      c.tags.map((x) => t(`portrait.tags.${x}`)).join(' / '),
      c.reasons.map((r) => `${t(`portrait.factors.${r.factor}`)} ${r.points}/${r.max}`).join('; '),
    ];
  });
  const base = p.locale === 'zh-CN' ? '目标客户-示例' : 'target-clients-sample';
  if (format === 'csv') {
    const { toCsv } = await import('@/lib/format/csv');
    return new Response(toCsv([head, ...rows]), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="target-clients.csv"; filename*=UTF-8''${encodeURIComponent(base)}.csv`,
        'cache-control': 'no-store',
      },
    });
  }
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(p.locale === 'zh-CN' ? '目标客户' : 'Target clients');
  ws.addRow(head).font = { bold: true };
  ws.addRows(rows);
  ws.columns.forEach((c, i) => (c.width = i === 2 || i === 13 ? 40 : 14));
  return new Response((await wb.xlsx.writeBuffer()) as BodyInit, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="target-clients.xlsx"; filename*=UTF-8''${encodeURIComponent(base)}.xlsx`,
      'cache-control': 'no-store',
    },
  });
}
