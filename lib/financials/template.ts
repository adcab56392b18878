/**
 * The statements template (XLSX or CSV, one sheet): a header row with `代码 / Code`, `项目 / Item` and the year
 * columns 2022 (opening balance sheet only), 2023, 2024, 2025; then one row per statement line, identified by its
 * code (`BS01`…`CF16`, see lines.ts). The existing intake (`lib/intake`) reads the file; this module maps its rows
 * to `Statements` and checks them. Amounts in yuan; thousands separators, spaces and accounting negatives `(1,234)`
 * are accepted; an empty IS/CF cell in 2022 is expected.
 *
 * Errors (`TemplateError.code`): `noHeader` (no code column or year columns), `missingLines` (codes absent or
 * empty), `badNumber` (a cell that is not a number), `inconsistent` (totals, assets ≠ liabilities + equity, cash
 * flow not reconciling to the change in cash; 1 yuan tolerance) — each with the details the message names.
 */
import {
  allLines,
  balanceLines,
  checkConsistency,
  openingYear,
  optionalLines,
  statementYears,
  type BalanceLine,
  type ConsistencyIssue,
  type LineCode,
  type Statements,
  type YearFigures,
} from './lines';

export class TemplateError extends Error {
  constructor(
    readonly code: 'noHeader' | 'missingLines' | 'badNumber' | 'inconsistent',
    readonly details: { lines?: string[]; cell?: string; issues?: ConsistencyIssue[]; unrecognised?: string[] } = {},
  ) {
    super(code);
    this.name = 'TemplateError';
  }
}

const codeHeader = /^(代码|code|行次代码|line code)$/i;
const lineCode = /^(BS|IS|CF)\d{2}$/i;

/** A template cell as a number of yuan, or null when empty; throws on anything else. */
export function parseAmount(raw: string): number | null {
  const t = raw.replace(/[\s,，¥￥元]/g, '');
  if (t === '' || t === '-' || t === '—') return null;
  const neg = /^\((.*)\)$/.exec(t) ?? /^（(.*)）$/.exec(t);
  const n = Number(neg ? neg[1] : t);
  if (!Number.isFinite(n) || !/^-?\d+(\.\d+)?$/.test(neg ? neg[1] : t)) throw new Error('nan');
  return Math.round(neg ? -n : n);
}

const colName = (i: number) => String.fromCharCode(65 + (i % 26));

/** Maps a read table's rows to statements (see module doc); throws `TemplateError`. */
export function statementsFromRows(rows: string[][]): Statements {
  let header = -1;
  let codeCol = -1;
  const yearCols = new Map<number, number>();
  for (let r = 0; r < Math.min(rows.length, 20) && header < 0; r++) {
    const c = rows[r].findIndex((cell) => codeHeader.test(cell.trim()));
    if (c < 0) continue;
    rows[r].forEach((cell, i) => {
      const y = Number(/^(\d{4})/.exec(cell.trim())?.[1]);
      if (y === openingYear || (statementYears as readonly number[]).includes(y)) yearCols.set(y, i);
    });
    header = r;
    codeCol = c;
  }
  if (header < 0 || statementYears.some((y) => !yearCols.has(y)) || !yearCols.has(openingYear))
    throw new TemplateError('noHeader');
  const found = new Map<LineCode, string[]>();
  const rowOf = new Map<LineCode, number>();
  for (let r = header + 1; r < rows.length; r++) {
    const code = (rows[r][codeCol] ?? '').trim().toUpperCase();
    if (!lineCode.test(code) || !(allLines as readonly string[]).includes(code)) continue;
    found.set(code as LineCode, rows[r]);
    rowOf.set(code as LineCode, r);
  }
  const missing = allLines.filter((l) => !found.has(l) && !optionalLines.includes(l));
  if (missing.length) throw new TemplateError('missingLines', { lines: missing });
  const value = (line: LineCode, year: number): number => {
    if (!found.has(line)) return 0; // an optional line the layout does not have
    const col = yearCols.get(year) as number;
    const raw = found.get(line)?.[col] ?? '';
    let v: number | null;
    try {
      v = parseAmount(raw);
    } catch {
      throw new TemplateError('badNumber', {
        cell: `${colName(col)}${(rowOf.get(line) as number) + 1}`,
        lines: [line],
      });
    }
    if (v === null) throw new TemplateError('missingLines', { lines: [`${line} ${year}`] });
    return v;
  };
  const opening = Object.fromEntries(balanceLines.map((l) => [l, value(l, openingYear)])) as Record<
    BalanceLine,
    number
  >;
  const years = statementYears.map((year) => ({
    year,
    lines: Object.fromEntries(allLines.map((l) => [l, value(l, year)])) as YearFigures,
  }));
  const statements: Statements = { source: 'upload', opening, years };
  const issues = checkConsistency(statements, 1);
  if (issues.length) throw new TemplateError('inconsistent', { issues: issues.slice(0, 5) });
  return statements;
}

/**
 * The template as rows (header + one row per line), filled with `s` when given (the download is filled with a
 * sample company's statements, so it is valid as it stands and shows the expected signs).
 */
export function templateRows(
  lineName: (code: LineCode) => string,
  labels: { code: string; item: string },
  s?: Statements,
): (string | number)[][] {
  const head = [labels.code, labels.item, String(openingYear), ...statementYears.map(String)];
  const body = allLines.map((code) => {
    const isBalance = code.startsWith('BS');
    const opening = isBalance && s ? s.opening[code as BalanceLine] : '';
    return [
      code,
      lineName(code),
      opening,
      ...statementYears.map((y) => s?.years.find((x) => x.year === y)?.lines[code] ?? ''),
    ];
  });
  return [head, ...body];
}
