/**
 * Screening lists from files (CSV/XLSX via lib/intake) and from pasted text: finds the name and USCC columns by
 * header, or — for a bare list without a header — by content (a column of 18-character codes is the USCC, the column
 * with the most Chinese or Latin text the name), and says when it is unsure so the visitor can choose.
 */
import { normalizeUscc } from '@/lib/entities/normalize';
import {
  IntakeError,
  intakeLimits,
  locateTable,
  mapFields,
  readTable,
  withHeaderRow,
  type FieldSpec,
  type IntakeWarning,
  type TableLayout,
} from '@/lib/intake';
import type { ScreeningInput } from './index';
import { uniqueNames } from './client-columns';

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
      '承租人',
      '承租人名称',
      '承租方',
      '债务人',
      '债务人名称',
      '被担保人',
      '担保人',
      '客户',
      '交易对手',
      '交易对手名称',
      '对手方名称',
      '供应商名称',
      '纳税人名称',
      '授信主体',
      'company',
      'company name',
      'name',
      'entity',
      'entity name',
      'borrower',
      'customer',
      'customer name',
      'lessee',
      'debtor',
      'obligor',
      'counterparty',
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
  /** Column names: the header row's cells (a two-row header joined), `#1`, `#2`… for a bare list. */
  headers: string[];
  /** Whether the list has a header row (false for a bare list). */
  hasHeader: boolean;
  /** The header row (0-based, in the file's non-empty rows), or -1 for a bare list; the visitor may correct it. */
  headerRow: number;
  name: number | null;
  uscc: number | null;
  /** An amount column the visitor marks as exposure (剩余租金, 授信余额): totalled per verdict in the exports. */
  exposure?: number | null;
  /** The choice was a guess: let the visitor confirm it. */
  unsure: boolean;
}

export interface ScreeningTable {
  columns: ScreeningColumns;
  /** All rows as read (title block and totals included), so the visitor can re-map without re-uploading. */
  rows: string[][];
  warnings: IntakeWarning[];
  /** XLSX: the sheet read and every sheet with data (the visitor may pick another). */
  sheet?: string;
  sheets?: string[];
  /** Each row's line or row number in the file (blank rows counted), for messages; absent for a paste. */
  rowNumbers?: number[];
}

const looksUscc = (s: string) => normalizeUscc(s) !== null && /\d/.test(s);

/** Guesses the name and USCC columns of rows by content: a column of codes is the USCC, the most textual the name. */
function columnsByContent(rows: string[][], width: number): { name: number | null; uscc: number | null } {
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
  return { name, uscc };
}

/**
 * Column detection for a screening list (see module doc): the header row is found by the intake (`locateTable`:
 * title block, blank and key–value lines skipped) or given (`headerRow`, the visitor's correction; -1 for none).
 * A header row without a recognised name or USCC column gets a guess by content, marked unsure.
 */
export function detectScreeningColumns(rows: string[][], headerRow?: number): ScreeningColumns {
  const layout = headerRow === undefined ? locateTable(rows, screeningFieldSpecs) : withHeaderRow(rows, headerRow);
  const data = layout.dataRows.map((r) => rows[r]);
  const width = Math.max(layout.headers.length, ...data.slice(0, 50).map((r) => r.length), 1);
  if (layout.headerRow >= 0) {
    const d = mapFields(layout.headers, screeningFieldSpecs);
    const headers = Array.from({ length: width }, (_, i) => layout.headers[i] || `#${i + 1}`);
    if (d.mapping.name !== undefined || d.mapping.uscc !== undefined)
      return {
        headers,
        hasHeader: true,
        headerRow: layout.headerRow,
        name: d.mapping.name ?? null,
        uscc: d.mapping.uscc ?? null,
        unsure: d.unsure.length > 0,
      };
    return { headers, hasHeader: true, headerRow: layout.headerRow, ...columnsByContent(data, width), unsure: true };
  }
  const guess = columnsByContent(data, width);
  const headers = Array.from({ length: width }, (_, i) => `#${i + 1}`);
  return { headers, hasHeader: false, headerRow: -1, ...guess, unsure: width > 1 || guess.name === null };
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
  columns: Pick<ScreeningColumns, 'hasHeader' | 'name' | 'uscc'> & { headers?: string[]; headerRow?: number },
): ScreeningList {
  const layout = withHeaderRow(rows, columns.headerRow ?? (columns.hasHeader ? 0 : -1));
  const data = layout.dataRows.map((r) => rows[r]);
  const width = Math.max(0, layout.headerRow >= 0 ? layout.headers.length : 0, ...data.map((r) => r.length));
  const used = new Set([columns.name, columns.uscc].filter((c): c is number => c !== null));
  const hasHeader = layout.headerRow >= 0;
  const headerCells = hasHeader ? layout.headers : [];
  // The client's own columns (序号, 客户经理, 剩余租金, 备注 …): every other column with a name or with text in any
  // data row, in the file's order.
  const extraCols = Array.from({ length: width }, (_, i) => i).filter(
    (i) => !used.has(i) && ((headerCells[i] ?? '').trim() || data.some((r) => (r[i] ?? '').trim())),
  );
  const extraHeaders = extraCols.map((i) => (headerCells[i] ?? '').trim() || columns.headers?.[i] || `#${i + 1}`);
  const inputs: ScreeningInput[] = [];
  const noName: number[] = [];
  layout.dataRows.forEach((index) => {
    const r = rows[index];
    const name = columns.name !== null ? (r[columns.name] ?? '').trim() : '';
    const uscc = columns.uscc !== null ? (r[columns.uscc] ?? '').trim() : '';
    if (!name && !uscc) {
      noName.push(index + 1);
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
  const clientColumns = {
    headers: uniqueNames(Array.from({ length: width }, (_, i) => (headerCells[i] ?? '').trim() || `#${i + 1}`)),
    name: columns.name,
    uscc: columns.uscc,
    extra: extraCols,
  };
  return {
    inputs,
    extraHeaders,
    clientColumns,
    header: hasHeader ? headerCells : null,
    blank: 0,
    noName,
    layout,
  };
}

/**
 * The client's columns of a list, in the file's order: every column's name (made distinct), which is the name and
 * which the USCC column, and which columns each row's `extra` holds. The exports rebuild the client's table from it.
 */
export interface ClientColumns {
  headers: string[];
  name: number | null;
  uscc: number | null;
  extra: number[];
}

/** What `screeningList` read from a table (see there). */
export interface ScreeningList {
  inputs: ScreeningInput[];
  extraHeaders: string[];
  clientColumns: ClientColumns;
  header: string[] | null;
  blank: number;
  noName: number[];
  /** Where the header and the data are: title rows, subtotal / total rows and footer lines left out. */
  layout: TableLayout;
}

/** Rows to screen under the given columns (`screeningList(...).inputs`). Throws `tooManyRows` / `empty`. */
export function screeningInputs(
  rows: string[][],
  columns: Pick<ScreeningColumns, 'hasHeader' | 'name' | 'uscc'> & { headerRow?: number },
): ScreeningInput[] {
  return screeningList(rows, columns).inputs;
}

/**
 * Reads an uploaded list and detects its columns; `options.sheet` picks an XLSX sheet, `options.headerRow` the header
 * row (the visitor's corrections). Throws `IntakeError` for files it cannot read.
 */
export async function readScreeningFile(
  bytes: Uint8Array,
  fileName: string,
  options: { sheet?: string; headerRow?: number } = {},
): Promise<ScreeningTable> {
  const table = await readTable(bytes, fileName, { sheet: options.sheet });
  const columns = detectScreeningColumns(table.rows, options.headerRow);
  return {
    columns,
    rows: table.rows,
    warnings: table.warnings,
    sheet: table.sheet,
    sheets: table.sheets,
    rowNumbers: table.rowNumbers,
  };
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
