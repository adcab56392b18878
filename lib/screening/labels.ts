/** Localized labels of screening results, shared by the XLSX, CSV and PDF exports (the UI uses the same messages). */
import type { TryItTranslate } from '@/lib/try-it/api';
import type { Flag, ScreeningResult } from './index';

/** A flag as text: "涉诉 3" / "Litigation 3"; the status flag names the registry's status ("登记状态：注销"). */
export function flagLabel(t: TryItTranslate, f: Flag): string {
  return t(`screening.flags.${f.code}`, { count: f.count ?? 0, status: f.status ?? 'other' });
}

/** The registry status of a match as the registry words it (存续, 在业, 吊销, 注销, 迁出); '' when unmatched. */
export function statusLabel(t: TryItTranslate, r: Pick<ScreeningResult, 'status'>): string {
  return r.status ? t('screening.registryStatus', { status: r.status }) : '';
}

/** "Same as row 3" for a duplicate row, '' otherwise. */
export function duplicateLabel(t: TryItTranslate, r: Pick<ScreeningResult, 'duplicateOf'>): string {
  return r.duplicateOf ? t('screening.duplicateOf', { row: r.duplicateOf }) : '';
}

/**
 * The results as one table for the spreadsheet exports (XLSX and CSV): row, the input as given, the client's own
 * columns (`extraHeaders`, in order), then the match, its registry status, score, verdict, flags, duplicates, sources.
 */
export function resultTable(
  t: TryItTranslate,
  results: ScreeningResult[],
  extraHeaders: string[],
): { headers: string[]; rows: (string | number)[][] } {
  const headers = [
    t('screening.table.row'),
    t('fields.name'),
    t('fields.uscc'),
    ...extraHeaders,
    t('screening.table.matched'),
    'English name',
    t('fields.uscc'),
    t('screening.table.registryStatus'),
    t('screening.table.score'),
    t('screening.table.matchedOn'),
    t('screening.table.status'),
    t('screening.table.flags'),
    t('screening.table.duplicate'),
    t('pdf.sources'),
    t('screening.listHitsTitle'),
  ];
  const rows = results.map((r) => [
    r.row,
    r.input.name ?? '',
    r.input.uscc ?? '',
    ...extraHeaders.map((_, i) => r.input.extra?.[i] ?? ''),
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
  ]);
  return { headers, rows };
}

/** The verdict as text (clean / to review / high risk). */
export function verdictLabel(t: TryItTranslate, r: Pick<ScreeningResult, 'verdict'>): string {
  return t(`screening.summary.${r.verdict}`);
}

/** The source records behind a result's flags, e.g. "被执行人 d4e8b6a2c1/j1". */
export function sourcesLabel(t: TryItTranslate, r: ScreeningResult): string {
  return r.flags
    .flatMap((f) => f.sources ?? [])
    .map((s) => `${t(`statement.sections.${s.section}`)} ${s.recordId}`)
    .join('; ');
}

/** The PEP / sanctions hits of a row with the person (or company) and role, e.g. "W-0012 王泽洋：王泽洋（法定代表人）· 强匹配 92". */
export function listHitsLabel(t: TryItTranslate, r: Pick<ScreeningResult, 'listHits'>): string {
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
