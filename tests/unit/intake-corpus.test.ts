import { describe, expect, it } from 'vitest';
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
