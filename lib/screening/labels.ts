/** Localized labels of screening results, shared by the XLSX, CSV and PDF exports (the UI uses the same messages). */
import { factsAsOf } from '@/lib/facts/as-of';
import type { PlainTranslate } from '@/i18n/translator';
import type { Flag, ScreeningResult } from './index';
import { clientNumber, isNumberColumn, uniqueNames } from './client-columns';

/** A flag as text: "涉诉 3" / "Litigation 3"; the status flag names the registry's status ("登记状态：注销"). */
export function flagLabel(t: PlainTranslate, f: Flag): string {
  return t(`screening.flags.${f.code}`, { count: f.count ?? 0, status: f.status ?? 'other' });
}

/** The registry status of a match as the registry words it (存续, 在业, 吊销, 注销, 迁出); '' when unmatched. */
export function statusLabel(t: PlainTranslate, r: Pick<ScreeningResult, 'status'>): string {
  return r.status ? t('screening.registryStatus', { status: r.status }) : '';
}

/** "Same as row 3" for a duplicate row, '' otherwise. */
export function duplicateLabel(t: PlainTranslate, r: Pick<ScreeningResult, 'duplicateOf'>): string {
  return r.duplicateOf ? t('screening.duplicateOf', { row: r.duplicateOf }) : '';
}

/** A cell of the export table: text, a number, or a date (`YYYY-MM-DD[ HH:MM:SS]` text with `type: 'date'`). */
export type ExportCell = string | number;
/** How a client column's values are written in XLSX: numbers as numbers, dates as dates, the rest as text. */
export type ColumnType = 'text' | 'number' | 'date';

/** The client's columns of the list, in the file's order (lib/screening/intake.ts `ClientColumns`). */
export interface ExportColumns {
  headers: string[];
  name: number | null;
  uscc: number | null;
  /** Which client columns each row's `extra` holds, in order. */
  extra: number[];
}

/** The export table: headers, rows, each column's type, how many leading columns are the client's, the exposure. */
export interface ResultTable {
  headers: string[];
  rows: ExportCell[][];
  types: ColumnType[];
  clientCount: number;
  /** Index of the exposure column among `headers` (the client's amount column), or null. */
  exposure: number | null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** A client column's type: number or date when every filled cell is one, else text. */
function columnType(values: string[]): ColumnType {
  const filled = values.filter((v) => v.trim());
  if (filled.length === 0) return 'text';
  if (isNumberColumn(filled)) return 'number';
  if (filled.every((v) => isoDate.test(v.trim()))) return 'date';
  return 'text';
}

/**
 * The results as one table for the spreadsheet exports (XLSX and CSV): the client's columns exactly as given —
 * names (made distinct), order, every column, the name and USCC columns where they were — then ours, each named
 * with our prefix so no name repeats the client's: list row, match, English name, its USCC, registry status, score,
 * matched on, verdict, flags, duplicate of, source records, and the date the registry facts are as of. Without
 * `client` (a pasted list, or an older request), the input's name and USCC come first, then `extraHeaders`.
 * `exposure` is the index of the client column holding the exposure amount (totalled per verdict by the exports).
 */
export function resultTable(
  t: PlainTranslate,
  results: ScreeningResult[],
  extraHeaders: string[],
  options: { client?: ExportColumns; exposure?: number | null; asOf?: string } = {},
): ResultTable {
  const client: ExportColumns = options.client ?? {
    headers: uniqueNames([t('fields.name'), t('fields.uscc'), ...extraHeaders]),
    name: 0,
    uscc: 1,
    extra: extraHeaders.map((_, i) => i + 2),
  };
  const clientRows = results.map((r) =>
    client.headers.map((_, i) => {
      if (i === client.name) return r.input.name ?? '';
      if (i === client.uscc) return r.input.uscc ?? '';
      const k = client.extra.indexOf(i);
      return k >= 0 ? (r.input.extra?.[k] ?? '') : '';
    }),
  );
  const clientTypes = client.headers.map((_, i) => columnType(clientRows.map((row) => row[i])));
  const ours = uniqueNames(
    [
      'row',
      'matched',
      'nameEn',
      'uscc',
      'registryStatus',
      'score',
      'matchedOn',
      'status',
      'flags',
      'duplicate',
      'sources',
      'listHits',
      'asOf',
    ].map((k) => t('screening.export.column', { column: t(`screening.export.columns.${k}`) })),
    client.headers,
  );
  const asOf = options.asOf ?? factsAsOf;
  const rows = results.map((r, j) => [
    ...clientRows[j].map((v, i): ExportCell => (clientTypes[i] === 'number' && v.trim() ? clientNumber(v)! : v)),
    r.row,
    r.name ?? t('screening.table.noMatch'),
    r.nameEn ?? '',
    r.uscc ?? '',
    statusLabel(t, r),
    r.score,
    r.matchedOn ? t(`screening.matchedOn.${r.matchedOn}`) : '',
    verdictLabel(t, r),
    r.flags.map((f) => flagLabel(t, f)).join('; '),
    duplicateLabel(t, r),
    sourcesLabel(t, r),
    listHitsLabel(t, r),
    asOf,
  ]);
  const types: ColumnType[] = [
    ...clientTypes,
    'number',
    'text',
    'text',
    'text',
    'text',
    'number',
    'text',
    'text',
    'text',
    'text',
    'text',
    'text',
    'date',
  ];
  const exposure =
    options.exposure !== undefined && options.exposure !== null && clientTypes[options.exposure] === 'number'
      ? options.exposure
      : null;
  return { headers: [...client.headers, ...ours], rows, types, clientCount: client.headers.length, exposure };
}

/** Sum of the exposure column per verdict (and in all), for the summary sheet; null without an exposure column. */
export function exposureTotals(
  table: ResultTable,
  results: ScreeningResult[],
): Record<'clean' | 'review' | 'high' | 'unmatched' | 'total', number> | null {
  if (table.exposure === null) return null;
  const totals = { clean: 0, review: 0, high: 0, unmatched: 0, total: 0 };
  results.forEach((r, i) => {
    const v = table.rows[i][table.exposure!];
    if (typeof v !== 'number') return;
    totals[r.verdict] += v;
    if (r.ckey === null) totals.unmatched += v;
    totals.total += v;
  });
  return totals;
}

/** The verdict as text (clean / to review / high risk). */
export function verdictLabel(t: PlainTranslate, r: Pick<ScreeningResult, 'verdict'>): string {
  return t(`screening.summary.${r.verdict}`);
}

/** The source records behind a result's flags, e.g. "被执行人 d4e8b6a2c1/j1". */
export function sourcesLabel(t: PlainTranslate, r: ScreeningResult): string {
  return r.flags
    .flatMap((f) => f.sources ?? [])
    .map((s) => `${t(`statement.sections.${s.section}`)} ${s.recordId}`)
    .join('; ');
}

/** The PEP / sanctions hits of a row with the person (or company) and role, e.g. "W-0012 王泽洋：王泽洋（法定代表人）· 强匹配 92". */
export function listHitsLabel(t: PlainTranslate, r: Pick<ScreeningResult, 'listHits'>): string {
  return (r.listHits ?? [])
    .map((h) =>
      t('screening.listHit', {
        entry: h.entryId,
        entryName: h.entryName,
        party: h.party.name,
        roles: h.party.roles.map((x) => t(`screening.roles.${x}`)).join(' / '),
        band: t(`screening.listBands.${h.band}`),
        strength: h.strength,
      }),
    )
    .join('; ');
}
