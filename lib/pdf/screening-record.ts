/**
 * The audit record of a screening or KYC decision as a PDF (issue 39), through the shared builder (lib/pdf/report.ts:
 * embedded Noto fonts, UAX #14 line breaks, watermark, sample label, page numbers): the reviewer's decision and
 * reason first, then what was entered (ID number masked), the KYC's identity findings when it is a KYC record, the
 * list versions and the method (formula, weights, threshold, bands), every name screened, and every hit with its
 * strength, band, threshold, formula, components and the side-by-side table of subject and entry
 * (lib/screening/hit-explained.ts, as on the page). Built from the JSON record (`lib/screening/audit-record.ts`);
 * at most `maxDetailedHits` hits are set out in full (a list of 500 names), every hit is in the summary table.
 */
import type { Locale } from '@/i18n/routing';
import type { KycIndividualResponse } from '@/lib/kyc/schemas';
import { translator } from '@/i18n/translator';
import type { ScreeningRecord } from '@/lib/screening/audit-record';
import {
  formulaLine,
  methodNote,
  otherNote,
  sideBySideRows,
  type RiskDemosTranslate,
} from '@/lib/screening/hit-explained';
import { PdfReport } from './report';

/** Hits set out one by one with their tables; the summary table lists every hit. */
export const maxDetailedHits = 100;

/** "2026-11-28 17:20:05 (UTC+08:00, Asia/Shanghai)" from the record's ISO time. */
function recordTime(r: ScreeningRecord): string {
  return `${r.generatedAt.slice(0, 10)} ${r.generatedAt.slice(11, 19)} (UTC${r.generatedAt.slice(19)}, ${r.timeZone})`;
}

/** Renders the record in `locale`; `kyc` is the KYC result's identity, roles and judicial part (KYC records only). */
export async function screeningRecordPdf(
  record: ScreeningRecord,
  locale: Locale,
  kyc?: Omit<KycIndividualResponse, 'screening'>,
): Promise<Uint8Array> {
  const t: RiskDemosTranslate = translator(locale, 'riskDemos');
  const p = (key: string, values?: Record<string, string | number>) => t(`listScreening.record.${key}`, values);
  const withHits = new Set(record.hits.map((h) => `${h.line ?? ''}|${h.screenedName}`)).size;
  const r = new PdfReport({
    locale,
    title: p(`pdfTitle.${record.recordType}`),
    subtitle:
      record.recordType === 'kycIndividual'
        ? `${record.inputs.name ?? ''} · ${record.inputs.idNumber ?? ''}`
        : p('subtitleList', { names: record.subjects.length, hits: record.hits.length }),
    meta: [p('generatedAt', { time: recordTime(record) }), p('notStored'), p('sampleNote')],
  });

  r.section(p('sections.decision'));
  r.keyValues([
    [p('outcomeLabel'), p(`outcomes.${record.decision.outcome}`)],
    [p('reasonLabel'), record.decision.reason || '—'],
    [p('decidedAt'), recordTime(record)],
  ]);
  r.paragraph(p('decisionNote'), { muted: true, size: 8.5 });

  r.section(p('sections.inputs'), { flow: true });
  r.keyValues(
    Object.entries(record.inputs).map(([k, v]) => [p(`inputs.${k}`), v === null || v === '' ? '—' : String(v)]),
  );
  if (kyc) {
    r.heading(p('sections.identity'));
    r.keyValues([
      [t('kyc.checksum'), '✓'],
      [
        p('nameCheck'),
        t(`kyc.nameMatch.${kyc.identity.nameMatch}`, {
          score: `${Math.round(kyc.identity.nameScore * 100)}%`,
          name: kyc.identity.registryName,
        }),
      ],
      [
        p('birthAge'),
        t('kyc.age', {
          birthDate: kyc.identity.birthDate,
          asOf: kyc.identity.asOf,
          age: kyc.identity.age,
          sex: t(`kyc.sex.${kyc.identity.sex}`),
        }),
      ],
      [
        t('kyc.rolesTitle', { count: kyc.roles.length }),
        kyc.roles.map((x) => p('role', { company: x.company, labels: x.labels.join(' · ') })).join('\n') ||
          t('kyc.noRoles'),
      ],
      [
        t('kyc.judicialTitle'),
        `${t('kyc.restrictions', { count: kyc.judicial.restrictions })}\n${p('records', { count: kyc.judicial.records.length })}`,
      ],
    ]);
  }

  r.section(p('sections.method'), { flow: true });
  r.table(
    [
      { label: p('table.list'), width: 3 },
      { label: p('table.version'), width: 1.2 },
      { label: p('table.date'), width: 1.4 },
    ],
    record.lists.map((l) => [
      t(`screeningLists.names.${l.id === 'hx-pep' ? 'hxPep' : 'hxSanctions'}`),
      l.version,
      l.date,
    ]),
  );
  r.keyValues([
    [p('formulaLabel'), p('formula', record.method.weights.person)],
    [p('thresholdLabel'), String(record.method.threshold)],
    [p('bandsLabel'), p('bands', record.method.bands)],
  ]);
  r.paragraph(t('listScreening.how'), { muted: true, size: 8.5 });

  r.section(p('sections.subjects'), { flow: true });
  r.table(
    [
      ...(record.recordType === 'nameList' ? [{ label: p('table.line'), width: 0.6, align: 'right' as const }] : []),
      { label: p('table.name'), width: 2 },
      { label: p('table.source'), width: 1.8 },
      { label: p('table.romanised'), width: 1.8 },
      { label: p('table.birth'), width: 1.2 },
      { label: p('table.region'), width: 1.2 },
      { label: p('table.hits'), width: 0.8, align: 'right' },
    ],
    record.subjects.map((s) => [
      ...(record.recordType === 'nameList' ? [String(s.line ?? '')] : []),
      s.name,
      t(`listScreening.source.${s.source}`),
      s.romanised ?? '—',
      s.birthDate ?? (s.birthYear ? String(s.birthYear) : '—'),
      s.region ?? '—',
      String(
        record.hits.filter((h) => h.screenedName === s.name && h.line === s.line && h.nameSource === s.source).length,
      ),
    ]),
  );
  r.paragraph(p('subjectsSummary', { names: record.subjects.length, withHits }), { muted: true });

  r.section(p('sections.hits'), { flow: true });
  if (record.hits.length === 0) {
    r.paragraph(p('noHits', { threshold: record.method.threshold }));
    return r.finish();
  }
  r.table(
    [
      { label: p('table.entry'), width: 2.6 },
      { label: p('table.matchedOn'), width: 2 },
      { label: p('table.band'), width: 1.2 },
      { label: p('table.strength'), width: 0.9, align: 'right' },
      { label: p('table.list'), width: 1.6 },
    ],
    record.hits.map((h) => [
      `${h.entry.id} ${h.entry.name}\n${h.entry.nameEn}`,
      `${h.line ? `${p('lineShort', { line: h.line })} ` : ''}${h.screenedName}`,
      t(`listScreening.band.${h.band}`),
      String(h.strength),
      t(`screeningLists.names.${h.list.id === 'hx-pep' ? 'hxPep' : 'hxSanctions'}`),
    ]),
  );
  const shown = record.hits.slice(0, maxDetailedHits);
  if (record.hits.length > shown.length)
    r.paragraph(p('truncated', { shown: shown.length, total: record.hits.length }), { muted: true });
  for (const h of shown) {
    const subject = record.subjects.find(
      (s) => s.name === h.screenedName && s.source === h.nameSource && s.line === h.line,
    );
    r.heading(
      `${h.entry.id} · ${h.entry.name} ${h.entry.nameEn} — ${t(`listScreening.band.${h.band}`)} · ${t('listScreening.strength', { strength: h.strength })}`,
    );
    r.paragraph(
      `${t('listScreening.matchedOn', { name: h.screenedName, source: t(`listScreening.source.${h.nameSource}`) })}${h.line ? ` · ${p('lineShort', { line: h.line })}` : ''} · ${methodNote(h, t)} · ${otherNote(h, t)}`,
    );
    r.paragraph(formulaLine(h, t));
    r.table(
      [
        { label: p('table.component'), width: 1.4 },
        { label: p('table.weight'), width: 0.9, align: 'right' },
        { label: p('table.value'), width: 0.9, align: 'right' },
        { label: p('table.points'), width: 0.9, align: 'right' },
        { label: p('table.how'), width: 3.4 },
      ],
      h.components.map((c, i) => [
        p(`components.${c.id}`),
        String(c.weight),
        String(c.value),
        String(Math.round(c.points * 10) / 10),
        i === 0 ? methodNote(h, t) : otherNote(h, t),
      ]),
      { size: 8.5 },
    );
    r.table(
      [
        { label: t('listScreening.table.field'), width: 1.4 },
        { label: t('listScreening.table.subject'), width: 2.4 },
        { label: t('listScreening.table.entry'), width: 3.6 },
      ],
      sideBySideRows(h, subject, t, locale).map((row) => [
        row.label,
        row.subject ?? t('listScreening.table.none'),
        row.differs === null
          ? row.entry
          : `${row.entry}  ${row.differs ? `≠ ${t('listScreening.table.differs')}` : `= ${t('listScreening.table.same')}`}`,
      ]),
      { size: 8.5 },
    );
  }
  return r.finish();
}
