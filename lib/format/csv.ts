import { stringify } from 'csv-stringify/sync';

/**
 * The site's one CSV writer. Every CSV the site writes — batch screening, target clients, monitoring, the statement
 * samples, the financial-statement template, the site-visit record in its ZIP, the sales team's `leads:export` —
 * goes through `toCsv`, so no visitor's text opens as a live formula in Excel, WPS or LibreOffice.
 *
 * Rule (OWASP "CSV Injection"): a text cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is
 * written with a leading apostrophe (`'=HYPERLINK(…)`), which spreadsheets show as text and do not evaluate; the
 * cell is then quoted by the CSV rules as usual. Numbers stay numbers: a JavaScript number (negative ones included)
 * is written as is, and so is a text cell that is only a plain decimal number (`-1`, `+2.5`, `-1,234.50`), which a
 * client's file holds as text. `-1+1`, `+SUM(1,1)`, `@cmd` and `=1` are text, and neutralised.
 *
 * Works in the browser and on the server (csv-stringify's sync API has no Node dependency).
 */

/** What a cell may hold: text, a number, a boolean, a date (written as ISO 8601), or nothing (an empty cell). */
export type CsvCell = string | number | boolean | Date | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * One cell made safe to open in a spreadsheet: text that a spreadsheet would read as a formula gets a leading
 * apostrophe; numbers, plain numeric text, dates and empty cells are unchanged.
 */
export function neutraliseCell(value: CsvCell): Exclude<CsvCell, Date> | string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value !== 'string') return value;
  if (!formulaStart.test(value) || plainNumber.test(value)) return value;
  return `'${value}`;
}

/** Options of `toCsv`. */
export interface CsvOptions {
  /** Prefix a UTF-8 byte-order mark so Excel reads Chinese text (default true: every download is opened in Excel). */
  bom?: boolean;
  /** Line ends: `unix` (`\n`, default) or `windows` (`\r\n`). */
  recordDelimiter?: 'unix' | 'windows';
}

/**
 * Rows (the first usually the header) as CSV text, every cell passed through `neutraliseCell`.
 * Throws only on a value csv-stringify cannot write (an object), which callers never pass.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  const body = stringify(
    rows.map((row) => row.map(neutraliseCell)),
    {
      record_delimiter: options.recordDelimiter ?? 'unix',
      // A lone carriage return ends a row in Excel: quote any cell that holds one, as a line feed already is.
      quoted_match: /\r/,
      cast: { boolean: (b) => (b ? 'true' : 'false') },
    },
  );
  return (options.bom ?? true) ? `\uFEFF${body}` : body;
}
