/**
 * Screening results as a PDF report (lib/pdf/report.ts): the summary, then the rows per verdict — high risk and to
 * review with their flags and source records, then clean ones — at most `maxPdfRows` each (the XLSX has every row) —,
 * then every PEP / sanctions list hit with its party, band, strength, formula and threshold.
 * Tables paginate with repeated headers.
 */

import { formatDate, formatPct, siteFormatter } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import type { ScreeningResult, ScreeningSummary } from '@/lib/screening';
import { duplicateLabel, flagLabel, sourcesLabel, statusLabel, verdictLabel } from '@/lib/screening/labels';
import { translator } from '@/i18n/translator';
import { formulaLine, listLabel, methodNote, otherNote } from '@/lib/screening/hit-explained';
import { companyListHits } from '@/lib/screening/list-hits';
import { PdfReport, type TableColumn } from './report';

/** Rows listed per verdict in the PDF; the XLSX carries every row. */
const maxPdfRows = 300;

/** Renders the PDF bytes; the client's own columns (`extraHeaders`, values in `input.extra`) are listed under each input. */
export async function screeningPdf(
  results: ScreeningResult[],
  summary: ScreeningSummary,
  locale: Locale,
  extraHeaders: string[] = [],
  now = new Date(),
): Promise<Uint8Array> {
  const format = siteFormatter(locale, now);
  const t = translator(locale, 'tryIt');
  const r = new PdfReport({
    locale,
    title: t('pdf.screeningTitle'),
    subtitle: `${t('screening.summary.total')}: ${summary.total}`,
    meta: [t('pdf.generated', { date: formatDate(format, now) }), t('screening.registryNote')],
  });
  r.section(t('screening.summary.total'));
  r.keyValues(
    (['total', 'clean', 'review', 'high', 'unmatched', 'duplicates'] as const).map((k) => [
      t(`screening.summary.${k}`),
      String(summary[k]),
    ]),
  );
  r.heading(t('screening.table.flags'));
  r.keyValues(
    Object.entries(summary.flags).map(([code, n]) => [
      t(`screening.flags.${code}`, { count: '', status: 'other' }).trim(),
      String(n),
    ]),
  );

  const name = (x: ScreeningResult) =>
    x.name ? (locale === 'en-US' && x.nameEn ? `${x.nameEn}\n${x.name}` : x.name) : t('screening.table.noMatch');
  const columns: TableColumn[] = [
    { label: t('screening.table.row'), width: 0.6, align: 'right' },
    { label: t('screening.table.input'), width: 2.4 },
    { label: t('screening.table.matched'), width: 2.8 },
    { label: t('screening.table.score'), width: 1 },
    { label: t('screening.table.status'), width: 1 },
    { label: t('screening.table.flags'), width: 2.2 },
  ];
  const row = (x: ScreeningResult) => [
    String(x.row),
    [x.input.name, x.input.uscc, ...extraHeaders.map((h, i) => (x.input.extra?.[i] ? `${h}: ${x.input.extra[i]}` : ''))]
      .filter(Boolean)
      .join('\n'),
    [name(x), statusLabel(t, x)].filter(Boolean).join('\n'),
    x.matchedOn ? `${formatPct(format, x.score * 100)}\n${t(`screening.matchedOn.${x.matchedOn}`)}` : '—',
    verdictLabel(t, x),
    [...x.flags.map((f) => flagLabel(t, f)), duplicateLabel(t, x)].filter(Boolean).join(' · '),
  ];
  // The PDF is the report of what needs attention; the XLSX carries every row.
  for (const verdict of ['high', 'review', 'clean'] as const) {
    const rows = results.filter((x) => x.verdict === verdict);
    if (rows.length === 0) continue;
    r.section(t(`screening.summary.${verdict}`));
    if (rows.length > maxPdfRows)
      r.paragraph(t('pdf.truncated', { shown: maxPdfRows, total: rows.length }), { muted: true });
    r.table(columns, rows.slice(0, maxPdfRows).map(row));
  }
  // Each PEP / sanctions hit with what makes its strength: band, formula with the figures and threshold, the name
  // method and the birth (or USCC) note, as on the page (lib/screening/hit-explained.ts).
  const hitRows = results
    .filter((x) => x.ckey && x.listHits?.length)
    .flatMap((x) => companyListHits(x.ckey!).map((h) => ({ x, h })));
  if (hitRows.length > 0) {
    const rd = translator(locale, 'riskDemos');
    r.section(t('screening.listHitsTitle'));
    if (hitRows.length > maxPdfRows)
      r.paragraph(t('pdf.truncated', { shown: maxPdfRows, total: hitRows.length }), { muted: true });
    r.table(
      [
        { label: t('screening.table.row'), width: 0.6, align: 'right' },
        { label: t('screening.listHitParty'), width: 2 },
        { label: t('screening.listHitEntry'), width: 2.6 },
        { label: t('screening.listHitStrength'), width: 1.2 },
        { label: t('screening.listHitBasis'), width: 3.6 },
      ],
      hitRows
        .slice(0, maxPdfRows)
        .map(({ x, h }) => [
          String(x.row),
          `${h.party.name}\n${h.party.roles.map((role) => t(`screening.roles.${role}`)).join(' / ')}`,
          `${h.entry.id} ${h.entry.name}\n${h.entry.nameEn}\n${listLabel(rd, h.list)}`,
          `${rd(`listScreening.band.${h.band}`)} ${h.strength}`,
          `${formulaLine(h, rd)}\n${methodNote(h, rd)} · ${otherNote(h, rd)}`,
        ]),
      { size: 8.5 },
    );
  }
  // Each matched entity's flags cite their records once here, rather than on every row that names the entity.
  const cited = new Map<string, ScreeningResult>();
  for (const x of results)
    if (x.ckey && x.flags.some((f) => f.sources?.length) && !cited.has(x.ckey)) cited.set(x.ckey, x);
  if (cited.size > 0) {
    r.section(t('pdf.sources'));
    r.table(
      [
        { label: t('screening.table.matched'), width: 3 },
        { label: t('pdf.sources'), width: 5 },
      ],
      [...cited.values()].map((x) => [`${name(x)}\n${x.uscc ?? ''}`, sourcesLabel(t, x)]),
    );
  }
  return r.finish();
}
