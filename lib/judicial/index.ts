/**
 * Litigation search (pure over the registry): a company's court cases, enforcement (被执行人), dishonest-debtor
 * (失信被执行人) and consumption-restriction (限制消费) entries as rows, each citing its record (`<ckey>/<id>`), and a
 * summary — open exposure as defendant, counts by case kind and by year. For a person: their roles in registry
 * companies (legal representative, officer, shareholder with %, UBO), the restrictions naming them, and the records
 * of every company they represent or control. Amounts in yuan.
 */
import { companyFacts } from '@/lib/facts';
import { getRegistry, uboOf } from '@/lib/registry';
import { consumptionRestrictions } from '@/lib/registry/restrictions';
import type { CaseCause, CaseKind, CourtCase, Enterprise, Person, Registry } from '@/lib/registry/types';

export type RowType = 'case' | 'enforcement' | 'dishonest' | 'restriction';

export interface LitigationRow {
  /** `<ckey>/<record id>`. */
  id: string;
  type: RowType;
  date: string;
  ckey: string;
  role: 'plaintiff' | 'defendant';
  caseKind?: CaseKind;
  cause?: CaseCause;
  amount: number;
  /** Cases: pending/closed/settled/ongoing; enforcement: performed share; others: in force. */
  status: CourtCase['status'] | 'inForce';
  performedPct?: number;
  court?: CourtCase['court'];
}

export interface LitigationSummary {
  cases: number;
  asDefendant: number;
  asPlaintiff: number;
  enforcement: number;
  dishonest: number;
  restrictions: number;
  /** Claims as defendant in cases not closed or settled, plus unperformed enforcement (`companyFacts().exposure.total`). */
  openExposureDefendant: number;
  byKind: Record<CaseKind, number>;
  byYear: { year: string; count: number }[];
}

/** Every litigation row of a company, newest first. */
export function litigationRows(e: Enterprise): LitigationRow[] {
  const rows: LitigationRow[] = [];
  for (const j of e.judicial)
    rows.push({
      id: `${e.ckey}/${j.id}`,
      type: 'case',
      date: j.date,
      ckey: e.ckey,
      role: j.role,
      caseKind: j.kind,
      cause: j.cause,
      amount: j.amount,
      status: j.status,
      court: j.court,
    });
  for (const x of e.enforcement)
    rows.push({
      id: `${e.ckey}/${x.id}`,
      type: 'enforcement',
      date: x.date,
      ckey: e.ckey,
      role: 'defendant',
      amount: x.amount,
      status: x.performedPct >= 100 ? 'closed' : 'ongoing',
      performedPct: x.performedPct,
    });
  for (const d of e.dishonest)
    rows.push({
      id: `${e.ckey}/${d.id}`,
      type: 'dishonest',
      date: d.date,
      ckey: e.ckey,
      role: 'defendant',
      amount: d.amount,
      status: 'inForce',
    });
  for (const c of consumptionRestrictions(e))
    rows.push({
      id: `${e.ckey}/${c.id}`,
      type: 'restriction',
      date: c.date,
      ckey: e.ckey,
      role: 'defendant',
      amount: c.amount,
      status: 'inForce',
    });
  return rows.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/**
 * The summary of a company's litigation rows (see `LitigationSummary`): every count and the open exposure are the
 * facts layer's (`companyFacts`: `litigation`, `exposure`, `cases`), so the figures match the profile, KYC and
 * decision flow of the same company.
 */
export function litigationSummary(e: Enterprise, registry: Registry = getRegistry()): LitigationSummary {
  const f = companyFacts(e.ckey, registry);
  return {
    cases: f.litigation.total,
    asDefendant: f.litigation.defendant,
    asPlaintiff: f.cases.asPlaintiff,
    enforcement: f.enforcement.count,
    dishonest: f.dishonest.count,
    restrictions: consumptionRestrictions(e).length,
    openExposureDefendant: f.exposure.total,
    byKind: { ...f.cases.byKind },
    byYear: f.cases.byYear.map((y) => ({ ...y })),
  };
}

export type PersonRole = 'legalRep' | 'officer' | 'shareholder' | 'ubo';

export interface PersonCompany {
  ckey: string;
  roles: { role: PersonRole; detail?: string; pct?: number }[];
  /** Represents (legal representative) or controls (UBO, or ≥ 50 % shareholder): their records are shown. */
  representsOrControls: boolean;
}

/** The companies a person is tied to, with their roles; those they represent or control first. */
export function personCompanies(personId: string, registry: Registry): PersonCompany[] {
  const map = new Map<string, PersonCompany>();
  const get = (ckey: string) => {
    let c = map.get(ckey);
    if (!c) map.set(ckey, (c = { ckey, roles: [], representsOrControls: false }));
    return c;
  };
  for (const r of registry.roles.get(personId) ?? []) get(r.ckey).roles.push({ role: 'officer', detail: r.role });
  for (const h of registry.investments.get(personId) ?? []) {
    const c = get(h.ckey);
    c.roles.push({ role: 'shareholder', pct: h.pct });
    if (h.pct >= 50) c.representsOrControls = true;
  }
  for (const e of registry.enterprises) {
    if (e.legalRepId === personId) {
      const c = get(e.ckey);
      c.roles.unshift({ role: 'legalRep' });
      c.representsOrControls = true;
    }
  }
  for (const c of map.values()) {
    const ubo = uboOf(c.ckey, registry).find((u) => u.personId === personId);
    if (ubo) {
      c.roles.push({ role: 'ubo', pct: ubo.pct });
      c.representsOrControls = true;
    }
  }
  return [...map.values()].sort(
    (a, b) => Number(b.representsOrControls) - Number(a.representsOrControls) || a.ckey.localeCompare(b.ckey),
  );
}

/** People whose name (Chinese or English, case and spaces ignored) equals the query, at most `limit`. */
export function findPersons(query: string, registry: Registry, limit = 20): Person[] {
  const q = query.replace(/\s+/g, '').toLowerCase();
  if (!q) return [];
  const out: Person[] = [];
  for (const p of registry.persons.values()) {
    if (p.name === q || p.nameEn.replace(/\s+/g, '').toLowerCase() === q) out.push(p);
    if (out.length >= limit) break;
  }
  return out;
}
