/**
 * The records besides court cases that every company surface lists (issue 38): enforcement entries (被执行), dishonest-
 * debtor entries (失信), consumption restrictions (限制消费), equity freezes (股权冻结) dated up to `factsAsOf`, and
 * guarantees given and received (对外担保 / 接受担保). Counted once here; the company page, the KYC report, the 360° view
 * and the AI reports render these rows, each citing its record (`section` + `<ckey>/<id>`, guarantees by their own
 * id `<guarantor>/g<n>`). Chattel mortgages and equity pledges are not modelled by the sample registry.
 */
import { equityFreezes } from '@/lib/registry/changes';
import { guaranteesOf } from '@/lib/registry/guarantees';
import { consumptionRestrictions } from '@/lib/registry/restrictions';
import type { Enterprise, Registry } from '@/lib/registry/types';
import { factsAsOf } from './as-of';

export type RecordKind =
  'enforcement' | 'dishonest' | 'restriction' | 'equityFreeze' | 'guaranteeGiven' | 'guaranteeReceived';

/** One record row: kind, date, amount (CNY), the citation and what its detail names. */
export interface RecordRow {
  kind: RecordKind;
  date: string;
  amount: number;
  section: 'enforcement' | 'dishonest' | 'restrictions' | 'equityFreezes' | 'guarantees';
  recordId: string;
  /** Enforcement: performed share; freeze: share of the capital frozen (0–100). */
  pct?: number;
  /** Restriction: the person restricted; freeze: the holder; guarantee: the other company. */
  party?: { kind: 'person' | 'enterprise'; id: string };
  /** Guarantee: group / chain / circle; dishonest: the reason. */
  note?: string;
}

export interface RecordFacts {
  rows: RecordRow[];
  counts: Record<RecordKind, number>;
}

/** The company's other records, newest first, with counts by kind (see module doc). */
export function recordFacts(e: Enterprise, registry: Registry): RecordFacts {
  const { ckey } = e;
  const rows: RecordRow[] = [];
  for (const x of e.enforcement)
    rows.push({
      kind: 'enforcement',
      date: x.date,
      amount: x.amount,
      section: 'enforcement',
      recordId: `${ckey}/${x.id}`,
      pct: x.performedPct,
    });
  for (const d of e.dishonest)
    rows.push({
      kind: 'dishonest',
      date: d.date,
      amount: d.amount,
      section: 'dishonest',
      recordId: `${ckey}/${d.id}`,
      note: d.reason,
    });
  for (const r of consumptionRestrictions(e))
    rows.push({
      kind: 'restriction',
      date: r.date,
      amount: r.amount,
      section: 'restrictions',
      recordId: `${ckey}/${r.id}`,
      party: { kind: 'person', id: r.personId },
    });
  for (const f of equityFreezes(e))
    if (f.date <= factsAsOf)
      rows.push({
        kind: 'equityFreeze',
        date: f.date,
        amount: f.amount,
        section: 'equityFreezes',
        recordId: `${ckey}/${f.id}`,
        pct: f.pct,
        party: { kind: f.holderKind, id: f.holderId },
      });
  for (const g of guaranteesOf(ckey, registry))
    if (g.date <= factsAsOf)
      rows.push({
        kind: g.guarantor === ckey ? 'guaranteeGiven' : 'guaranteeReceived',
        date: g.date,
        amount: g.amount,
        section: 'guarantees',
        recordId: g.id,
        party: { kind: 'enterprise', id: g.guarantor === ckey ? g.debtor : g.guarantor },
        note: g.kind,
      });
  rows.sort((a, b) => b.date.localeCompare(a.date) || a.recordId.localeCompare(b.recordId));
  const counts: Record<RecordKind, number> = {
    enforcement: 0,
    dishonest: 0,
    restriction: 0,
    equityFreeze: 0,
    guaranteeGiven: 0,
    guaranteeReceived: 0,
  };
  for (const r of rows) counts[r.kind] += 1;
  return { rows, counts };
}
