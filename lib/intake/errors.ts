/**
 * Errors and warnings of file intake. Codes are stable (API answers carry them); the visitor-facing text is in
 * `messages/<locale>/tryIt.json` under `tryIt.intake.errors.<code>` / `tryIt.intake.warnings.<code>`.
 */

export type IntakeErrorCode =
  /** Neither CSV/TXT nor XLSX (by name and content), e.g. a PDF or an image. */
  | 'wrongType'
  /** A legacy binary .xls workbook (Excel 97–2003), which we do not read. */
  | 'legacyXls'
  /** No bytes, or no non-empty row. */
  | 'empty'
  /** Over the byte limit. */
  | 'tooLarge'
  /** Over the row limit. */
  | 'tooManyRows'
  /** The .xlsx could not be opened (damaged or not really an xlsx). */
  | 'corruptXlsx'
  /** Formula cells without a value saved by Excel (nothing we can read). */
  | 'formulaNoValue'
  /** Required columns could not be found; the answer carries the headers so the user can map them. */
  | 'missingColumns'
  /** A column mapping names a column that does not exist. */
  | 'badMapping'
  /** Over the row limit, found while reading row by row (the exact count is not known). */
  | 'tooManyRowsOver'
  /** A line or sheet row with more fields than `intakeLimits.maxColumns`. */
  | 'tooManyColumns'
  /** A cell longer than `intakeLimits.maxCellChars`. */
  | 'cellTooLong'
  /** A CSV quote that is never closed (it would swallow the rest of the file into one cell). */
  | 'unclosedQuote'
  /** XLSX: more zip members than `zipLimits.maxMembers`. */
  | 'zipMembers'
  /** XLSX: more unpacked bytes (declared or inflated) than `zipLimits.maxUnpackedBytes`. */
  | 'zipUnpacked'
  /** XLSX: a member compressed more than `zipLimits.maxRatio` : 1. */
  | 'zipRatio'
  /** XLSX: a DTD or entity declaration in the workbook's XML. */
  | 'xmlEntities'
  /** The reader's worker ran past its time or memory limit (lib/intake/pool.ts). */
  | 'tooComplex'
  /** All of this instance's reader workers are busy: 503 with `Retry-After` (lib/intake/pool.ts). */
  | 'busy'
  /** An image (PNG, JPEG …): scans and photos are not read (no OCR). */
  | 'imageNotRead'
  /** PDF: damaged, or not really a PDF. */
  | 'corruptPdf'
  /** PDF: password-protected. */
  | 'pdfEncrypted'
  /** PDF: no text on any page (a scan or a photo; images are not read). */
  | 'pdfNoText'
  /** PDF: more pages than `pdfLimits.maxPages`. */
  | 'pdfTooManyPages'
  /** PDF: a page with more text items than `pdfLimits.maxItemsPerPage`. */
  | 'pdfTooManyItems';

/** An intake failure the visitor can fix; `details` carries numbers and names for the message. */
export class IntakeError extends Error {
  constructor(
    readonly code: IntakeErrorCode,
    readonly details: Record<string, string | number | string[]> = {},
  ) {
    super(code);
    this.name = 'IntakeError';
  }
}

/** Something the intake had to decide that the visitor should know about. */
export type IntakeWarning =
  /** The CSV was not UTF-8; it was decoded as this legacy encoding (e.g. GBK from Excel on Chinese Windows). */
  | { code: 'legacyEncoding'; encoding: string }
  /** Lines in two encodings (UTF-8 and a legacy one); each line was decoded on its own. */
  | { code: 'mixedEncoding'; encoding: string; lines: number[] }
  /** Formula cells: the value Excel saved with the file was used. */
  | { code: 'formulaCells'; count: number; cells: string[] }
  /** Rows above the header row (a bank export's title block) were skipped. */
  | { code: 'preambleSkipped'; rows: number };
