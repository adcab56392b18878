/**
 * The audit record downloads (issue 39): the same body as the screening it records, plus the reviewer's decision and
 * the file format; the screening is run again from the inputs and the record built for the answer, never stored.
 *
 * `POST /api/kyc-individual/record` — JSON `{ name, idNumber, consent: true, decision: { outcome, reason }, format:
 * "pdf" | "json", locale? }` → the individual KYC's record (ID number masked: first 6 and last 4 characters).
 * `POST /api/screening/names/record` — JSON `{ text, consent: true, decision, format, locale? }` → the name list's
 * record (limits as `POST /api/screening/names`: 500 names).
 * `POST /api/screening/record` — JSON `{ rows, fileName?, decisions: [{ row, outcome, reason }], format, locale? }` →
 * the batch screening's record (`batchScreeningRecord`): the list is screened again as `POST /api/screening` screens
 * it (1–10,000 rows), each row with its verdict, flags and hits (party, role, components) and its decision. A
 * decision may only name a row with a hit or a flag (`needsDecision`), once; 400 `decisionRow` otherwise.
 *
 * `decision.outcome` is `trueMatch`, `falsePositive` or `needsReview`; `decision.reason` 1–1,000 characters (spaces
 * trimmed). Answers: 200 `application/json` (the record of `lib/screening/audit-record.ts`) or `application/pdf`
 * (`lib/pdf/screening-record.ts`) as an attachment, `cache-control: no-store`. Errors as the screening's own (consent,
 * ID number, list), plus 400 `decision` / `reason` / `format`, localized. Nothing is logged.
 */
import type { Locale } from '@/i18n/routing';
import { kycFieldMessages, kycSubject, runKycIndividual } from '@/lib/kyc/handler';
import { kycRecordRequestSchema } from '@/lib/kyc/schemas';
import { screeningRecordPdf } from '@/lib/pdf/screening-record';
import { demoError, readDemoJson } from '@/lib/try-it/demo-request';
import { maxReasonLength, screeningRecord, type ScreeningRecord } from './audit-record';
import { nameListFieldMessages, nameListRecordRequestSchema, nameListRows } from './name-list';
import type { EntitySource } from '@/lib/entities/types';
import { batchRecordRequestSchema, maxScreeningRows } from './handler';
import { needsDecision, screenRows, type ScreeningInput } from './index';
import { companyListHits } from './list-hits';
import { batchScreeningRecord, type RecordDecision } from './audit-record';

const recordMessages = {
  decision: 'listScreening.record.errors.decision',
  format: 'listScreening.record.errors.format',
};

/** The 400 of a reason that is empty once trimmed, or null. */
function reasonProblem(decision: { reason: string }, locale: Locale): Response | null {
  return decision.reason.trim()
    ? null
    : demoError(400, 'reason', locale, {
        key: 'riskDemos.listScreening.record.errors.reason',
        values: { max: maxReasonLength },
      });
}

/** The download's file name before its time stamp: ASCII (`filename`) and, for zh-CN, Chinese (`filename*`). */
const fileBases: Record<ScreeningRecord['recordType'], { en: string; zh: string }> = {
  kycIndividual: { en: 'kyc-record', zh: '个人KYC审计记录' },
  nameList: { en: 'name-screening-record', zh: '姓名筛查审计记录' },
  batch: { en: 'batch-screening-record', zh: '批量筛查审计记录' },
};

/** The record as the requested file. */
async function answer(
  record: ScreeningRecord,
  format: 'pdf' | 'json',
  locale: Locale,
  kyc?: Parameters<typeof screeningRecordPdf>[2],
): Promise<Response> {
  const stamp = record.generatedAt.slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const base = `${fileBases[record.recordType].en}-${stamp}`;
  const local = locale === 'zh-CN' ? `${fileBases[record.recordType].zh}-${stamp}` : base;
  const body = format === 'pdf' ? await screeningRecordPdf(record, locale, kyc) : JSON.stringify(record, null, 2);
  return new Response(body as BodyInit, {
    status: 200,
    headers: {
      'content-type': format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${base}.${format}"; filename*=UTF-8''${encodeURIComponent(`${local}.${format}`)}`,
      'cache-control': 'no-store',
    },
  });
}

/** `POST /api/kyc-individual/record`. */
export async function handleKycRecord(request: Request, now: Date = new Date()): Promise<Response> {
  const parsed = await readDemoJson(request, kycRecordRequestSchema, {
    fieldMessages: { ...kycFieldMessages, ...recordMessages },
  });
  if (!parsed.ok) return parsed.response;
  const { data, locale } = parsed;
  const subject = kycSubject(data, locale);
  if (!subject.ok) return subject.response;
  const bad = reasonProblem(data.decision, locale);
  if (bad) return bad;
  const { screening, ...kyc } = runKycIndividual(subject.personId, data.name, locale);
  const record = screeningRecord(
    'kycIndividual',
    { name: data.name.trim(), idNumber: data.idNumber },
    screening.hits,
    data.decision,
    now,
    screening.subjects,
  );
  return answer(record, data.format, locale, kyc);
}

/** `POST /api/screening/names/record`. */
export async function handleNameListRecord(request: Request, now: Date = new Date()): Promise<Response> {
  const parsed = await readDemoJson(request, nameListRecordRequestSchema, {
    fieldMessages: { ...nameListFieldMessages, ...recordMessages },
  });
  if (!parsed.ok) return parsed.response;
  const { data, locale } = parsed;
  const read = nameListRows(data, locale);
  if (!read.ok) return read.response;
  const bad = reasonProblem(data.decision, locale);
  if (bad) return bad;
  const rows = read.rows;
  const record = screeningRecord(
    'nameList',
    { names: rows.length, withHits: rows.filter((x) => x.hits.length > 0).length },
    rows.flatMap((x) => x.hits.map((h) => ({ ...h, line: x.line }))),
    data.decision,
    now,
    rows.map((x) => ({ ...x.subject, line: x.line })),
  );
  return answer(record, data.format, locale);
}

/** `POST /api/screening/record` (see module doc). */
export async function handleBatchRecord(
  request: Request,
  deps: { entities: EntitySource },
  now: Date = new Date(),
): Promise<Response> {
  const parsed = await readDemoJson(request, batchRecordRequestSchema, {
    lines: 'rows',
    maxRows: maxScreeningRows,
    fieldMessages: { ...recordMessages, decisions: 'listScreening.record.errors.decisions' },
  });
  if (!parsed.ok) return parsed.response;
  const { data, locale } = parsed;
  const { results, summary } = screenRows(data.rows as ScreeningInput[], deps.entities);
  const decisions = new Map<number, RecordDecision>();
  for (const d of data.decisions) {
    const result = results[d.row - 1];
    if (!result || !needsDecision(result) || decisions.has(d.row))
      return demoError(400, 'decisionRow', locale, {
        key: 'riskDemos.listScreening.record.errors.decisionRow',
        values: { row: d.row, rows: results.length },
      });
    if (!d.reason.trim())
      return demoError(400, 'reason', locale, {
        key: 'riskDemos.listScreening.record.errors.rowReason',
        values: { row: d.row, max: maxReasonLength },
      });
    decisions.set(d.row, { outcome: d.outcome, reason: d.reason });
  }
  const record = batchScreeningRecord(
    { rows: results.length, fileName: data.fileName?.trim() || null },
    results,
    summary,
    companyListHits,
    decisions,
    now,
  );
  return answer(record, data.format, locale);
}
