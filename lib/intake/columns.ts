/**
 * Column detection for uploaded tables: finds the header row (bank exports often put a title block above it) and
 * maps each wanted field to a column by its header, from a list of synonyms in both languages. The visitor
 * confirms or corrects the mapping in the UI when a field is missing or matched only loosely.
 */
import { IntakeError } from './errors';
import { locateTable, withHeaderRow, type TableLayout } from './layout';
import { intakeLimits } from './limits';

/** A field the caller wants and the header texts that name it (compared after normalisation). */
export interface FieldSpec<K extends string = string> {
  key: K;
  synonyms: readonly string[];
}

/** Field → 0-based column index. */
export type ColumnMapping<K extends string = string> = Partial<Record<K, number>>;

export interface DetectedColumns<K extends string = string> {
  /** Index of the header row in the table's rows. */
  headerRow: number;
  headers: string[];
  mapping: ColumnMapping<K>;
  /** Fields mapped by a partial header match only (e.g. "交易金额(元)" for "金额"): worth a confirmation. */
  unsure: K[];
  /** Where the header and the data rows are (lib/intake/layout.ts): title block, totals and footer left out. */
  layout: TableLayout;
}

/** Header text in comparable form: NFKC, lower case, no spaces, punctuation or bracketed units such as "(元)". */
export function normalizeHeader(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[(（[【][^)）\]】]*[)）\]】]/g, '')
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

function score(header: string, spec: FieldSpec): 0 | 1 | 2 {
  const h = normalizeHeader(header);
  if (!h) return 0;
  const syn = spec.synonyms.map(normalizeHeader);
  if (syn.includes(h)) return 2;
  // A header inside a synonym ("对方" in "对方户名") counts only when it says enough: 2+ Han characters or 4+ letters.
  const meaningful = /\p{Script=Han}{2}/u.test(h) || h.length >= 4;
  if (syn.some((s) => s.length >= 2 && (h.includes(s) || (meaningful && s.includes(h))))) return 1;
  return 0;
}

/**
 * Detects the header row (`locateTable`: title blocks, blank and key–value lines skipped; the row naming most wanted
 * fields) and the column of each field (exact synonym first, then partial; one column per field). `headerRow`
 * (optional) is the visitor's correction: that row is the header (-1: none).
 */
export function detectColumns<K extends string>(
  rows: string[][],
  fields: readonly FieldSpec<K>[],
  headerRow?: number,
): DetectedColumns<K> {
  const layout = headerRow === undefined ? locateTable(rows, fields) : withHeaderRow(rows, headerRow);
  return { ...mapFields(layout.headers, fields), headerRow: layout.headerRow, headers: layout.headers, layout };
}

/** Each field's column among `headers` (exact synonym first, then partial; one column per field). */
export function mapFields<K extends string>(
  headers: readonly string[],
  fields: readonly FieldSpec<K>[],
): { mapping: ColumnMapping<K>; unsure: K[] } {
  const mapping: ColumnMapping<K> = {};
  const unsure: K[] = [];
  const taken = new Set<number>();
  for (const pass of [2, 1] as const) {
    for (const f of fields) {
      if (mapping[f.key] !== undefined) continue;
      const col = headers.findIndex((h, i) => !taken.has(i) && score(h, f) === pass);
      if (col >= 0) {
        mapping[f.key] = col;
        taken.add(col);
        if (pass === 1) unsure.push(f.key);
      }
    }
  }
  return { mapping, unsure };
}

/**
 * Validates a mapping the visitor chose (field → column index) against the headers; throws `badMapping` for an
 * index outside the table.
 */
export function checkMapping<K extends string>(mapping: ColumnMapping<K>, headers: string[]): ColumnMapping<K> {
  for (const [field, col] of Object.entries(mapping) as [K, number | undefined][]) {
    if (col === undefined) continue;
    if (!Number.isInteger(col) || col < 0 || col >= headers.length) throw new IntakeError('badMapping', { field });
  }
  return mapping;
}

/** One data row as field → cell text, with its 1-based row number in the file's non-empty rows. */
export interface MappedRow<K extends string> {
  row: number;
  values: Partial<Record<K, string>>;
}

/**
 * The data rows of a table, mapped: `layout.dataRows` (title block, subtotals, totals and footer left out), or for a
 * plain header row index every row under it. Throws `tooManyRows` over the limit, `empty` when there is none.
 */
export function mapRows<K extends string>(
  rows: string[][],
  headerRow: number | TableLayout,
  mapping: ColumnMapping<K>,
): MappedRow<K>[] {
  const indices =
    typeof headerRow === 'number' ? rows.map((_, i) => i).filter((i) => i > headerRow) : headerRow.dataRows;
  if (indices.length === 0) throw new IntakeError('empty');
  if (indices.length > intakeLimits.maxRows)
    throw new IntakeError('tooManyRows', { max: intakeLimits.maxRows, rows: indices.length });
  const entries = Object.entries(mapping) as [K, number][];
  return indices.map((r) => {
    const cells = rows[r];
    const values: Partial<Record<K, string>> = {};
    for (const [k, col] of entries) values[k] = cells[col] ?? '';
    return { row: r + 1, values };
  });
}
