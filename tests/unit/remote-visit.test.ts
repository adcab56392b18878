import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { companyFacts } from '@/lib/facts';
import { toCsv } from '@/lib/format/csv';
import { getRegistry } from '@/lib/registry';
import { visitChecklist, visitSubject } from '@/lib/remote/checklist';
import { handleChecklist, handleFont } from '@/lib/remote/handler';
import { photoFileName, recordCsvRows, visitLimits, visitRecord, type PhotoEntry } from '@/lib/remote/record';
import { stamp, watermarkLines } from '@/lib/remote/watermark';

const registry = getRegistry();
const labels = { time: 'Time', company: 'Company', item: 'Item', location: 'Location', sample: 'Sample data' };

describe('site-visit checklist from risk signals', () => {
  it('adds the enforcement items with the facts layer count, and the litigation question at ≥ 3 cases as defendant', () => {
    const e = registry.enterprises.find(
      (x) =>
        x.index > 2 &&
        x.enforcement.length + x.dishonest.length > 0 &&
        x.judicial.filter((j) => j.role === 'defendant').length >= 3,
    )!;
    const f = companyFacts(e.ckey, registry);
    const items = visitChecklist(e, registry);
    expect(items.find((i) => i.id === 'enforcementQuestion')?.because).toEqual({
      signal: 'enforcement',
      value: f.enforcement.count + f.dishonest.count,
    });
    expect(items.find((i) => i.id === 'settlementPhoto')?.kind).toBe('photo');
    expect(items.find((i) => i.id === 'litigationQuestion')?.because).toEqual({
      signal: 'litigation',
      value: f.litigation.defendant,
    });
  });

  it('gives a clean, active company only the standard items (none with a reason), ids unique everywhere', () => {
    const clean = registry.enterprises.find((x) => visitChecklist(x, registry).every((i) => !i.because))!;
    expect(clean).toBeDefined();
    expect(
      visitChecklist(clean, registry)
        .map((i) => i.id)
        .slice(0, 3),
    ).toEqual(['signage', 'licence', 'premises']);
    for (const e of registry.enterprises.slice(0, 800)) {
      const ids = visitChecklist(e, registry).map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('asks about a revoked registration and a capital gap, with the figures', () => {
    const revoked = registry.enterprises.find((x) => x.status === 'revoked')!;
    expect(visitChecklist(revoked, registry).find((i) => i.id === 'statusQuestion')?.because).toEqual({
      signal: 'status',
      value: 'revoked',
    });
    const gap = registry.enterprises.find(
      (x) => x.registeredCapital > 0 && x.paidInCapital < x.registeredCapital * 0.5,
    )!;
    expect(visitChecklist(gap, registry).find((i) => i.id === 'capitalQuestion')?.because?.value).toBe(
      Math.round((gap.paidInCapital / gap.registeredCapital) * 100),
    );
  });

  it('states the subject with the facts layer risk score', () => {
    const e = registry.enterprises[10];
    expect(visitSubject(e, registry)).toMatchObject({
      ckey: e.ckey,
      uscc: e.uscc,
      risk: companyFacts(e.ckey, registry).risk,
    });
  });
});

describe('GET /api/remote-visit/checklist and /font', () => {
  it('answers a company, a localized 400 for a malformed ckey and 404 for an unknown one', async () => {
    const e = registry.enterprises[5];
    const ok = handleChecklist(new Request(`http://x/api/remote-visit/checklist?ckey=${e.ckey}`));
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.company).toMatchObject({ name: e.name, uscc: e.uscc });
    expect(body.items.length).toBeGreaterThanOrEqual(5);
    const bad = handleChecklist(new Request('http://x/api/remote-visit/checklist?ckey=<script>&locale=en-US'));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('There is no such company in the sample registry.');
    const unknown = handleChecklist(new Request('http://x/api/remote-visit/checklist?ckey=0000000000&locale=zh-CN'));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('示例企业库中没有这家企业。');
  });

  it('serves the CJK font with an ETag and answers 304 to a matching If-None-Match', async () => {
    const res = handleFont(new Request('http://x/api/remote-visit/font'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/ttf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
    const again = handleFont(
      new Request('http://x/api/remote-visit/font', { headers: { 'if-none-match': res.headers.get('etag')! } }),
    );
    expect(again.status).toBe(304);
  });
});

describe('watermark and visit record', () => {
  it('draws time with offset, company, item, location when allowed, and the sample label', () => {
    const at = new Date(2026, 10, 25, 9, 5, 7);
    const lines = watermarkLines({
      at,
      company: '青禾远航科技有限公司',
      item: '门头与招牌',
      location: { lat: 31.2304, lon: 121.4737, accuracy: 12.4 },
      labels,
    });
    expect(lines[0]).toMatch(/^Time: 2026-11-25 09:05:07 [+-]\d\d:\d\d$/);
    expect(lines.slice(1)).toEqual([
      'Company: 青禾远航科技有限公司',
      'Item: 门头与招牌',
      'Location: 31.23040, 121.47370 (±12 m)',
      'Sample data',
    ]);
    expect(watermarkLines({ at, company: 'A', item: 'B', location: null, labels })).toHaveLength(4);
    expect(stamp(at)).toBe(lines[0].slice(6));
  });

  it('lists photos under their items in checklist order, numbers the files, counts answered questions and cuts long answers', () => {
    const e = registry.enterprises[5];
    const items = visitChecklist(e, registry);
    const photo = (id: string, itemId: string, takenAt: string): PhotoEntry => ({
      id,
      itemId,
      takenAt,
      location: null,
      watermark: ['w'],
    });
    const record = visitRecord({
      company: visitSubject(e, registry),
      locale: 'en-US',
      createdAt: new Date('2026-11-25T09:00:00Z'),
      items,
      answers: { business: 'x'.repeat(visitLimits.answerChars + 50), premises: 'not a question' },
      photos: [
        photo('p3', 'premises', '2026-11-25T08:03:00Z'),
        photo('p1', 'signage', '2026-11-25T08:02:00Z'),
        photo('p2', 'signage', '2026-11-25T08:01:00Z'),
        photo('p9', 'nope', '2026-11-25T08:00:00Z'),
      ],
      title: (i) => `T-${i.id}`,
      because: (i) => (i.because ? `B-${i.because.signal}` : null),
    });
    const signage = record.items.find((i) => i.id === 'signage')!;
    expect(signage.photos.map((p) => [p.id, p.file])).toEqual([
      ['p2', 'photos/01-signage.jpg'],
      ['p1', 'photos/02-signage.jpg'],
    ]);
    expect(record.items.find((i) => i.id === 'premises')!.photos[0].file).toBe(photoFileName(3, 'premises'));
    expect(record.items.find((i) => i.id === 'premises')!.answer).toBeNull();
    expect(record.items.find((i) => i.id === 'business')!.answer).toHaveLength(visitLimits.answerChars);
    expect(record.summary).toEqual({
      questions: items.filter((i) => i.kind === 'question').length,
      answered: 1,
      photos: 3,
    });

    const rows = recordCsvRows(
      record,
      {
        no: '#',
        item: 'Item',
        kind: 'Type',
        because: 'Why',
        answer: 'Answer',
        photos: 'Photos',
        takenAt: 'Taken',
        location: 'Location',
      },
      (k) => k,
    );
    const parsed = Papa.parse<string[]>(toCsv(rows, { bom: false }), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['#', 'Item', 'Type', 'Why', 'Answer', 'Photos', 'Taken', 'Location']);
    expect(parsed).toHaveLength(items.length + 1);
    expect(parsed.find((r) => r[1] === 'T-signage')![5]).toBe('photos/01-signage.jpg; photos/02-signage.jpg');
  });
});

describe('the demo starting company', () => {
  it('is the showcase company whose checklist has the most items raised by risk signals', async () => {
    const { startingCompany } = await import('@/lib/remote/checklist');
    const { ckeys } = await import('@/lib/sample-data/keys');
    const signals = (ckey: string) =>
      visitChecklist(registry.byCkey.get(ckey)!, registry).filter((i) => i.because).length;
    const start = startingCompany(ckeys, registry);
    expect(signals(start)).toBe(Math.max(...ckeys.map(signals)));
    expect(signals(start)).toBeGreaterThan(0);
  });
});
