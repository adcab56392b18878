import { describe, expect, it } from 'vitest';
import { handleScreeningFile } from '@/lib/screening/handler';
import { readAll, readForMonitoring, readForScreening, readStatement } from '../corpus/evaluate';
import { ledgerLayouts, statementLayouts } from '../corpus/intake-layouts';

/**
 * The intake corpus (tests/corpus): 33 lessee-ledger layouts and 6 bank-statement layouts, each read through every
 * demo that takes such files exactly as a person would read it (issue 40).
 */
describe('intake corpus', async () => {
  const ledgers = await ledgerLayouts();
  const statements = await statementLayouts();

  it('has at least 30 ledger layouts', () => {
    expect(ledgers.length).toBeGreaterThanOrEqual(30);
  });

  it('batch screening screens every company of every ledger and nothing else (no title, 序号 or 合计)', async () => {
    const wrong = (await readAll(ledgers, readForScreening)).filter((r) => !r.ok);
    expect(wrong).toEqual([]);
  });

  it('monitoring recognises every registry company of every ledger; only the unknown name is unconfirmed', async () => {
    const wrong = (await readAll(ledgers, readForMonitoring)).filter((r) => !r.ok);
    expect(wrong).toEqual([]);
  });

  it('statement analysis reads every transaction of every statement layout, totals and headers left out', async () => {
    const wrong = (await readAll(statements, readStatement)).filter((r) => !r.ok);
    expect(wrong).toEqual([]);
  });
});

describe('the mapping step’s corrections are checked', () => {
  const post = async (fields: Record<string, string>) => {
    const form = new FormData();
    form.set('file', new File(['标题\n企业名称,备注\n青岑冷链,\n'], 'a.csv'));
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const res = await handleScreeningFile(new Request('http://x/api/screening/file', { method: 'POST', body: form }));
    return { status: res.status, body: await res.json() };
  };

  it('a header row outside the file, or past the scanned rows, is a 400, never a 500', async () => {
    expect((await post({ headerRow: '7' })).status).toBe(400);
    expect((await post({ headerRow: '99' })).status).toBe(400);
    expect(
      (await post({ columns: JSON.stringify({ name: 0, uscc: null, hasHeader: true, headerRow: 5000 }) })).status,
    ).toBe(400);
    expect(
      (await post({ columns: JSON.stringify({ name: 0, uscc: null, hasHeader: true, exposure: 40 }) })).status,
    ).toBe(400);
  });

  it('the visitor’s header row is used: the title row as header makes the real header a data line', async () => {
    const { status, body } = await post({ headerRow: '0' });
    expect(status).toBe(200);
    expect(body.columns.headerRow).toBe(0);
    expect(body.headerCandidates.map((c: { line: number }) => c.line)).toEqual([1, 2, 3]);
  });

  it('a sheet name that does not exist (or is 10,000 characters) reads the default sheet', async () => {
    const { status } = await post({ sheet: 'x'.repeat(10_000) });
    expect(status).toBe(200);
  });
});
