/**
 * Where the table is inside an uploaded sheet (issue 40): Chinese spreadsheet exports put a title block above the
 * header ("某融资租赁有限公司 存量承租人台账（导出日期：2026-11-25）", merged across the columns), blank rows and
 * key–value lines (户名：…, 账号：…), then the header, the data, subtotal rows (小计, 本页合计, 本月合计) and a
 * 合计 / total row, perhaps followed by a footer (制表人：…, 注：…).
 *
 * `locateTable` finds the header row itself — the first row that reads as column names (two or more distinct short
 * labels, no amounts, dates or codes, as wide as at least half the table), preferring the row that names the most
 * wanted fields when the caller has field specs — and the rows that are data: everything under the header except
 * subtotal rows, stopping at the first grand-total row; footer lines are left out too. A two-row header (a merged
 * group cell "金额" over "借方 | 贷方") is read as one row ("金额 借方", "金额 贷方"). A bare list (no header) gives
 * `headerRow: -1`. The visitor can correct the header row in the demos' mapping step (`withHeaderRow`).
 */
import { normalizeHeader, type FieldSpec } from './columns';
import { headerScanRows } from './limits';

/** Where the header and the data are in a table's rows (indices are 0-based into the rows given). */
export interface TableLayout {
  /** The header row, or -1 for a bare list without one. */
  headerRow: number;
  /** Column names (the header row's cells, a two-row header joined; `#1`, `#2`… for a bare list). */
  headers: string[];
  /** Rows holding data, in file order. */
  dataRows: number[];
  /** Rows above the header that were skipped (title block, key–value lines). */
  preamble: number;
  /** Subtotal and total rows left out (0-based indices). */
  totals: number[];
  /** Rows after the grand total, footer lines (制表人：…, 注：…) and repeated page headers, left out. */
  footer: number;
  /** The header spans two rows (a merged group cell over sub-headers). */
  twoRowHeader: boolean;
}

type Kind = 'empty' | 'label' | 'number' | 'date' | 'code' | 'name' | 'keyValue' | 'text';

const companyEnding = /(公司|企业|合伙[)）]?|厂|店|社|行|中心|ltd\.?|limited|inc\.?|llc|corp\.?|co\.)$/i;

/** What a cell looks like: a column name, or a value (amount, date, code, company name, long text). */
export function cellKind(raw: string): Kind {
  const s = raw.normalize('NFKC').trim();
  if (!s) return 'empty';
  if (/^[-+(（]?[¥$€£]?\s?\d[\d,]*(\.\d+)?[)）]?\s?(%|元|万元)?$/.test(s)) return 'number';
  if (/^\d{4}[-/.年]\d{1,2}([-/.月]\d{1,2}日?)?(\s|T|$)/.test(s) || /^\d{1,2}:\d{2}(:\d{2})?$/.test(s)) return 'date';
  if (/^[0-9A-Z]{15,20}$/i.test(s) && /\d/.test(s)) return 'code';
  if (/^\d{6,}$/.test(s.replace(/[\s-]/g, ''))) return 'code';
  // "户名：某某公司", "账号: 6222…", "导出日期：2026-11-25": a label with its value, a preamble line.
  if (/[:：]\s*\S/.test(s)) return 'keyValue';
  if (s.length > 4 && companyEnding.test(s)) return 'name';
  if (s.length > 30) return 'text';
  return 'label';
}

const totalWords = new Set([
  '合计',
  '总计',
  '共计',
  '总合计',
  '合计金额',
  '汇总',
  'total',
  'totals',
  'grandtotal',
  'sum',
]);
const subtotalWords =
  /^(小计|本页合计|本页小计|本日合计|本月合计|本月累计|本期合计|本年累计|本年合计|累计|承前页|过次页|subtotal|pagetotal|carriedforward|broughtforward)$/;
const footerStart =
  /^(注|备注|说明|制表|制表人|审核|审核人|复核|经办|经办人|打印|打印人|打印时间|打印日期|导出时间|导出日期|数据来源|单位负责人|会计主管|note|notes|preparedby|printedon|source)[:：]/i;

/** `total` for a grand-total row (合计, 总计, Total), `subtotal` for 小计 / 本页合计 / 本月累计…, else null. */
export function totalsKind(cells: readonly string[]): 'total' | 'subtotal' | null {
  const lead = cells.slice(0, 4).filter((c) => c.trim());
  for (const c of lead.slice(0, 3)) {
    const n = normalizeHeader(c);
    if (totalWords.has(n)) return 'total';
    if (subtotalWords.test(n)) return 'subtotal';
  }
  return null;
}

/** A footer line: "制表人：张三", "注：以上数据仅供参考" — one or two cells, starting with such a word. */
function isFooter(cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c.trim());
  return filled.length <= 2 && filled.length > 0 && footerStart.test(filled[0].normalize('NFKC').trim());
}

interface RowStats {
  filled: number;
  distinct: number;
  labels: number;
  values: number;
  /** Cells no header has: a company name, a code, a "key：value" line, long text. */
  strong: number;
}

function stats(cells: readonly string[]): RowStats {
  const seen = new Set<string>();
  let labels = 0;
  let values = 0;
  let filled = 0;
  let strong = 0;
  for (const c of cells) {
    const k = cellKind(c);
    if (k === 'empty') continue;
    filled += 1;
    if (k === 'name' || k === 'code' || k === 'keyValue' || k === 'text') strong += 1;
    const key = c.trim();
    if (seen.has(key)) continue;
    seen.add(key);
    if (k === 'label') labels += 1;
    else values += 1;
  }
  return { filled, distinct: seen.size, labels, values, strong };
}

/** How many wanted fields a row names, and how many of them exactly (a synonym, not a header containing one). */
function fieldHits(cells: readonly string[], fields: readonly FieldSpec[]): { hits: number; exact: number } {
  let hits = 0;
  let exact = 0;
  for (const f of fields) {
    const syn = f.synonyms.map(normalizeHeader).filter(Boolean);
    const labels = cells.filter((c) => cellKind(c) === 'label').map(normalizeHeader);
    if (labels.some((h) => syn.includes(h))) exact += 1;
    if (labels.some((h) => h && (syn.includes(h) || syn.some((s) => s.length >= 2 && h.includes(s))))) hits += 1;
  }
  return { hits, exact };
}

/** The usual width of the table: the most filled cells of any row among the first 200 (titles fill one). */
function tableWidth(rows: readonly string[][]): number {
  const counts = rows.slice(0, 200).map((r) => stats(r).filled);
  counts.sort((a, b) => b - a);
  // The 10th-widest row (in a short file, the median), so one stray wide row does not set the width.
  return counts[Math.min(9, Math.floor((counts.length - 1) / 2))] ?? 0;
}

function isHeaderLike(s: RowStats, width: number): boolean {
  return (
    s.strong === 0 &&
    s.distinct >= 2 &&
    s.labels >= 2 &&
    s.labels >= 0.6 * s.distinct &&
    s.distinct >= Math.ceil(width / 2)
  );
}

/** Column names of a header row, with the row under it joined when it is the second row of a two-row header. */
function headerCells(rows: readonly string[][], r: number): { headers: string[]; twoRow: boolean } {
  const top = rows[r] ?? [];
  const next = rows[r + 1];
  if (next) {
    const kinds = next.map(cellKind);
    const allLabels = kinds.every((k) => k === 'empty' || k === 'label');
    const filled = kinds.filter((k) => k !== 'empty').length;
    // Sub-headers sit under a merged group cell: some of them under cells that are blank in the top row.
    const underBlank = next.some((c, i) => c.trim() && !(top[i] ?? '').trim());
    if (allLabels && filled >= 2 && underBlank && totalsKind(next) === null) {
      const width = Math.max(top.length, next.length);
      const headers: string[] = [];
      let group = '';
      for (let i = 0; i < width; i += 1) {
        const t = (top[i] ?? '').trim();
        const b = (next[i] ?? '').trim();
        if (t) group = b ? t : '';
        headers.push(t && b ? `${t} ${b}` : t || (b ? (group ? `${group} ${b}` : b) : ''));
      }
      return { headers, twoRow: true };
    }
  }
  return { headers: top.map((c) => c.trim()), twoRow: false };
}

/**
 * Which rows under a header are data: subtotals skipped, stopping at a grand total, footer lines left out, and the
 * header repeated at a page break (exports printed page by page) left out as well.
 */
function dataAfter(rows: readonly string[][], first: number, header?: readonly string[]) {
  const dataRows: number[] = [];
  const totals: number[] = [];
  let footer = 0;
  const headerKey = header ? header.map((c) => c.trim()).join('\u0000') : null;
  for (let i = first; i < rows.length; i += 1) {
    if (headerKey !== null && rows[i].map((c) => c.trim()).join('\u0000') === headerKey) {
      footer += 1;
      continue;
    }
    const kind = totalsKind(rows[i]);
    if (kind === 'total') {
      totals.push(i);
      footer += rows.length - i - 1;
      break;
    }
    if (kind === 'subtotal') totals.push(i);
    else if (isFooter(rows[i])) footer += 1;
    else dataRows.push(i);
  }
  return { dataRows, totals, footer };
}

/**
 * Finds the header row and the data rows of a table (see module doc). `fields` (optional) are the columns the caller
 * wants: among header-like rows the one naming most of them wins. Rows are non-empty rows as read by the intake.
 */
export function locateTable(rows: readonly string[][], fields: readonly FieldSpec[] = []): TableLayout {
  const width = tableWidth(rows);
  let best = { row: -1, score: -1 };
  const scan = Math.min(rows.length, headerScanRows + 1);
  for (let r = 0; r < scan; r += 1) {
    if (totalsKind(rows[r]) !== null) continue;
    const s = stats(rows[r]);
    const { hits, exact } = fields.length > 0 ? fieldHits(rows[r], fields) : { hits: 0, exact: 0 };
    // A row naming wanted fields is a header even when narrow (企业名称 | 统一社会信用代码 over a wider table); a
    // single cell only when it is exactly a field's name ("企业名称", not the title "2026年11月存量客户名单").
    const narrow = hits > 0 && s.values === 0 && s.distinct === s.filled && (s.filled >= 2 || exact > 0);
    if (!isHeaderLike(s, width) && !narrow) continue;
    const score = hits * 100 + s.labels;
    if (fields.length === 0) {
      best = { row: r, score };
      break;
    }
    if (score > best.score) best = { row: r, score };
  }
  if (best.row < 0) return withHeaderRow(rows, -1);
  return withHeaderRow(rows, best.row);
}

/**
 * The layout with a given header row (the visitor's correction in the mapping step; -1 for no header): title lines
 * above it are skipped, data rows found as in `locateTable`. For a bare list, leading title lines (one distinct cell
 * in a table at least two wide) are skipped too.
 */
export function withHeaderRow(rows: readonly string[][], headerRow: number): TableLayout {
  if (headerRow >= 0 && headerRow < rows.length) {
    const { headers, twoRow } = headerCells(rows, headerRow);
    const first = headerRow + (twoRow ? 2 : 1);
    return {
      headerRow,
      headers,
      preamble: headerRow,
      twoRowHeader: twoRow,
      ...dataAfter(rows, first, rows[headerRow]),
    };
  }
  const width = tableWidth(rows);
  let start = 0;
  while (start < rows.length - 1 && start < headerScanRows) {
    const s = stats(rows[start]);
    const title = width >= 2 && s.distinct <= 1 && cellKind(rows[start].find((c) => c.trim()) ?? '') !== 'name';
    if (!title && !isFooter(rows[start]) && cellKind(rows[start].find((c) => c.trim()) ?? '') !== 'keyValue') break;
    start += 1;
  }
  const cols = Math.max(1, ...rows.slice(0, 200).map((r) => r.length));
  return {
    headerRow: -1,
    headers: Array.from({ length: cols }, (_, i) => `#${i + 1}`),
    preamble: start,
    twoRowHeader: false,
    ...dataAfter(rows, start),
  };
}
