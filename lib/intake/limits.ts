/**
 * Limits of every upload to the try-it intake (issues 12 and 21), kept once. Documented for visitors in
 * `tryIt.intake.fileHint` and for operators in the README ("Upload limits").
 */

/** 5 MB per file, 10,000 data rows, 500 characters per cell, 200 fields per line. */
export const intakeLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  /** A cell's length in characters: a company name, a counterparty or a memo line is far shorter. */
  maxCellChars: 500,
  /** Fields of a CSV line or columns of a sheet: bank exports have fewer than 40. */
  maxColumns: 200,
} as const;

/** Rows scanned for a header row above which a bank export's title block may sit. */
export const headerScanRows = 20;

/** The most raw (non-empty) rows a file may have: the data rows plus a header and a title block. */
export const maxRawRows = intakeLimits.maxRows + headerScanRows + 1;
