/**
 * Server-side PDF reports with pdfkit: A4, the fonts of lib/fonts.ts embedded (subset) — Noto Sans SC for Chinese,
 * Noto Sans for the Latin text of English documents (lib/pdf/font-runs.ts), both SIL OFL 1.1 npm packages, nothing
 * downloaded at run time —, lines broken only at UAX #14 break opportunities (lib/pdf/line-break.ts), a
 * cover with the title, subject and a contents list with page numbers (also as PDF bookmarks), and on every page
 * the company-name watermark of SITE.md §5 (lib/watermark.ts), the 示例数据 / Sample data label and "page x of y".
 *
 * Usage: `const r = new PdfReport({ locale, title, subtitle, meta })`, then `r.section(title)` and the content
 * primitives (`paragraph`, `bullets`, `keyValues`, `table`), then `await r.finish()` → the PDF bytes.
 */
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { translator, type PlainTranslate } from '@/i18n/translator';
import type { Locale } from '@/i18n/routing';
import { fontBytes } from '@/lib/fonts';
import { brand } from '@/lib/site-config';
import { watermarkDefaults } from '@/lib/watermark';
import { columnWidths, widestToken } from './column-widths';
import { fontRuns, mainFont } from './font-runs';
import { widestSegment } from './line-break';

/** The embedded CJK font (Noto Sans SC regular, lib/fonts.ts). */
export function cjkFont(): Buffer {
  return fontBytes('cjk');
}

let watermarkOps: string | null = null;

/**
 * The watermark text as vector outlines, in PDF path operators (at `watermarkDefaults.fontSize` pt, baseline at 0):
 * drawn as shapes, like the on-screen image watermark, so it neither shows up in copied or extracted text nor can be
 * selected away. Built once per process (quadratic curves converted to cubic ones) and reused on every tile.
 */
function watermarkPath(): string {
  if (watermarkOps) return watermarkOps;
  const font = fontkit.create(cjkFont()) as fontkit.Font;
  const run = font.layout(watermarkDefaults.content);
  const scale = watermarkDefaults.fontSize / font.unitsPerEm;
  const n = (v: number) => (Math.round(v * 100) / 100).toString();
  const ops: string[] = [];
  let advance = 0;
  run.glyphs.forEach((g, i) => {
    let cx = 0;
    let cy = 0;
    const pt = (x: number, y: number): [number, number] => [advance + x * scale, -y * scale];
    for (const { command, args } of g.path.commands) {
      if (command === 'moveTo' || command === 'lineTo') {
        const [x, y] = pt(args[0], args[1]);
        ops.push(`${n(x)} ${n(y)} ${command === 'moveTo' ? 'm' : 'l'}`);
        [cx, cy] = [x, y];
      } else if (command === 'quadraticCurveTo') {
        const [qx, qy] = pt(args[0], args[1]);
        const [x, y] = pt(args[2], args[3]);
        ops.push(
          `${n(cx + (2 / 3) * (qx - cx))} ${n(cy + (2 / 3) * (qy - cy))} ${n(x + (2 / 3) * (qx - x))} ${n(y + (2 / 3) * (qy - y))} ${n(x)} ${n(y)} c`,
        );
        [cx, cy] = [x, y];
      } else if (command === 'bezierCurveTo') {
        const [x1, y1] = pt(args[0], args[1]);
        const [x2, y2] = pt(args[2], args[3]);
        const [x, y] = pt(args[4], args[5]);
        ops.push(`${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)} ${n(x)} ${n(y)} c`);
        [cx, cy] = [x, y];
      } else if (command === 'closePath') {
        ops.push('h');
      }
    }
    advance += run.positions[i].xAdvance * scale;
  });
  watermarkOps = ops.join('\n');
  return watermarkOps;
}

const A4 = { width: 595.28, height: 841.89 };
const margin = { top: 64, bottom: 64, left: 50, right: 50 };
const colors = {
  text: '#17202b',
  muted: '#4a5563',
  brand: '#0b4f8a',
  border: '#d5dce5',
  head: '#e8f1fa',
  danger: '#b42318',
};

export interface TableColumn {
  label: string;
  /** Share of the text width (weights are normalised). */
  width: number;
  align?: 'left' | 'right';
}

/** A PDF report under construction (see module doc). */
export class PdfReport {
  readonly doc: PDFKit.PDFDocument;
  readonly t: PlainTranslate;
  private readonly sections: { title: string; page: number }[] = [];
  private readonly contentWidth = A4.width - margin.left - margin.right;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(readonly opts: { locale: Locale; title: string; subtitle: string; meta: string[] }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: margin,
      bufferPages: true,
      autoFirstPage: true,
      info: {
        Title: `${opts.title} — ${opts.subtitle}`,
        Author: opts.locale === 'zh-CN' ? brand.companyZh : brand.companyEn,
        Subject: 'Sample data',
      },
      lang: opts.locale,
      displayTitle: true,
    });
    this.doc.registerFont('cjk', cjkFont());
    this.doc.registerFont('latin', fontBytes('latin'));
    this.doc.font(mainFont(opts.locale));
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.t = translator(opts.locale, 'tryIt');
    this.cover();
  }

  /**
   * Writes `text` like PDFKit's `text()`, each run in its font (lib/pdf/font-runs.ts): one call for single-font text,
   * chained `continued` calls for mixed text (the options of the first run — width, alignment — hold for the line).
   */
  write(text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) {
    const d = this.doc;
    const runs = fontRuns(text, this.opts.locale);
    runs.forEach((run, i) => {
      d.font(run.font);
      const last = i === runs.length - 1;
      const opts = { ...options, continued: !last || options.continued === true };
      if (i === 0 && x !== undefined) d.text(run.text, x, y, opts);
      else d.text(run.text, opts);
    });
    d.font(mainFont(this.opts.locale));
    return d;
  }

  /** The width of `text` at the current size, each run measured in its font. */
  widthOf(text: string): number {
    const d = this.doc;
    let w = 0;
    for (const run of fontRuns(text, this.opts.locale)) w += d.font(run.font).widthOfString(run.text);
    d.font(mainFont(this.opts.locale));
    return w;
  }

  /** The height of `text` wrapped at `width` (mixed text: the taller of its fonts, so a box is never too short). */
  heightOf(text: string, width: number): number {
    const d = this.doc;
    const fonts = new Set(fontRuns(text, this.opts.locale).map((r) => r.font));
    let h = 0;
    for (const f of fonts) h = Math.max(h, d.font(f).heightOfString(text || ' ', { width }));
    d.font(mainFont(this.opts.locale));
    return h;
  }

  private cover() {
    const d = this.doc;
    d.fillColor(colors.brand).fontSize(11);
    this.write(brand.display);
    d.moveDown(2);
    d.fillColor(colors.text).fontSize(24);
    this.write(this.opts.title);
    d.moveDown(0.3);
    d.fontSize(15).fillColor(colors.muted);
    this.write(this.opts.subtitle);
    d.moveDown(0.8);
    d.fontSize(10);
    for (const line of this.opts.meta) this.write(line);
    d.moveDown(0.8);
    d.fillColor(colors.danger).fontSize(11);
    this.write(this.t('pdf.sampleFooter'));
    d.moveDown(2);
    d.fillColor(colors.text).fontSize(15);
    this.write(this.t('pdf.contents'));
    d.moveDown(0.5);
    this.contentsY = d.y;
  }

  private contentsY = 0;

  /**
   * Starts a section, listed in the contents and the bookmarks: on a new page, or with `{ flow: true }` below the
   * previous one (a new page only when less than 140 pt are left; the first section always starts after the cover).
   */
  section(title: string, opts: { flow?: boolean } = {}) {
    if (!opts.flow || this.sections.length === 0) this.doc.addPage();
    else {
      this.ensure(140);
      if (this.doc.y > margin.top + 1) this.doc.moveDown(1.2);
      this.doc.x = margin.left;
    }
    const range = this.doc.bufferedPageRange();
    this.sections.push({ title, page: range.start + range.count - 1 });
    this.doc.outline.addItem(title);
    this.doc.fillColor(colors.brand).fontSize(16);
    this.write(title);
    this.doc.moveDown(0.5);
    this.doc.fillColor(colors.text).fontSize(10);
  }

  /** A sub-heading inside a section. */
  heading(text: string) {
    this.ensure(40);
    this.doc.moveDown(0.6);
    this.doc.fillColor(colors.text).fontSize(12.5);
    this.write(text);
    this.doc.moveDown(0.3);
    this.doc.fontSize(10);
  }

  paragraph(text: string, opts: { muted?: boolean; size?: number } = {}) {
    this.doc.fillColor(opts.muted ? colors.muted : colors.text).fontSize(opts.size ?? 10);
    this.write(text, undefined, undefined, { width: this.contentWidth });
    this.doc.moveDown(0.4);
    this.doc.fillColor(colors.text).fontSize(10);
  }

  bullets(items: string[]) {
    for (const item of items) {
      this.ensure(16);
      const y = this.doc.y;
      this.doc.fillColor(colors.brand).text('•', margin.left, y, { width: 10 });
      this.doc.fillColor(colors.text);
      this.write(item, margin.left + 14, y, { width: this.contentWidth - 14 });
      this.doc.moveDown(0.25);
    }
    this.doc.x = margin.left;
  }

  /** Label / value pairs in two columns. */
  keyValues(rows: [string, string][]) {
    this.table(
      [
        { label: '', width: 2 },
        { label: '', width: 3 },
      ],
      rows,
      { header: false },
    );
  }

  /**
   * A table with a repeated header row on each page; cells wrap only at line-break opportunities: a column is never
   * narrower than its widest word, date, amount or code (lib/pdf/line-break.ts, lib/pdf/column-widths.ts), header
   * included. When those minimums cannot fit the page, the table's type steps down (to 6.5 pt at the least).
   */
  table(columns: TableColumn[], rows: string[][], opts: { header?: boolean; size?: number } = {}) {
    const d = this.doc;
    const pad = 4;
    const measure = (text: string) => this.widthOf(text);
    const minsAt = (s: number) => {
      d.fontSize(s);
      return columns.map((c, i) => {
        const cells = opts.header === false ? rows.map((r) => r[i] ?? '') : [c.label, ...rows.map((r) => r[i] ?? '')];
        const widest = cells.reduce(
          (w, cell) => Math.max(w, widestToken(cell, measure), widestSegment(cell, measure)),
          0,
        );
        return widest > 0 ? widest + pad * 2 + 1 : 0;
      });
    };
    let size = opts.size ?? 8.5;
    let mins = minsAt(size);
    while (size > 6.5 && mins.reduce((s, m) => s + m, 0) > this.contentWidth) {
      size -= 0.5;
      mins = minsAt(size);
    }
    d.fontSize(size);
    const widths = columnWidths(
      columns.map((c) => c.width),
      mins,
      this.contentWidth,
    );
    const drawRow = (cells: string[], head: boolean) => {
      d.fontSize(size);
      const heights = cells.map((c, i) => this.heightOf(c, widths[i] - pad * 2));
      const h = Math.max(...heights) + pad * 2;
      if (d.y + h > A4.height - margin.bottom) {
        d.addPage();
        if (!head && opts.header !== false)
          drawRow(
            columns.map((c) => c.label),
            true,
          );
      }
      const y = d.y;
      let x = margin.left;
      if (head) d.rect(margin.left, y, this.contentWidth, h).fill(colors.head);
      cells.forEach((c, i) => {
        d.fillColor(head ? colors.brand : colors.text);
        this.write(c, x + pad, y + pad, { width: widths[i] - pad * 2, align: columns[i].align ?? 'left' });
        x += widths[i];
      });
      d.moveTo(margin.left, y + h)
        .lineTo(margin.left + this.contentWidth, y + h)
        .lineWidth(0.5)
        .strokeColor(colors.border)
        .stroke();
      d.x = margin.left;
      d.y = y + h;
    };
    if (opts.header !== false)
      drawRow(
        columns.map((c) => c.label),
        true,
      );
    for (const r of rows) drawRow(r, false);
    d.moveDown(0.6);
    d.fontSize(10).fillColor(colors.text);
  }

  /** Starts a new page when less than `height` points are left. */
  ensure(height: number) {
    if (this.doc.y + height > A4.height - margin.bottom) this.doc.addPage();
  }

  /** Draws contents, watermark, labels and page numbers, and returns the PDF bytes. */
  async finish(): Promise<Uint8Array> {
    const d = this.doc;
    const range = d.bufferedPageRange();
    d.switchToPage(range.start);
    d.fontSize(11).fillColor(colors.text);
    let y = this.contentsY;
    for (const s of this.sections) {
      const label = String(s.page + 1);
      this.write(s.title, margin.left, y, { width: this.contentWidth - 40, lineBreak: false });
      d.text(label, margin.left, y, { width: this.contentWidth, align: 'right', lineBreak: false });
      y += 20;
    }
    const wm = watermarkDefaults;
    for (let i = range.start; i < range.start + range.count; i += 1) {
      d.switchToPage(i);
      // Page furniture sits in the margins, so switch them off while drawing there (no automatic page breaks).
      const saved = d.page.margins;
      d.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
      d.fontSize(9).fillColor(colors.danger);
      this.write(this.t('pdf.sampleLabel'), margin.left, 28, {
        width: this.contentWidth,
        align: 'right',
        lineBreak: false,
      });
      d.fillColor(colors.muted);
      this.write(this.opts.title, margin.left, 28, { width: this.contentWidth - 80, lineBreak: false });
      d.fontSize(8).fillColor(colors.muted);
      this.write(this.t('pdf.sampleFooter'), margin.left, A4.height - 40, {
        width: this.contentWidth - 90,
        lineBreak: false,
      });
      d.text(this.t('pdf.page', { page: i - range.start + 1, pages: range.count }), margin.left, A4.height - 40, {
        width: this.contentWidth,
        align: 'right',
        lineBreak: false,
      });
      // Watermark tiles: the Chinese company name, 16 pt, grey at 20 % opacity, rotated −20°, every 150 × 150 pt.
      const outline = watermarkPath();
      for (let wy = 60; wy < A4.height; wy += wm.gap[1]) {
        for (let wx = 20; wx < A4.width; wx += wm.gap[0]) {
          d.save();
          d.translate(wx, wy).rotate(wm.rotate);
          d.fillColor('#808080').fillOpacity(0.2);
          d.addContent(outline);
          d.fill();
          d.restore();
        }
      }
      d.page.margins = saved;
    }
    d.end();
    return new Uint8Array(await this.done);
  }
}
