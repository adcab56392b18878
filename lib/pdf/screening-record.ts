/**
 * The audit record of a screening or KYC decision as a PDF (issue 39), through the shared builder (lib/pdf/report.ts:
 * embedded Noto fonts, UAX #14 line breaks, watermark, sample label, page numbers): the reviewer's decision and
 * reason first, then what was entered (ID number masked), the KYC's identity findings when it is a KYC record, the
 * list versions and the method (formula, weights, threshold, bands), every name screened, and every hit with its
 * strength, band, threshold, formula, components and the side-by-side table of subject and entry
 * (lib/screening/hit-explained.ts, as on the page). Built from the JSON record (`lib/screening/audit-record.ts`);
 * at most `maxDetailedHits` hits are set out in full (a list of 500 names), every hit is in the summary table.
 *
 * A batch record (`recordType: 'batch'`) has a decision per row: its PDF opens with the decided rows (decision and
 * reason), then what was entered (rows, file, consent basis), the lists and method with the entity-match thresholds,
 * every row with a hit or a flag (match, confidence, verdict, flags, hits, decision), and every hit with its party
 * and role, set out in full as above.
 */
import type { Locale } from '@/i18n/routing';
import type { KycIndividualResponse } from '@/lib/kyc/schemas';
import { translator } from '@/i18n/translator';
import type { RecordHit, RecordSubject, ScreeningRecord } from '@/lib/screening/audit-record';
import { screeningThresholds } from '@/lib/screening';
import type { Flag } from '@/lib/screening';
import { flagLabel } from '@/lib/screening/labels';
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
/**
 * Rows of a batch PDF's row table (the rows that need a decision, in row order). A list of 10,000 registry names
 * flags about 9,400 rows: printed in full, a 10 MB PDF built in 24 s of the server's time. Every decision is printed
 * whatever its row; the JSON record carries every row.
 */
export const maxPdfFlaggedRows = 500;

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
  if (record.recordType === 'batch' || !record.decision) return batchRecordPdf(record, locale, t);
  const p = recordTexts(t);
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

  methodSection(r, record, t);

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
  hitDetails(r, record, t, locale, (h) =>
    record.subjects.find((s) => s.name === h.screenedName && s.source === h.nameSource && s.line === h.line),
  );
  return r.finish();
}

/** The record's own texts (`riskDemos.listScreening.record.*`). */
const recordTexts = (t: RiskDemosTranslate) => (key: string, values?: Record<string, string | number>) =>
  t(`listScreening.record.${key}`, values);

const listName = (t: RiskDemosTranslate, id: string) =>
  t(`screeningLists.names.${id === 'hx-pep' ? 'hxPep' : 'hxSanctions'}`);

/** The lists with their versions and dates, the strength formula, threshold and bands. */
function methodSection(r: PdfReport, record: ScreeningRecord, t: RiskDemosTranslate, extra: [string, string][] = []) {
  const p = recordTexts(t);
  r.section(p('sections.method'), { flow: true });
  r.table(
    [
      { label: p('table.list'), width: 3 },
      { label: p('table.version'), width: 1.2 },
      { label: p('table.date'), width: 1.4 },
    ],
    record.lists.map((l) => [listName(t, l.id), l.version, l.date]),
  );
  r.keyValues([
    [p('formulaLabel'), p('formula', record.method.weights.person)],
    [p('thresholdLabel'), String(record.method.threshold)],
    [p('bandsLabel'), p('bands', record.method.bands)],
    ...extra,
  ]);
  r.paragraph(t('listScreening.how'), { muted: true, size: 8.5 });
}

/**
 * The first `maxDetailedHits` hits set out one by one: heading, the name matched on (and, in a batch record, the
 * party and its roles), formula, components and the side-by-side table of `subjectOf(hit)` and the entry.
 */
function hitDetails(
  r: PdfReport,
  record: ScreeningRecord,
  t: RiskDemosTranslate,
  locale: Locale,
  subjectOf: (h: RecordHit) => RecordSubject | undefined,
  partyLine: (h: RecordHit) => string = () => '',
) {
  const p = recordTexts(t);
  const shown = record.hits.slice(0, maxDetailedHits);
  if (record.hits.length > shown.length)
    r.paragraph(p('truncated', { shown: shown.length, total: record.hits.length }), { muted: true });
  for (const h of shown) {
    r.heading(
      `${h.row ? `${p('rowShort', { row: h.row })} · ` : ''}${h.entry.id} · ${h.entry.name} ${h.entry.nameEn} — ${t(`listScreening.band.${h.band}`)} · ${t('listScreening.strength', { strength: h.strength })}`,
    );
    const party = partyLine(h);
    if (party) r.paragraph(party);
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
      sideBySideRows(h, subjectOf(h), t, locale).map((row) => [
        row.label,
        row.subject ?? t('listScreening.table.none'),
        row.differs === null
          ? row.entry
          : `${row.entry}  ${row.differs ? `≠ ${t('listScreening.table.differs')}` : `= ${t('listScreening.table.same')}`}`,
      ]),
      { size: 8.5 },
    );
  }
}

/** The batch record (see module doc). */
async function batchRecordPdf(record: ScreeningRecord, locale: Locale, t: RiskDemosTranslate): Promise<Uint8Array> {
  const p = recordTexts(t);
  const ts = translator(locale, 'tryIt');
  const rows = record.rows ?? [];
  const summary = record.summary ?? {
    total: rows.length,
    clean: 0,
    review: 0,
    high: 0,
    unmatched: 0,
    duplicates: 0,
    decided: 0,
  };
  const r = new PdfReport({
    locale,
    title: p('pdfTitle.batch'),
    subtitle: p('batch.subtitle', { ...summary, hits: record.hits.length }),
    meta: [p('generatedAt', { time: recordTime(record) }), p('notStored'), p('sampleNote')],
  });
  const roleText = (roles: string[]) =>
    roles.map((x) => ts(`screening.roles.${x}`)).join(locale === 'zh-CN' ? '、' : ', ');
  const partyName = (party: NonNullable<RecordHit['party']>) =>
    locale === 'en-US' ? `${party.nameEn} ${party.name}` : party.name;
  const matched = (row: (typeof rows)[number]) =>
    row.match
      ? `${locale === 'en-US' && row.match.nameEn ? `${row.match.nameEn}\n${row.match.name}` : row.match.name}\n${row.match.uscc ?? ''}`
      : ts('screening.table.noMatch');
  const entered = (row: (typeof rows)[number]) =>
    [row.input.name, row.input.uscc, row.input.accepted ? p('batch.accepted', { uscc: row.input.accepted }) : '']
      .filter(Boolean)
      .join('\n');

  // The rows that ask for a decision (the page's `needsDecision`: a verdict other than clean, a flag or a hit).
  const flagged = rows.filter((x) => x.verdict !== 'clean' || x.flags.length > 0 || x.hitCount > 0);
  const decided = rows.filter((x) => x.decision);
  r.section(p('sections.decisions'));
  r.table(
    [
      { label: ts('screening.table.row'), width: 0.6, align: 'right' },
      { label: ts('screening.table.matched'), width: 2.6 },
      { label: ts('screening.table.status'), width: 1 },
      { label: p('outcomeLabel'), width: 1.2 },
      { label: p('reasonLabel'), width: 3.4 },
    ],
    decided.map((x) => [
      String(x.row),
      x.match ? matched(x) : entered(x),
      ts(`screening.summary.${x.verdict}`),
      p(`outcomes.${x.decision!.outcome}`),
      x.decision!.reason,
    ]),
  );
  r.keyValues([
    [p('decidedAt'), recordTime(record)],
    [
      p('batch.decidedLabel'),
      p('batch.decided', {
        decided: summary.decided,
        open: flagged.length - summary.decided,
      }),
    ],
  ]);
  r.paragraph(p('batch.decisionNote'), { muted: true, size: 8.5 });

  r.section(p('sections.inputs'), { flow: true });
  r.keyValues([
    [p('inputs.rows'), String(record.inputs.rows ?? rows.length)],
    [p('inputs.fileName'), record.inputs.fileName ? String(record.inputs.fileName) : p('batch.pasted')],
    [p('inputs.consent'), p('batch.consent')],
    ...(['clean', 'review', 'high', 'unmatched', 'duplicates'] as const).map((k): [string, string] => [
      ts(`screening.summary.${k}`),
      String(summary[k]),
    ]),
  ]);

  methodSection(r, record, t, [
    [
      p('batch.entityMatchLabel'),
      p('batch.entityMatch', {
        confident: Math.round(screeningThresholds.confident * 100),
        candidate: Math.round(screeningThresholds.candidateMin * 100),
      }),
    ],
  ]);

  r.section(p('sections.rows'), { flow: true });
  r.table(
    [
      { label: ts('screening.table.row'), width: 0.6, align: 'right' },
      { label: ts('screening.table.input'), width: 2 },
      { label: ts('screening.table.matched'), width: 2.4 },
      { label: ts('screening.table.score'), width: 0.9, align: 'right' },
      { label: ts('screening.table.status'), width: 0.9 },
      { label: ts('screening.table.flags'), width: 2.4 },
      { label: p('outcomeLabel'), width: 1.1 },
    ],
    flagged
      .slice(0, maxPdfFlaggedRows)
      .map((x) => [
        String(x.row),
        entered(x),
        matched(x),
        x.match ? `${Math.round(x.match.score * 1000) / 10}%` : '—',
        ts(`screening.summary.${x.verdict}`),
        [
          ...x.flags.map((f) => flagLabel(ts, f as Flag)),
          x.hitCount ? p('batch.hitCount', { count: x.hitCount }) : '',
          x.duplicateOf ? ts('screening.duplicateOf', { row: x.duplicateOf }) : '',
        ]
          .filter(Boolean)
          .join(' · '),
        x.decision ? p(`outcomes.${x.decision.outcome}`) : p('batch.notDecided'),
      ]),
    { size: 8.5 },
  );
  if (flagged.length > maxPdfFlaggedRows)
    r.paragraph(p('batch.moreFlaggedRows', { shown: maxPdfFlaggedRows, count: flagged.length - maxPdfFlaggedRows }), {
      muted: true,
    });
  const flaggedRows = new Set(flagged);
  const clean = rows.filter((x) => !flaggedRows.has(x));
  r.paragraph(
    clean.length
      ? p('batch.cleanRows', {
          count: clean.length,
          rows:
            clean
              .slice(0, 200)
              .map((x) => x.row)
              .join(', ') + (clean.length > 200 ? ' …' : ''),
        })
      : p('batch.noCleanRows'),
    { muted: true },
  );

  r.section(p('sections.hits'), { flow: true });
  if (record.hits.length === 0) {
    r.paragraph(p('noHits', { threshold: record.method.threshold }));
    return r.finish();
  }
  r.table(
    [
      { label: ts('screening.table.row'), width: 0.6, align: 'right' },
      { label: ts('screening.listHitParty'), width: 2.2 },
      { label: p('table.entry'), width: 2.6 },
      { label: p('table.band'), width: 1.1 },
      { label: p('table.strength'), width: 0.9, align: 'right' },
      { label: p('table.list'), width: 1.6 },
    ],
    record.hits.map((h) => [
      String(h.row ?? ''),
      h.party ? `${partyName(h.party)}\n${roleText(h.party.roles)}` : h.screenedName,
      `${h.entry.id} ${h.entry.name}\n${h.entry.nameEn}`,
      t(`listScreening.band.${h.band}`),
      String(h.strength),
      `${listName(t, h.list.id)}\n${h.list.version}`,
    ]),
  );
  hitDetails(
    r,
    record,
    t,
    locale,
    (h) =>
      h.party && {
        name: h.party.name,
        source: 'registry',
        zh: h.party.name,
        romanised: h.party.nameEn,
        birthDate: h.components[1]?.id === 'birth' ? (h.components[1].subject ?? null) : null,
      },
    (h) =>
      h.party
        ? p(h.party.ownershipPct === null ? 'batch.party' : 'batch.partyPct', {
            party: partyName(h.party),
            roles: roleText(h.party.roles),
            pct: h.party.ownershipPct ?? 0,
          })
        : '',
  );
  return r.finish();
}
