import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { chinaTime, maskIdNumber, screeningRecord, screeningRecordSchema } from '@/lib/screening/audit-record';
import { formulaLine, sideBySideRows } from '@/lib/screening/hit-explained';
import { handleKycRecord, handleNameListRecord } from '@/lib/screening/record-handler';
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
