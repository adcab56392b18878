/**
 * Text-based PDF bank statements into rows (issue 40 item 6), with unpdf (PDF.js built for servers, no worker, no
 * canvas, nothing downloaded). Runs inside the intake worker (./pool.ts), so a hostile PDF costs that worker's
 * bounded time and memory, never the server's.
 *
 * How: every page's text items (string, x, y, width) → lines (items whose baselines are within half a glyph height)
 * → cells (a gap wider than `cellGapEm` glyph heights starts a new cell) → columns: the first line with the most
 * cells is the template (a bank statement's header row, or a full data row), and every other line's cells go to the
 * template column their centre falls in (boundaries halfway between template cells). Lines that repeat on every
 * page (the header again, 第 x 页 footers) are dropped after the first page. The rows then go through the same
 * header detection and column mapping as a CSV.
 *
 * Limits (`pdfLimits`), on top of the intake's 5 MB and 10,000 rows: at most 50 pages and 20,000 text items per page;
 * a PDF with no text (a scan or a photo) is refused with `pdfNoText` — images are not read (no OCR); an encrypted
 * PDF with `pdfEncrypted`; a damaged one with `corruptPdf`.
 */
import { getDocumentProxy } from 'unpdf';
import { IntakeError } from './errors';
import { maxRawRows, intakeLimits } from './limits';

/** Limits of the PDF path (see module doc). */
export const pdfLimits = {
  maxPages: 50,
  maxItemsPerPage: 20_000,
  /** A gap between two text items wider than this many glyph heights starts a new cell. */
  cellGapEm: 0.8,
} as const;

interface Item {
  str: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Cell {
  text: string;
  x0: number;
  x1: number;
}

/** True when the bytes start like a PDF (`%PDF-` within the first 1 KB, as readers accept). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

function toLines(items: Item[]): Cell[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Item[][] = [];
  for (const it of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line[0].y - it.y) <= Math.max(1, Math.min(line[0].h, it.h) / 2)) line.push(it);
    else lines.push([it]);
  }
  return lines.map((line) => {
    const parts = line.sort((a, b) => a.x - b.x);
    const cells: Cell[] = [];
    for (const p of parts) {
      const last = cells[cells.length - 1];
      const gap = last ? p.x - last.x1 : Infinity;
      if (last && gap <= Math.max(1, p.h * pdfLimits.cellGapEm)) {
        last.text += (gap > p.h * 0.15 && !/\s$/.test(last.text) ? ' ' : '') + p.str;
        last.x1 = Math.max(last.x1, p.x + p.w);
      } else cells.push({ text: p.str, x0: p.x, x1: p.x + p.w });
    }
    return cells.map((c) => ({ ...c, text: c.text.replace(/\s+/g, ' ').trim() })).filter((c) => c.text !== '');
  });
}

/** Lines to rows of cells aligned on the template line's columns. */
function toRows(lines: Cell[][]): string[][] {
  const width = Math.max(0, ...lines.map((l) => l.length));
  if (width === 0) return [];
  const template = lines.find((l) => l.length === width)!;
  const bounds = template.slice(0, -1).map((c, i) => (c.x1 + template[i + 1].x0) / 2);
  return lines.map((line) => {
    if (line.length === width && line === template) return line.map((c) => c.text);
    const row: string[] = Array.from({ length: width }, () => '');
    for (const c of line) {
      const centre = (c.x0 + c.x1) / 2;
      let col = bounds.findIndex((b) => centre < b);
      if (col < 0) col = width - 1;
      row[col] = row[col] ? `${row[col]} ${c.text}` : c.text;
    }
    return row;
  });
}

const pageFooter = /^(第\s*\d+\s*页.*|共\s*\d+\s*页.*|page \d+( of \d+)?|\d+\s*\/\s*\d+)$/i;

/**
 * Reads a text-based PDF statement into non-empty rows of trimmed cells. Throws `IntakeError`: corruptPdf,
 * pdfEncrypted, pdfTooManyPages, pdfTooManyItems, pdfNoText, tooManyRowsOver, cellTooLong.
 */
export async function readPdf(bytes: Uint8Array): Promise<string[][]> {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (e) {
    if ((e as { name?: string }).name === 'PasswordException') throw new IntakeError('pdfEncrypted');
    throw new IntakeError('corruptPdf');
  }
  try {
    if (doc.numPages > pdfLimits.maxPages)
      throw new IntakeError('pdfTooManyPages', { pages: doc.numPages, max: pdfLimits.maxPages });
    const pages: Cell[][][] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      let content: Awaited<ReturnType<Awaited<ReturnType<typeof doc.getPage>>['getTextContent']>>;
      try {
        content = await (await doc.getPage(n)).getTextContent();
      } catch {
        throw new IntakeError('corruptPdf');
      }
      if (content.items.length > pdfLimits.maxItemsPerPage)
        throw new IntakeError('pdfTooManyItems', { page: n, max: pdfLimits.maxItemsPerPage });
      const items: Item[] = [];
      for (const it of content.items) {
        if (!('str' in it) || !it.str.trim()) continue;
        const [, , , d, e, f] = it.transform as number[];
        items.push({ str: it.str, x: e, y: f, w: it.width, h: Math.abs(it.height || d) || 10 });
      }
      pages.push(toLines(items));
    }
    const first = pages[0] ?? [];
    const seen = new Set(first.slice(0, 30).map((l) => l.map((c) => c.text).join('\u0001')));
    const lines: Cell[][] = [];
    pages.forEach((page, i) => {
      for (const line of page) {
        const joined = line.map((c) => c.text).join('\u0001');
        if (line.length === 1 && pageFooter.test(line[0].text)) continue;
        if (i > 0 && seen.has(joined)) continue;
        lines.push(line);
      }
    });
    if (lines.length === 0) throw new IntakeError('pdfNoText', { pages: doc.numPages });
    if (lines.length > maxRawRows) throw new IntakeError('tooManyRowsOver', { max: intakeLimits.maxRows });
    const rows = toRows(lines);
    rows.forEach((row, r) =>
      row.forEach((c, col) => {
        if (c.length > intakeLimits.maxCellChars)
          throw new IntakeError('cellTooLong', { row: r + 1, column: col + 1, max: intakeLimits.maxCellChars });
      }),
    );
    return rows;
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
