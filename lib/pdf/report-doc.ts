/**
 * A `ReportDoc` (lib/reports/report-model.ts: the AI reports V1 and V2, the KYC report, the company profile) as a
 * PDF through the shared builder (lib/pdf/report.ts: embedded CJK font, watermark, sample label and page numbers on
 * every page, contents list): one section per report section, every finding followed by its citation line, tables
 * with their source-record column, the section's own sources at its end.
 */
import type { Locale } from '@/i18n/routing';
import type { ReportDoc } from '@/lib/reports/report-model';
import { PdfReport } from './report';

/** Renders the document in `locale` (the document's text is already in that language); returns the PDF bytes. */
export async function reportDocPdf(doc: ReportDoc, locale: Locale, subtitle: string): Promise<Uint8Array> {
  const r = new PdfReport({
    locale,
    title: doc.title,
    subtitle,
    meta: doc.meta.map((m) => `${m.label}：${m.value}`.replace('：', locale === 'en-US' ? ': ' : '：')),
  });
  for (const s of doc.sections) {
    r.section(s.heading, { flow: true });
    for (const p of s.paragraphs) r.paragraph(p);
    if (s.rows?.length) r.keyValues(s.rows.map((x) => [x.label, x.value]));
    if (s.table) {
      const n = s.table.columns.length;
      r.table(
        s.table.columns.map((label, i) => ({ label, width: i === n - 1 && n > 3 ? 2.2 : i === 1 ? 2.4 : 1.3 })),
        s.table.rows,
      );
    }
    for (const f of s.findings ?? []) {
      r.bullets([f.text]);
      r.paragraph(f.cite, { muted: true, size: 8.5 });
    }
    if (s.bullets?.length) r.bullets(s.bullets);
    if (s.cite) r.paragraph(s.cite, { muted: true, size: 8.5 });
  }
  r.paragraph(doc.notice, { muted: true, size: 8.5 });
  return r.finish();
}
