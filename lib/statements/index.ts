/**
 * Bank-statement analysis from an uploaded file: intake (lib/intake) → column detection (or the visitor's mapping)
 * → transactions → analysis. Runs on the server for one request; nothing is stored.
 */
import type { EntitySource } from '@/lib/entities/types';
import {
  checkMapping,
  detectColumns,
  IntakeError,
  mapRows,
  readTable,
  type ColumnMapping,
  type DetectedColumns,
  type IntakeWarning,
} from '@/lib/intake';
import { analyzeStatement } from './analyze';
import { missingStatementFields, statementFieldSpecs, toTransactions, unsignedAmounts } from './parse';
import type { StatementAnalysis, StatementField } from './types';

export { analyzeStatement } from './analyze';
export { statementRules, statementRuleSource } from './rules';
export type * from './types';

export interface StatementFileRequest {
  bytes: Uint8Array;
  fileName: string;
  /** Account holder as typed by the visitor; when absent, read from the export's title block (账户名称 …). */
  holder?: string;
  /** Related parties the visitor listed (names), added to the registry's and the title block's. */
  related?: string[];
  /** The visitor's column choice (field → 0-based column), replacing detection for the fields it names. */
  mapping?: ColumnMapping<StatementField>;
}

export type StatementFileResult =
  | {
      kind: 'analysis';
      analysis: StatementAnalysis;
      columns: DetectedColumns<StatementField>;
      warnings: IntakeWarning[];
    }
  | {
      kind: 'needsMapping';
      columns: DetectedColumns<StatementField>;
      missing: StatementField[];
      /** Up to 5 data rows under the header, for the mapping step's preview. */
      preview: string[][];
      holder: string | null;
      warnings: IntakeWarning[];
    };

const holderLabels = /^(账户名称|账户名|户名|单位名称|客户名称|account ?name|account holder)[:：]?\s*(.*)$/i;

/** The account holder printed in the title block above the header row, if any. */
export function holderFromTitle(rows: string[][], headerRow: number): string | null {
  for (const row of rows.slice(0, headerRow)) {
    for (let i = 0; i < row.length; i += 1) {
      const m = row[i].match(holderLabels);
      if (!m) continue;
      const value =
        m[2].trim() ||
        row
          .slice(i + 1)
          .find((c) => c.trim())
          ?.trim();
      if (value) return value;
    }
  }
  return null;
}

const relatedLabels = /^(关联方|关联企业|关联人|关联单位|related part(?:y|ies))[:：]?\s*(.*)$/i;

/**
 * Related parties named in the title block above the header row (a cell `关联方：甲公司、乙公司`, or the label in one
 * cell and the names in the next), split on 、，,；; and slashes.
 */
export function relatedFromTitle(rows: string[][], headerRow: number): string[] {
  const names: string[] = [];
  for (const row of rows.slice(0, headerRow)) {
    for (let i = 0; i < row.length; i += 1) {
      const m = row[i].trim().match(relatedLabels);
      if (!m) continue;
      const value =
        m[2].trim() ||
        row
          .slice(i + 1)
          .find((c) => c.trim())
          ?.trim() ||
        '';
      names.push(...splitNames(value));
    }
  }
  return names;
}

/** Names from a list typed or printed as `甲公司、乙公司` / one per line / comma- or semicolon-separated. */
export function splitNames(value: string): string[] {
  return value
    .split(/[、，,；;\n/|]+/)
    .map((x) => x.trim())
    .filter((x) => x.length > 1 && x.length <= 100);
}

/**
 * Reads and analyses an uploaded statement. Returns `needsMapping` when required columns (date, counterparty, and
 * inflow+outflow, or amount + 借贷标志, or a signed amount) cannot be found — including one unsigned amount column
 * with no direction flag (`missing: ['direction']`); throws `IntakeError` for files it cannot read.
 */
export async function analyzeStatementFile(
  req: StatementFileRequest,
  entities: EntitySource,
): Promise<StatementFileResult> {
  const table = await readTable(req.bytes, req.fileName, { pdf: true });
  const detected = detectColumns(table.rows, statementFieldSpecs);
  const columns: DetectedColumns<StatementField> = req.mapping
    ? { ...detected, mapping: checkMapping(req.mapping, detected.headers), unsure: [] }
    : detected;
  const warnings = [...table.warnings];
  if (columns.headerRow > 0) warnings.push({ code: 'preambleSkipped', rows: columns.headerRow });
  if (columns.layout.dataRows.length === 0) throw new IntakeError('empty');
  const holder = req.holder?.trim() || holderFromTitle(table.rows, columns.headerRow);
  const missing = missingStatementFields(columns.mapping);
  const rows = missing.length > 0 ? [] : mapRows(table.rows, columns.layout, columns.mapping);
  // One amount column, no flag, nothing negative: every row would read as income. Ask for the 借贷标志 column.
  if (missing.length === 0 && unsignedAmounts(rows, columns.mapping)) missing.push('direction');
  if (missing.length > 0) {
    return {
      kind: 'needsMapping',
      columns,
      missing,
      preview: columns.layout.dataRows.slice(0, 5).map((r) => table.rows[r]),
      holder,
      warnings,
    };
  }
  const { transactions, skipped } = toTransactions(rows);
  if (transactions.length === 0) throw new IntakeError('empty');
  const analysis = analyzeStatement(
    transactions,
    {
      holder: holder ?? undefined,
      titleRelated: relatedFromTitle(table.rows, columns.headerRow),
      listedRelated: req.related,
      entities,
    },
    skipped,
  );
  return { kind: 'analysis', analysis, columns, warnings };
}
