/**
 * A registry coherent in time (issue 38): over all 5,200 companies, no record is dated before the company was founded
 * or after the snapshot; a deregistered (注销) company holds nothing dated after its deregistration; a revoked (吊销)
 * company may still be sued, enforced against and listed as a dishonest debtor after its revocation, but trades no
 * more (no news, branches, registration changes, guarantees or settlement flows after it); statements exist only for
 * the years a company existed at year-end. Prints the companies and records checked and the violations (none).
 */
import { describe, expect, it } from 'vitest';
import { statementFacts } from '@/lib/facts';
import { getRegistry } from '@/lib/registry';
import { registrationChanges, equityFreezes, statusDateOf } from '@/lib/registry/changes';
import { guaranteesOf } from '@/lib/registry/guarantees';
import { placeInLife } from '@/lib/registry/life';
import { companyFiguresOf } from '@/lib/registry/profile';
import { consumptionRestrictions } from '@/lib/registry/restrictions';
import type { Enterprise } from '@/lib/registry/types';

const asOf = '2026-11-20';
const registry = getRegistry();

/** Every dated record of a company, with whether a revoked company may carry it after its revocation (court records). */
function datedRecords(e: Enterprise): { what: string; date: string; courtRecord: boolean }[] {
  const out: { what: string; date: string; courtRecord: boolean }[] = [];
  const add = (what: string, date: string, courtRecord = false) => out.push({ what, date, courtRecord });
  for (const j of e.judicial) add(`judicial ${j.id}`, j.date, true);
  for (const x of e.enforcement) add(`enforcement ${x.id}`, x.date, true);
  for (const d of e.dishonest) add(`dishonest ${d.id}`, d.date, true);
  for (const c of consumptionRestrictions(e)) add(`restriction ${c.id}`, c.date, true);
  for (const f of equityFreezes(e)) add(`freeze ${f.id}`, f.date, true);
  for (const p of e.penalties) add(`penalty ${p.id}`, p.date);
  for (const n of e.news) add(`news ${n.id}`, n.date);
  for (const b of e.branches) add(`branch ${b.name}`, b.established);
  for (const n of e.formerNames) add(`former name ${n.name}`, n.until);
  for (const c of registrationChanges(e)) add(`change ${c.id} (${c.kind})`, c.date);
  for (const g of guaranteesOf(e.ckey, registry)) add(`guarantee ${g.id}`, g.date);
  return out;
}

describe('registry in time', () => {
  it('dates every record within the company life, for all companies', () => {
    const violations: string[] = [];
    let records = 0;
    for (const e of registry.enterprises) {
      const ended = e.status === 'deregistered' || e.status === 'revoked';
      const end = ended ? statusDateOf(e) : null;
      if (ended && e.statusDate !== end)
        violations.push(`${e.ckey}: status date ${e.statusDate} ≠ status change ${end}`);
      if (end && end < e.established) violations.push(`${e.ckey}: ${e.status} ${end} before founding ${e.established}`);
      for (const r of datedRecords(e)) {
        records++;
        if (r.date < e.established) violations.push(`${e.ckey}: ${r.what} ${r.date} before founding ${e.established}`);
        if (r.date > asOf) violations.push(`${e.ckey}: ${r.what} ${r.date} after the snapshot`);
        if (end && r.date > end && (e.status === 'deregistered' || !r.courtRecord))
          violations.push(`${e.ckey}: ${r.what} ${r.date} after ${e.status} ${end}`);
      }
      // Statements only for the years the company existed at year-end.
      for (const y of statementFacts(e.ckey, registry).years) {
        records++;
        if (`${y.year}-12-31` < e.established) violations.push(`${e.ckey}: statements ${y.year} before founding`);
        if (end && end <= `${y.year}-12-31`)
          violations.push(`${e.ckey}: statements ${y.year} after ${e.status} ${end}`);
      }
      if (end) {
        for (const m of companyFiguresOf(e, registry).customer.monthly) {
          records++;
          if (m.month > end.slice(0, 7) && m.settlement !== 0)
            violations.push(`${e.ckey}: settlement ${m.month} after ${e.status} ${end}`);
        }
      }
    }
    const companies = new Set(violations.map((v) => v.slice(0, 10))).size;
    console.log(
      `registry in time: ${registry.enterprises.length} companies, ${records} dated records checked, ` +
        `${violations.length} violations in ${companies} companies`,
    );
    expect(violations.slice(0, 20)).toEqual([]);
  });

  it('places a drawn date at the same relative point of the company life', () => {
    // A window that does not change keeps the date; a later founding moves it proportionally; an empty window gives ceil.
    expect(placeInLife('2024-06-01', '2023-01-01', '2026-01-01', '2000-01-01', '2026-01-01')).toBe('2024-06-01');
    expect(placeInLife('2024-01-06', '2024-01-01', '2024-01-11', '2024-01-05', '2024-01-11')).toBe('2024-01-08');
    expect(placeInLife('2023-01-01', '2023-01-01', '2026-01-01', '2025-01-01', '2026-01-01')).toBe('2025-01-01');
    expect(placeInLife('2025-03-01', '2024-01-01', '2024-01-01', '2024-05-01', '2024-05-01')).toBe('2024-05-01');
  });
});
