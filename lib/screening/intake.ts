/**
 * Screening lists from files (CSV/XLSX via lib/intake) and from pasted text: finds the name and USCC columns by
 * header, or — for a bare list without a header — by content (a column of 18-character codes is the USCC, the column
 * with the most Chinese or Latin text the name), and says when it is unsure so the visitor can choose.
 */
import { normalizeUscc } from '@/lib/entities/normalize';
import { detectColumns, IntakeError, intakeLimits, readTable, type FieldSpec, type IntakeWarning } from '@/lib/intake';
import type { ScreeningInput } from './index';

export type ScreeningField = 'name' | 'uscc';

export const screeningFieldSpecs: FieldSpec<ScreeningField>[] = [
  {
    key: 'name',
    synonyms: [
      '企业名称',
      '公司名称',
      '名称',
      '客户名称',
      '借款人',
      '借款人名称',
      '单位名称',
      '企业',
      '公司',
      '主体名称',
      'company',
      'company name',
      'name',
      'entity',
      'entity name',
      'borrower',
      'customer',
    ],
  },
  {
    key: 'uscc',
    synonyms: [
      '统一社会信用代码',
      '社会信用代码',
      '信用代码',
      '统一代码',
      'uscc',
      'credit code',
      'unified social credit code',
      'social credit code',
    ],
  },
];

export interface ScreeningColumns {
  headers: string[];
  /** Whether the first row is a header (false for a bare list). */
  hasHeader: boolean;
  name: number | null;
  uscc: number | null;
  /** The choice was a guess: let the visitor confirm it. */
  unsure: boolean;
}

export interface ScreeningTable {
  columns: ScreeningColumns;
  /** All rows as read (header included when `hasHeader`), so the visitor can re-map without re-uploading. */
  rows: string[][];
  warnings: IntakeWarning[];
}

const looksUscc = (s: string) => normalizeUscc(s) !== null && /\d/.test(s);
const companyName = /(公司|企业|合伙[)）]?|厂|店|ltd\.?|limited|inc\.?|llc|corp\.?)$/i;

/** Column detection for a screening list (see module doc). */
export function detectScreeningColumns(rows: string[][]): ScreeningColumns {
  const d = detectColumns(rows.slice(0, 1), screeningFieldSpecs);
  const width = Math.max(...rows.slice(0, 50).map((r) => r.length), 1);
  // A first row that names a company or holds a code is data, even if a cell contains a header word ("…公司").
  const firstIsData = (rows[0] ?? []).some((c) => looksUscc(c) || companyName.test(c.normalize('NFKC').trim()));
  const header =
    (d.mapping.name !== undefined || d.mapping.uscc !== undefined) && (d.unsure.length === 0 || !firstIsData);
  if (header) {
    return {
      headers: d.headers,
      hasHeader: true,
      name: d.mapping.name ?? null,
      uscc: d.mapping.uscc ?? null,
      unsure: d.unsure.length > 0,
    };
  }
  const sample = rows.slice(0, 200);
  let uscc: number | null = null;
  let name: number | null = null;
  let best = 0;
  for (let c = 0; c < width; c += 1) {
    const cells = sample.map((r) => r[c] ?? '').filter(Boolean);
    if (cells.length === 0) continue;
    const codeShare = cells.filter(looksUscc).length / cells.length;
    if (codeShare >= 0.8 && uscc === null) {
      uscc = c;
      continue;
    }
    const textShare = cells.filter((v) => /\p{Script=Han}{2}|[A-Za-z]{3}/u.test(v)).length / cells.length;
    if (textShare > best) {
      best = textShare;
      name = c;
    }
  }
  const headers = Array.from({ length: width }, (_, i) => `#${i + 1}`);
  return { headers, hasHeader: false, name, uscc, unsure: width > 1 || name === null };
}

/**
 * The list to screen under the given columns, and what was not screened, so no line disappears without a word:
 * `inputs` (one per row with a name or a USCC; values ≤ 200 characters, the row's other non-empty columns in `extra`
 * in the order of `extraHeaders`), `header` (the header row's cells, when the list has one), `blank` (rows with no
 * text at all) and `noName` (1-based rows that have text but neither a name nor a USCC — e.g. only a 客户经理).
 * Throws `tooManyRows` over intakeLimits.maxRows inputs, `empty` when there is none.
 */
export function screeningList(
  rows: string[][],
  columns: Pick<ScreeningColumns, 'hasHeader' | 'name' | 'uscc'> & { headers?: string[] },
): ScreeningList {
  const data = columns.hasHeader ? rows.slice(1) : rows;
  const width = Math.max(0, ...rows.map((r) => r.length));
  const used = new Set([columns.name, columns.uscc].filter((c): c is number => c !== null));
  // The client's own columns (客户经理, 授信余额 …): every other column with text in any data row.
  const extraCols = Array.from({ length: width }, (_, i) => i).filter(
    (i) => !used.has(i) && data.some((r) => (r[i] ?? '').trim()),
  );
  const headerCells = columns.hasHeader ? (rows[0] ?? []) : [];
  const extraHeaders = extraCols.map((i) => (headerCells[i] ?? '').trim() || columns.headers?.[i] || `#${i + 1}`);
  const inputs: ScreeningInput[] = [];
  let blank = 0;
  const noName: number[] = [];
  data.forEach((r, i) => {
    const name = columns.name !== null ? (r[columns.name] ?? '').trim() : '';
    const uscc = columns.uscc !== null ? (r[columns.uscc] ?? '').trim() : '';
    if (!name && !uscc) {
      if (r.some((c) => c.trim())) noName.push(i + 1 + (columns.hasHeader ? 1 : 0));
      else blank += 1;
      return;
    }
    const row: ScreeningInput = {};
    if (name) row.name = name.slice(0, 200);
    if (uscc) row.uscc = uscc.slice(0, 200);
    if (extraCols.length > 0) row.extra = extraCols.map((c) => (r[c] ?? '').trim().slice(0, 200));
    inputs.push(row);
  });
  if (inputs.length === 0) throw new IntakeError('empty');
  if (inputs.length > intakeLimits.maxRows)
    throw new IntakeError('tooManyRows', { max: intakeLimits.maxRows, rows: inputs.length });
  return { inputs, extraHeaders, header: columns.hasHeader ? headerCells : null, blank, noName };
}

/** What `screeningList` read from a table (see there). */
export interface ScreeningList {
  inputs: ScreeningInput[];
  extraHeaders: string[];
  header: string[] | null;
  blank: number;
  noName: number[];
}

/** Rows to screen under the given columns (`screeningList(...).inputs`). Throws `tooManyRows` / `empty`. */
export function screeningInputs(
  rows: string[][],
  columns: Pick<ScreeningColumns, 'hasHeader' | 'name' | 'uscc'>,
): ScreeningInput[] {
  return screeningList(rows, columns).inputs;
}

/** Reads an uploaded list and detects its columns. Throws `IntakeError` for files it cannot read. */
export async function readScreeningFile(bytes: Uint8Array, fileName: string): Promise<ScreeningTable> {
  const table = await readTable(bytes, fileName);
  if (table.rows.length > intakeLimits.maxRows + 1)
    throw new IntakeError('tooManyRows', { max: intakeLimits.maxRows, rows: table.rows.length - 1 });
  const columns = detectScreeningColumns(table.rows);
  if (columns.hasHeader && table.rows.length < 2) throw new IntakeError('empty');
  return { columns, rows: table.rows, warnings: table.warnings };
}

const usccToken = /^[0-9A-Z]{2}\d{6}[0-9A-Z]{10}$/i;
const edgeSep = /[\s,，;；、|]+/;

/**
 * One pasted line without tabs as cells: "name USCC", "name,USCC", "USCC name" (any spaces, commas, semicolons or
 * 、 between) become `[name, USCC]`; anything else stays one cell, commas included ("Acme Co., Ltd." is a name).
 */
export function splitPastedLine(line: string): string[] {
  const t = line.trim();
  const parts = t.split(edgeSep);
  if (parts.length >= 2) {
    const last = parts[parts.length - 1];
    if (usccToken.test(last) && normalizeUscc(last))
      return [t.slice(0, t.length - last.length).replace(/[\s,，;；、|]+$/, ''), last];
    const first = parts[0];
    if (usccToken.test(first) && normalizeUscc(first))
      return [t.slice(first.length).replace(/^[\s,，;；、|]+/, ''), first];
  }
  return [t];
}

/**
 * A pasted list: one company per line. Lines copied from a spreadsheet keep their tab-separated cells; a line without
 * tabs is split by `splitPastedLine` (a name and a USCC on one line). Commas are not column separators otherwise:
 * English names contain them ("Co., Ltd."). Blank lines are left out and counted (`pasteBlankLines`).
 */
export function parsePasted(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => (line.includes('\t') ? line.split('\t').map((c) => c.trim()) : splitPastedLine(line)));
}

/** Blank lines in a paste (a trailing newline is not a line). */
export function pasteBlankLines(text: string): number {
  return text
    .replace(/(\r?\n)+$/, '')
    .split(/\r?\n/)
    .filter((line) => !line.trim()).length;
}
