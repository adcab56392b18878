import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import {
  batchScreeningRecord,
  chinaTime,
  maskIdNumber,
  screeningRecord,
  screeningRecordSchema,
} from '@/lib/screening/audit-record';
import { entitySource } from '@/lib/entities';
import { maxPdfFlaggedRows } from '@/lib/pdf/screening-record';
import { getRegistry } from '@/lib/registry';
import { maxBatchDecisions } from '@/lib/screening/handler';
import { pdfPages } from './pdf-text';
import { needsDecision, screenRows } from '@/lib/screening';
import { companyListHits } from '@/lib/screening/list-hits';
import { formulaLine, sideBySideRows } from '@/lib/screening/hit-explained';
import { handleBatchRecord, handleKycRecord, handleNameListRecord } from '@/lib/screening/record-handler';
import { screenName } from '@/lib/screening/name-screening';

describe('screening audit record', () => {
  it('masks the ID number, states list versions, hits with components, threshold, China time and the decision', () => {
    const hits = screenName({ kind: 'person', name: '王泽洋', source: 'entered', birthYear: 1996 });
    const r = screeningRecord(
      'kycIndividual',
      { name: '王泽洋', idNumber: '003324199606072545' },
      hits,
      { outcome: 'falsePositive', reason: ' 出生日期与名单不符 ' },
      new Date('2026-11-28T09:00:00Z'),
    );
    expect(JSON.stringify(r)).not.toContain('003324199606072545');
    expect(r.inputs.idNumber).toBe(maskIdNumber('003324199606072545'));
    expect(r.inputs.idNumber).toBe('003324********2545');
    expect(r.generatedAt).toBe('2026-11-28T17:00:00+08:00');
    expect(chinaTime(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T04:00:00+08:00');
    expect(r.lists.map((l) => l.id)).toEqual(['hx-pep', 'hx-sanctions']);
    expect(r.method.threshold).toBe(70);
    expect(r.decision).toEqual({ outcome: 'falsePositive', reason: '出生日期与名单不符' });
    for (const h of r.hits) expect(h.components.length).toBe(2);
  });
});

describe('POST /api/kyc-individual/record and /api/screening/names/record', () => {
  const post = (handler: (r: Request, now?: Date) => Promise<Response>, body: unknown) =>
    handler(
      new Request('http://x/api/record', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      new Date('2026-11-28T09:30:00Z'),
    );
  const kyc = { name: 'Zeyang Wang', idNumber: '003324199606072545', consent: true, locale: 'en-US' };
  const decision = { outcome: 'falsePositive', reason: 'Birth date differs from the entry.' };

  it('a KYC record as JSON: masked number, both names screened, hits with components, the decision; never the number', async () => {
    const res = await post(handleKycRecord, { ...kyc, decision, format: 'json' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kyc-record-20261128-173000\.json"/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).not.toContain('003324199606072545');
    const record = screeningRecordSchema.parse(JSON.parse(text));
    expect(record.inputs).toEqual({ name: 'Zeyang Wang', idNumber: '003324********2545' });
    expect(record.subjects.map((s) => [s.name, s.source])).toEqual([
      ['Zeyang Wang', 'entered'],
      ['王泽洋', 'idNumber'],
    ]);
    expect(record.hits.map((h) => [h.entry.id, h.nameSource, h.strength])).toEqual([
      ['W-0002', 'idNumber', 100],
      ['W-0002', 'entered', 92],
    ]);
    expect(record.hits[1].components.map((c) => c.points)).toEqual([72, 20]);
    expect(record).toMatchObject({ generatedAt: '2026-11-28T17:30:00+08:00', decision, method: { threshold: 70 } });
  });

  it('the same record as a PDF; a name list’s record numbers each hit with its line', async () => {
    const pdf = await post(handleKycRecord, { ...kyc, decision, format: 'pdf' });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const list = await post(handleNameListRecord, {
      text: '张三丰, 1950\n\n王泽洋, 1996',
      consent: true,
      decision: { outcome: 'trueMatch', reason: '同一人' },
      format: 'json',
    });
    const record = screeningRecordSchema.parse(await list.json());
    expect(record.subjects.map((s) => s.line)).toEqual([1, 3]);
    expect(record.hits.find((h) => h.entry.id === 'W-0002')).toMatchObject({ line: 3, strength: 100 });
  });

  it('refuses a missing reason, an unknown decision or format, and the screening’s own refusals, localized', async () => {
    const blank = await post(handleKycRecord, {
      ...kyc,
      decision: { outcome: 'trueMatch', reason: '  ' },
      format: 'pdf',
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: 'reason', message: expect.stringContaining('reason') });
    for (const bad of [
      { ...kyc, decision: { outcome: 'maybe', reason: 'x' }, format: 'pdf' },
      { ...kyc, decision: { outcome: 'trueMatch', reason: 'x'.repeat(1001) }, format: 'pdf' },
      { ...kyc, decision, format: 'docx' },
    ])
      expect((await post(handleKycRecord, bad)).status).toBe(400);
    expect((await post(handleKycRecord, { ...kyc, consent: false, decision, format: 'pdf' })).status).toBe(400);
    expect(
      (await post(handleKycRecord, { ...kyc, idNumber: '11010519491231002X', decision, format: 'pdf' })).status,
    ).toBe(404);
    const zh = await post(handleNameListRecord, { text: '', consent: true, decision, format: 'json', locale: 'zh-CN' });
    expect(((await zh.json()) as { message: string }).message).toContain('每行一人');
  });

  it('the side-by-side view does not mark word order as a difference', () => {
    const [hit] = screenName({ kind: 'person', name: 'Zeyang Wang', source: 'entered', birthYear: 1996 });
    const t = translator('en-US', 'riskDemos');
    const rows = sideBySideRows(hit, { romanised: 'Zeyang Wang', birthYear: 1996 }, t, 'en-US');
    expect(rows.find((r) => r.label === 'Romanisation')).toMatchObject({ differs: false });
    expect(formulaLine(hit, t)).toBe('92 = name 0.9 × 0.8 + birth 1 × 0.2 (× 100, rounded; threshold 70)');
  });
});

describe('batch screening record (POST /api/screening/record)', () => {
  const now = new Date('2026-11-28T16:30:00Z');
  const post = (body: unknown) =>
    handleBatchRecord(
      new Request('http://x/api/screening/record', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { entities: entitySource },
      now,
    );
  // A PEP hit through the legal representative (row 1), an unmatched name (2), a clean company (3), and a sole
  // trader's ID number typed in the USCC column (4).
  const rows = [
    { name: '西安听涛韬略' },
    { name: '南浔织梦丝绸有限公司' },
    { name: 'PENGSHAN ZHIHE PACKAGING MATERIALS CO., LTD.' },
    { name: '王泽洋 003324199606072545', uscc: '003324199606072545' },
  ];
  const decisions = [
    { row: 1, outcome: 'falsePositive', reason: ' 出生日期相差 7 年，非同一人。 ' },
    { row: 2, outcome: 'needsReview', reason: 'Not in the registry: ask for the USCC.' },
  ];

  it('the builder: every row with its verdict and decision, hits with party, role and components, China time, IDs masked', () => {
    const { results, summary } = screenRows(rows, entitySource);
    const record = batchScreeningRecord(
      { rows: rows.length, fileName: 'borrowers.xlsx' },
      results,
      summary,
      companyListHits,
      new Map([[1, { outcome: 'trueMatch' as const, reason: '  同一人 ' }]]),
      now,
    );
    screeningRecordSchema.parse(record);
    expect(record).toMatchObject({
      recordType: 'batch',
      generatedAt: '2026-11-29T00:30:00+08:00',
      timeZone: 'Asia/Shanghai',
      inputs: { rows: 4, fileName: 'borrowers.xlsx', consent: 'notRequired' },
      summary: { total: 4, decided: 1 },
    });
    expect(record.rows!.map((r) => [r.row, r.verdict, r.decision?.outcome ?? null])).toEqual(
      results.map((r) => [r.row, r.verdict, r.row === 1 ? 'trueMatch' : null]),
    );
    expect(record.rows![0].decision).toEqual({ outcome: 'trueMatch', reason: '同一人' });
    // The ID number is masked wherever it was typed; a USCC stays whole.
    expect(JSON.stringify(record)).not.toContain('003324199606072545');
    expect(record.rows![3].input).toEqual({ name: '王泽洋 003324********2545', uscc: '003324********2545' });
    expect(record.rows![0].match?.uscc).toMatch(/^[0-9A-Z]{18}$/);
    // Every hit of the row's company and key persons, as the list-hits layer computes them, with party and role.
    const expected = companyListHits(results[0].ckey!);
    expect(expected.length).toBeGreaterThan(0);
    expect(record.hits.map((h) => [h.row, h.entry.id, h.strength, h.party?.roles])).toEqual(
      expected.map((h) => [1, h.entry.id, h.strength, h.party.roles]),
    );
    for (const h of record.hits) {
      expect(h.components.map((c) => c.id)).toEqual(['name', h.entry.kind === 'person' ? 'birth' : 'identifier']);
      expect(Math.round(h.components.reduce((s, c) => s + c.points, 0))).toBe(h.strength);
      expect(h).toMatchObject({ threshold: 70, band: expect.stringMatching(/^(exact|strong|possible)$/) });
    }
    expect(() =>
      batchScreeningRecord(
        { rows: 4, fileName: null },
        results,
        summary,
        companyListHits,
        new Map([[9, decisions[0] as never]]),
      ),
    ).toThrow();
  });

  it('the endpoint screens the rows again: JSON with the page’s verdicts, a PDF; hits sent by the client are refused', async () => {
    const res = await post({ rows, fileName: null, decisions, format: 'json', locale: 'en-US' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="batch-screening-record-20261129-003000\.json"/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const record = screeningRecordSchema.parse(await res.json());
    const { results } = screenRows(rows, entitySource);
    expect(record.rows!.map((r) => [r.verdict, r.flags.map((f) => f.code), r.match?.ckey ?? null])).toEqual(
      results.map((r) => [r.verdict, r.flags.map((f) => f.code), r.ckey]),
    );
    expect(record.rows![0].decision).toEqual({ outcome: 'falsePositive', reason: '出生日期相差 7 年，非同一人。' });
    expect(record.inputs.fileName).toBeNull();
    const pdf = await post({ rows, decisions, format: 'pdf', locale: 'zh-CN' });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const forged = await post({
      rows: [{ name: '西安听涛韬略', listHits: [{ entryId: 'W-0001', strength: 100 }] }],
      decisions,
      format: 'json',
    });
    expect(forged.status).toBe(400);
  });

  it('refuses malformed input with a localized 400, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ rows, decisions: [], format: 'json' }, 'invalid'],
      [{ rows, format: 'json' }, 'invalid'],
      [{ rows: [], decisions, format: 'json' }, 'empty'],
      [{ rows, decisions: [{ row: 3, outcome: 'trueMatch', reason: 'clean row' }], format: 'json' }, 'decisionRow'],
      [{ rows, decisions: [{ row: 5, outcome: 'trueMatch', reason: 'no such row' }], format: 'json' }, 'decisionRow'],
      [{ rows, decisions: [decisions[0], decisions[0]], format: 'json' }, 'decisionRow'],
      [{ rows, decisions: [{ row: 1, outcome: 'trueMatch', reason: '   ' }], format: 'json' }, 'reason'],
      [{ rows, decisions: [{ row: 1, outcome: 'maybe', reason: 'x' }], format: 'json' }, 'invalid'],
      [{ rows, decisions: [{ row: 1, outcome: 'trueMatch', reason: 'x'.repeat(1001) }], format: 'json' }, 'invalid'],
      [{ rows, decisions, format: 'docx' }, 'invalid'],
      [{ rows, decisions, fileName: 'x'.repeat(256), format: 'json' }, 'invalid'],
      [{ rows: Array.from({ length: 10_001 }, () => ({ name: 'x' })), decisions, format: 'json' }, 'tooManyRows'],
      [
        { rows, decisions: Array.from({ length: maxBatchDecisions + 1 }, () => decisions[0]), format: 'json' },
        'invalid',
      ],
    ];
    for (const [body, error] of cases) {
      const res = await post({ locale: 'zh-CN', ...(body as object) });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await res.json()).toMatchObject({ error, message: expect.stringMatching(/\p{Script=Han}/u) });
    }
    const en = await post({
      rows,
      decisions: [{ row: 1, outcome: 'trueMatch', reason: '' }],
      format: 'pdf',
      locale: 'en-US',
    });
    expect(((await en.json()) as { message: string }).message).toBe(
      'Give the reason for the decision on row 1 (at most 1000 characters).',
    );
  });

  it('a list that flags more rows than the PDF lists: every decision printed, the rest named as in the JSON', async () => {
    // Registry names: most carry a flag or a hit, so 700 rows flag more than the PDF's row table holds.
    const many = getRegistry()
      .enterprises.slice(0, 700)
      .map((e) => ({ name: e.name }));
    const { results } = screenRows(many, entitySource);
    const flagged = results.filter(needsDecision);
    expect(flagged.length).toBeGreaterThan(maxPdfFlaggedRows);
    const last = flagged[flagged.length - 1].row;
    const body = {
      rows: many,
      decisions: [{ row: last, outcome: 'falsePositive', reason: 'Different company: USCC checked.' }],
      locale: 'en-US',
    };
    const json = screeningRecordSchema.parse(await (await post({ ...body, format: 'json' })).json());
    expect(json.rows!.filter((r) => r.decision)).toHaveLength(1);
    const pdf = await post({ ...body, format: 'pdf' });
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Different company: USCC checked.');
    expect(text).toContain(
      `The table shows the first ${maxPdfFlaggedRows} rows that need a decision; ${flagged.length - maxPdfFlaggedRows} more rows are in the JSON record`,
    );
  });
});
