/** File intake shared by bank-statement analysis and batch screening (see each module's doc). */
export { IntakeError, type IntakeErrorCode, type IntakeWarning } from './errors';
export { decodeText } from './decode';
export { headerScanRows, intakeLimits, parseDelimited, readTableInProcess, sniffKind, type RawTable } from './read';
export { poolLimits, readTable } from './pool';
export { zipLimits } from './zip-preflight';
export {
  checkMapping,
  detectColumns,
  mapFields,
  mapRows,
  normalizeHeader,
  type ColumnMapping,
  type DetectedColumns,
  type FieldSpec,
  type MappedRow,
} from './columns';
export { cellKind, locateTable, totalsKind, withHeaderRow, type TableLayout } from './layout';
