/**
 * Reading an uploaded table: CSV/TSV/TXT (papaparse, after `decodeText`) or XLSX (exceljs, behind `preflightZip`),
 * into rows of trimmed strings. Server-side only (exceljs and iconv-lite are Node libraries). Files are read from
 * memory and never stored.
 *
 * `readTableInProcess` is the reader itself; it runs inside the intake worker pool (./pool.ts), which is what the
 * endpoints call (`readTable`), so a hostile file costs a worker's bounded time and memory, never the server's
 * event loop. Limits (./limits.ts): 5 MB, 10,000 data rows (reading stops as soon as the raw-row limit is passed),
 * 500 characters per cell, 200 fields per line; XLSX archives also pass the zip preflight (./zip-preflight.ts).
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { decodeText } from './decode';
import { IntakeError, type IntakeWarning } from './errors';
import { intakeLimits, maxRawRows } from './limits';
import { looksLikePdf, readPdf } from './pdf';
import { preflightZip } from './zip-preflight';

export { headerScanRows, intakeLimits } from './limits';

export interface RawTable {
  kind: 'csv' | 'xlsx' | 'pdf';
  /** Non-empty rows, cells as trimmed strings (dates as `YYYY-MM-DD[ HH:MM:SS]`, times as `HH:MM:SS`). */
  rows: string[][];
  /** Each row's 1-based number in the file as a spreadsheet shows it (blank rows counted), for messages. */
  rowNumbers?: number[];
  /** CSV only: the encoding the text was decoded from. */
  encoding?: string;
  /** XLSX only: the sheet read (the one asked for, else the first holding a table). */
  sheet?: string;
  /** XLSX only: every sheet with data, in workbook order (for the visitor to pick another). */
  sheets?: string[];
  warnings: IntakeWarning[];
}

type Kind = 'csv' | 'xlsx' | 'pdf';

const imageExt = /^(png|jpe?g|gif|webp|bmp|tiff?|heic|heif)$/;
/** PNG, JPEG, GIF, WebP, BMP or TIFF by their first bytes. */
function imageMagic(b: Uint8Array): boolean {
  const ascii = new TextDecoder('latin1').decode(b.subarray(0, 12));
  return (
    (b[0] === 0x89 && ascii.slice(1, 4) === 'PNG') ||
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    ascii.startsWith('GIF8') ||
    (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') ||
    ascii.startsWith('BM') ||
    ascii.startsWith('II*\0') ||
    ascii.startsWith('MM\0*')
  );
}

/** What a caller accepts besides CSV and XLSX: `pdf` for text-based PDF statements (./pdf.ts). */
/** What the reader is asked for: accept text-based PDFs (`pdf`), read this XLSX sheet (`sheet`, the visitor's pick). */
export interface ReadOptions {
  pdf?: boolean;
  sheet?: string;
}

/**
 * CSV or XLSX (or PDF, when `options.pdf`), from the name's extension and the first bytes; throws `wrongType` /
 * `legacyXls`.
 */
export function sniffKind(bytes: Uint8Array, fileName: string, options: ReadOptions = {}): Kind {
  const ext = (fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '').trim();
  if (options.pdf && (ext === 'pdf' || looksLikePdf(bytes))) {
    if (!looksLikePdf(bytes)) throw new IntakeError('corruptPdf');
    return 'pdf';
  }
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  if (ext === 'xls' || ole) throw new IntakeError('legacyXls');
  if (imageExt.test(ext) || imageMagic(bytes)) throw new IntakeError('imageNotRead', { name: fileName });
  if (ext === 'xlsx' || ext === 'xlsm') return 'xlsx';
  if (zip) throw new IntakeError('wrongType', { name: fileName });
  const head = bytes.subarray(0, 4096);
  // NUL bytes mean a binary file (images, PDFs, archives) — except in UTF-16 text, which starts with a BOM.
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!utf16 && head.includes(0)) throw new IntakeError('wrongType', { name: fileName });
  if (ext && !['csv', 'txt', 'tsv'].includes(ext)) throw new IntakeError('wrongType', { name: fileName });
  return 'csv';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A cell value from exceljs as the text a person sees (dates in ISO form, times as HH:MM:SS). */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const hms = `${pad2(v.getUTCHours())}:${pad2(v.getUTCMinutes())}:${pad2(v.getUTCSeconds())}`;
    // Excel stores a time-only cell as a fraction of a day, which exceljs dates at 1899-12-30.
    if (v.getUTCFullYear() < 1901) return hms;
    const ymd = `${v.getUTCFullYear()}-${pad2(v.getUTCMonth() + 1)}-${pad2(v.getUTCDate())}`;
    return hms === '00:00:00' ? ymd : `${ymd} ${hms}`;
  }
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('error' in v) return '';
    if ('result' in v) return cellText((v.result ?? null) as ExcelJS.CellValue);
  }
  return String(v);
}

/** Refuses a cell over `intakeLimits.maxCellChars` (1-based row and column for the message). */
function checkCell(text: string, row: number, column: number): string {
  if (text.length > intakeLimits.maxCellChars)
    throw new IntakeError('cellTooLong', { row, column, max: intakeLimits.maxCellChars });
  return text;
}

/** A sheet holds a table when at least two of its rows have two or more filled cells (a cover note has one). */
function holdsTable(ws: ExcelJS.Worksheet): boolean {
  let wide = 0;
  let seen = 0;
  ws.eachRow({ includeEmpty: false }, (row) => {
    seen += 1;
    if (wide >= 2 || seen > 50) return;
    let filled = 0;
    row.eachCell((cell) => {
      if (cell.isMerged && cell.master !== cell) return;
      if (cellText(cell.value).trim()) filled += 1;
    });
    if (filled >= 2) wide += 1;
  });
  return wide >= 2;
}

async function readXlsx(bytes: Uint8Array, wanted?: string): Promise<RawTable> {
  await preflightZip(bytes);
  const wb = new ExcelJS.Workbook();
  try {
    // A copy into a plain ArrayBuffer: exceljs types its input as its own `Buffer extends ArrayBuffer`, which Node's
    // Buffer (possibly over a SharedArrayBuffer) is not; JSZip reads the ArrayBuffer as it would the Buffer.
    await wb.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw new IntakeError('corruptXlsx');
  }
  const withData = wb.worksheets.filter((ws) => ws.actualRowCount > 0);
  const sheet =
    (wanted ? withData.find((ws) => ws.name === wanted) : undefined) ?? withData.find(holdsTable) ?? withData[0];
  if (!sheet) throw new IntakeError('empty');
  if (sheet.actualRowCount > maxRawRows)
    throw new IntakeError('tooManyRows', { max: intakeLimits.maxRows, rows: sheet.actualRowCount - 1 });
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  const formulaCells: string[] = [];
  const noValue: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const v = cell.value;
      if (v && typeof v === 'object' && ('formula' in v || 'sharedFormula' in v)) {
        formulaCells.push(cell.address);
        const result = (v as ExcelJS.CellFormulaValue).result;
        if (result === undefined || result === null || (typeof result === 'object' && 'error' in result))
          noValue.push(cell.address);
      }
      if (col > intakeLimits.maxColumns)
        throw new IntakeError('tooManyColumns', { row: row.number, max: intakeLimits.maxColumns });
      // A merged range's value belongs to its first cell: the others are blank (a title merged across 13 columns is
      // one title, not 13 columns of the same text).
      cells[col - 1] = cell.isMerged && cell.master !== cell ? '' : checkCell(cellText(v).trim(), row.number, col);
    });
    for (let i = 0; i < cells.length; i += 1) cells[i] ??= '';
    if (cells.some((c) => c !== '')) {
      rows.push(cells);
      rowNumbers.push(row.number);
    }
  });
  if (noValue.length > 0)
    throw new IntakeError('formulaNoValue', { count: noValue.length, cells: noValue.slice(0, 10) });
  const warnings: IntakeWarning[] =
    formulaCells.length > 0
      ? [{ code: 'formulaCells', count: formulaCells.length, cells: formulaCells.slice(0, 10) }]
      : [];
  return { kind: 'xlsx', rows, rowNumbers, sheet: sheet.name, sheets: withData.map((ws) => ws.name), warnings };
}

/**
 * Parses CSV/TSV text (delimiter detected by papaparse) into non-empty rows of trimmed cells, row by row: reading
 * stops as soon as the raw-row limit is passed; `rowNumbers` (optional) receives each kept row's 1-based record number
 * (blank lines counted; the line a row starts on). Throws `IntakeError`: tooManyRowsOver, tooManyColumns (over
 * `intakeLimits.maxColumns` fields on a line), cellTooLong, unclosedQuote (a quote that runs to the end of the file).
 */
export function parseDelimited(text: string, rowNumbers?: number[]): string[][] {
  const rows: string[][] = [];
  let failure: IntakeError | undefined;
  let line = 1;
  let lineOf = 1;
  let seen = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', '\t', ';', '|'],
    step: (result, parser) => {
      // The line the row starts on (blank lines counted): skip the blank lines after the previous row's end.
      if (rowNumbers) {
        let start = seen;
        for (let i = seen; i < text.length && /\s/.test(text[i]); i += 1) if (text[i] === '\n') start = i + 1;
        for (let i = seen; i < start; i += 1) if (text.charCodeAt(i) === 10) line += 1;
        seen = Math.max(start, Math.min(result.meta.cursor, text.length));
        lineOf = line;
        for (let i = start; i < seen; i += 1) if (text.charCodeAt(i) === 10) line += 1;
      }
      const row = rows.length + 1;
      const fields = result.data;
      if (result.errors.some((e) => e.code === 'MissingQuotes')) failure = new IntakeError('unclosedQuote', { row });
      else if (fields.length > intakeLimits.maxColumns)
        failure = new IntakeError('tooManyColumns', { row, max: intakeLimits.maxColumns });
      else if (rows.length >= maxRawRows) failure = new IntakeError('tooManyRowsOver', { max: intakeLimits.maxRows });
      if (failure) return parser.abort();
      try {
        const cells = fields.map((c, i) => checkCell(String(c ?? '').trim(), row, i + 1));
        if (cells.some((c) => c !== '')) {
          rows.push(cells);
          rowNumbers?.push(lineOf);
        }
      } catch (e) {
        failure = e as IntakeError;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  return rows;
}

/**
 * Reads an uploaded file into rows, in the calling thread; `options.sheet` names the XLSX sheet to read (the endpoints use `readTable` from ./pool.ts, which runs
 * this in a worker). Throws `IntakeError`: tooLarge, empty, wrongType, legacyXls, corruptXlsx, formulaNoValue,
 * tooManyRows / tooManyRowsOver (a first check on raw rows; the exact data-row count is checked after the header),
 * tooManyColumns, cellTooLong, unclosedQuote, the zip preflight's codes, and (with `options.pdf`) the PDF reader's.
 */
export async function readTableInProcess(
  bytes: Uint8Array,
  fileName: string,
  options: ReadOptions = {},
): Promise<RawTable> {
  if (bytes.byteLength > intakeLimits.maxBytes) throw new IntakeError('tooLarge', { maxMb: 5 });
  if (bytes.byteLength === 0) throw new IntakeError('empty');
  const kind = sniffKind(bytes, fileName, options);
  if (kind === 'xlsx') return readXlsx(bytes, options.sheet);
  if (kind === 'pdf') return { kind: 'pdf', rows: await readPdf(bytes), warnings: [] };
  const decoded = decodeText(bytes);
  const rowNumbers: number[] = [];
  const rows = parseDelimited(decoded.text, rowNumbers);
  if (rows.length === 0) throw new IntakeError('empty');
  return { kind: 'csv', rows, rowNumbers, encoding: decoded.encoding, warnings: decoded.warnings };
}
