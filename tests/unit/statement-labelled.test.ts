import { describe, expect, it } from 'vitest';
import { registrySource } from '@/lib/entities/registry-source';
import { analyzeStatementFile } from '@/lib/statements';
import { labelledStatements, scoreAlerts, txKey } from '@/lib/statements/labelled-set';

/**
 * The labelled statements of issue 40 (lib/statements/labelled-set.ts): every alert an analyst would raise is raised,
 * citing its transactions, and nothing else is. `npm run bench:statements` prints the same as precision and recall.
 */
describe('labelled statements', () => {
  const set = labelledStatements();

  it('has at least 10 statements, the sale-and-leaseback lessee among them, and is deterministic', () => {
    expect(set.length).toBeGreaterThanOrEqual(10);
    expect(set.map((s) => s.id)).toContain('lessee-leaseback');
    expect(labelledStatements()[0].bytes).toEqual(set[0].bytes);
  });

  it.each(set.map((s) => [s.id, s] as const))('%s: alerts match the labels', async (_id, s) => {
    const r = await analyzeStatementFile(
      { bytes: s.bytes, fileName: s.fileName, related: s.listedRelated },
      registrySource,
    );
    if (r.kind !== 'analysis') throw new Error('needs mapping');
    const tx = r.analysis.transactions;
    const alerts = r.analysis.anomalies.map((a) => ({ kind: a.kind, keys: a.rows.map((row) => txKey(tx[row])) }));
    const score = scoreAlerts(alerts, s.labels);
    expect({ falseAlerts: score.falseAlerts, missed: score.missed }).toEqual({ falseAlerts: [], missed: [] });
  });

  it('lessee-leaseback: the lessor’s ¥20m is financing, not income; the ¥350,000 rent is recurring', async () => {
    const s = set.find((x) => x.id === 'lessee-leaseback')!;
    const r = await analyzeStatementFile({ bytes: s.bytes, fileName: s.fileName }, registrySource);
    if (r.kind !== 'analysis') throw new Error('needs mapping');
    const a = r.analysis;
    expect(r.warnings.map((w) => w.code)).toContain('legacyEncoding');
    expect(a.income.financing).toBe(2_000_000_000);
    expect(a.largestCustomer?.name).not.toMatch(/租赁/);
    expect(a.counterparties[0].name).toBe('苏州衡屿融资租赁有限公司');
    expect(a.recurring.find((x) => x.amount === 35_000_000)).toMatchObject({ category: 'rent' });
    expect(a.recurring.find((x) => x.amount === 35_000_000)?.rows).toHaveLength(6);
  });
});
