/**
 * `GET /api/screening-lists` — the fictional PEP and sanctions lists every screening runs against (`lists.ts`): JSON
 * `{ lists: [{ id, name, kind, version, date, size, csv, entries[] }], sample: true }`, list names in the request's
 * locale (`?locale=` or Accept-Language). `?format=csv&list=hx-pep|hx-sanctions` → that list as CSV (UTF-8 with BOM,
 * one row per entry, aliases joined by " | "). Errors: 400 `invalidList` (unknown list or format), localized. The
 * lists are public sample data: the answer may be cached for an hour.
 */
import type { Locale } from '@/i18n/routing';
import { toCsv } from '@/lib/format/csv';
import { translator } from '@/i18n/translator';
import { json, requestLocale } from '@/lib/try-it/api';
import { demoError } from '@/lib/try-it/demo-request';
import { screeningLists, type ListId, type ScreeningList } from './lists';

const names: Record<ListId, string> = { 'hx-pep': 'hxPep', 'hx-sanctions': 'hxSanctions' };

/** The localized name of a list ("衡析示例政要名单" / "Hengxi sample PEP list"). */
export function listName(id: ListId, locale: Locale): string {
  return translator(locale, 'riskDemos')(`screeningLists.names.${names[id]}`);
}

/** One list as CSV text (header row in the locale, then one row per entry). */
export function listCsv(list: ScreeningList, locale: Locale): string {
  const t = translator(locale, 'riskDemos');
  const h = (k: string) => t(`screeningLists.csv.${k}`);
  const rows = list.entries.map((e) => [
    e.id,
    listName(list.id, locale),
    list.version,
    e.kind === 'person' ? h('person') : h('entity'),
    e.name,
    e.nameEn,
    e.kind === 'person' ? e.aliases.map((a) => a.name).join(' | ') : '',
    t(`kyc.categories.${e.category}`),
    e.kind === 'person' ? (e.birthDate ?? String(e.birthYear)) : '',
    e.kind === 'person' ? e.nationality : '',
    e.kind === 'entity' ? e.uscc : '',
    locale === 'zh-CN' ? e.region.zh : e.region.en,
    e.listedOn,
  ]);
  const header = [
    'id',
    'list',
    'version',
    'kind',
    'name',
    'nameEn',
    'aliases',
    'category',
    'birth',
    'nationality',
    'uscc',
    'region',
    'listedOn',
  ].map(h);
  return toCsv([header, ...rows]);
}

/** `GET /api/screening-lists` (see module doc). */
export async function handleScreeningLists(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const lists = screeningLists();
  const format = url.searchParams.get('format') ?? 'json';
  if (format === 'csv') {
    const list = lists.find((l) => l.id === url.searchParams.get('list'));
    if (!list) return demoError(400, 'invalidList', locale, { key: 'riskDemos.screeningLists.errors.invalidList' });
    return new Response(listCsv(list, locale), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${list.id}-${list.version}.csv"`,
        'cache-control': 'public, max-age=3600',
      },
    });
  }
  if (format !== 'json')
    return demoError(400, 'invalidList', locale, { key: 'riskDemos.screeningLists.errors.invalidList' });
  return json(
    200,
    {
      lists: lists.map((l) => ({
        id: l.id,
        name: listName(l.id, locale),
        kind: l.kind,
        version: l.version,
        date: l.date,
        size: l.entries.length,
        csv: `/api/screening-lists?format=csv&list=${l.id}&locale=${locale}`,
        entries: l.entries,
      })),
      sample: true,
    },
    { 'cache-control': 'public, max-age=3600' },
  );
}
