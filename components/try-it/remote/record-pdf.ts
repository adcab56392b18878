/**
 * The visit record as a PDF built in the browser with jsPDF: A4, the project's CJK font (Noto Sans SC, the one the
 * server's PDF reports embed, fetched from `GET /api/remote-visit/font` on the first PDF only and subset by jsPDF to
 * the glyphs used), the company and its facts, the summary, then every checklist item with why it is there, the
 * answer or the watermarked photos (two per row, each captioned with its time and location); 示例数据 / Sample data
 * and "page x of y" on every page. Nothing is uploaded: the only request is the font download.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { VisitRecord } from '@/lib/remote/record';
import { stamp } from '@/lib/remote/watermark';

/** The JPEG and pixel size of each photo, by its `file` path in the record. */
export type PhotoBytes = Map<string, { blob: Blob; width: number; height: number }>;

/** The record's labels in the page's locale. */
export interface PdfLabels {
  title: string;
  companyLine: string;
  facts: string[];
  summary: string;
  note: string;
  sample: string;
  because: string;
  answer: string;
  /** Between a label and its value: '：' in Chinese, ': ' in English. */
  sep: string;
  noAnswer: string;
  noPhoto: string;
  kind: Record<'photo' | 'question', string>;
  caption: (takenAt: string, location: string | null) => string;
  page: (page: number, pages: number) => string;
}

let fontData: Promise<string> | null = null;

/** The font as a binary string (what jsPDF's virtual file system takes), fetched once per page view. */
function loadFont(): Promise<string> {
  fontData ??= fetch('/api/remote-visit/font')
    .then((r) => {
      if (!r.ok) throw new Error(`font ${r.status}`);
      return r.arrayBuffer();
    })
    .then((buf) => {
      const bytes = new Uint8Array(buf);
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return s;
    })
    .catch((err) => {
      fontData = null;
      throw err;
    });
  return fontData;
}

const page = { w: 595.28, h: 841.89, m: 50 };

/** Characters of Windows-1252, the encoding of jsPDF's built-in Helvetica (Latin letters, curly quotes, dashes, …). */
const winAnsi =
  /^[\x20-\x7e\xa0-\xff\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178\n]*$/;

/**
 * The font for one paragraph: a Latin font (Helvetica) when every character has a glyph there, so English text gets
 * Latin punctuation ("company’s", not the CJK font's full-width apostrophe); else the embedded CJK font.
 */
function fontFor(text: string): 'helvetica' | 'NotoSansSC' {
  return winAnsi.test(text) ? 'helvetica' : 'NotoSansSC';
}
const color = { text: '#17202b', muted: '#4a5563', brand: '#0b4f8a', border: '#d5dce5' };

/** Builds the PDF of `record`; resolves to its bytes as a Blob. */
export async function recordPdf(record: VisitRecord, photos: PhotoBytes, l: PdfLabels): Promise<Blob> {
  const [{ jsPDF }, font] = await Promise.all([import('jspdf'), loadFont()]);
  const doc: JsPdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.addFileToVFS('NotoSansSC.ttf', font);
  doc.addFont('NotoSansSC.ttf', 'NotoSansSC', 'normal', 'normal', 'Identity-H');
  doc.setFont('NotoSansSC', 'normal');
  doc.setProperties({ title: l.title, subject: l.sample, creator: 'Hengxi remote due diligence demo (browser)' });
  const width = page.w - 2 * page.m;
  let y = page.m + 10;

  const ensure = (h: number) => {
    if (y + h > page.h - page.m) {
      doc.addPage();
      y = page.m + 10;
    }
  };
  const para = (text: string, size: number, c = color.text, gap = 4) => {
    doc.setFont(fontFor(text), 'normal').setFontSize(size).setTextColor(c);
    const lines = doc.splitTextToSize(text, width) as string[];
    for (const line of lines) {
      ensure(size * 1.4);
      doc.text(line, page.m, y + size);
      y += size * 1.4;
    }
    y += gap;
  };

  para(l.title, 18, color.brand, 6);
  para(l.companyLine, 11);
  for (const f of l.facts) para(f, 9.5, color.muted, 1);
  y += 4;
  para(l.summary, 10);
  para(l.note, 9, color.muted, 10);

  for (const item of record.items) {
    ensure(60);
    doc.setDrawColor(color.border).line(page.m, y, page.w - page.m, y);
    y += 8;
    para(`${item.no}. ${item.title}  [${l.kind[item.kind]}]`, 12, color.brand, 2);
    if (item.because) para(`${l.because}${l.sep}${item.because}`, 9.5, color.muted, 2);
    if (item.kind === 'question')
      para(`${l.answer}${l.sep}${item.answer ?? l.noAnswer}`, 10.5, item.answer ? color.text : color.muted, 6);
    else if (item.photos.length === 0) para(l.noPhoto, 10, color.muted, 6);
    const cell = (width - 16) / 2;
    for (let i = 0; i < item.photos.length; i += 2) {
      const row = item.photos.slice(i, i + 2);
      const h = Math.max(
        ...row.map((p) => cell * ((photos.get(p.file)?.height ?? 3) / (photos.get(p.file)?.width ?? 4))),
      );
      ensure(h + 30);
      for (const [k, p] of row.entries()) {
        const img = photos.get(p.file);
        if (!img) continue;
        const x = page.m + k * (cell + 16);
        doc.addImage(new Uint8Array(await img.blob.arrayBuffer()), 'JPEG', x, y, cell, cell * (img.height / img.width));
        const loc = p.location ? `${p.location.lat.toFixed(5)}, ${p.location.lon.toFixed(5)}` : null;
        const caption = l.caption(stamp(new Date(p.takenAt)), loc);
        doc.setFont(fontFor(caption), 'normal').setFontSize(8).setTextColor(color.muted);
        doc.text(doc.splitTextToSize(caption, cell) as string[], x, y + h + 10);
      }
      y += h + 30;
    }
  }

  const pages = doc.getNumberOfPages();
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc
      .setFont(fontFor(l.sample + l.page(p, pages)), 'normal')
      .setFontSize(8)
      .setTextColor(color.muted);
    doc.text(l.sample, page.m, page.m - 20);
    doc.text(l.sample, page.m, page.h - page.m + 24);
    doc.text(l.page(p, pages), page.w - page.m, page.h - page.m + 24, { align: 'right' });
  }
  return doc.output('blob');
}
