/**
 * The remote site-visit checklist (service remoteDueDiligence) of a registry company: what to photograph and what to
 * ask, generated from its risk signals — the same record fields the profile's risk list and the decision flow read
 * (registration status, shared address, insured staff, court records, paid-in capital) and the financial red flags
 * (lib/financials). Court and risk figures come from the facts layer (`companyFacts`), so the checklist states the
 * same counts as the profile and the KYC report. Every item says why it is there (`because`: the signal and its figure).
 */
import { companyFacts, type CompanyFacts } from '@/lib/facts';
import { analyzeEnterprise } from '@/lib/financials';
import type { Enterprise, Registry } from '@/lib/registry/types';

export type ItemKind = 'photo' | 'question';

export interface ChecklistItem {
  /** Stable id (message key `liveDemos.remote.items.<id>`). */
  id: string;
  kind: ItemKind;
  /** The signal that added it and its figure; absent for the standard items. */
  because?: { signal: string; value: number | string };
}

const std: ChecklistItem[] = [
  { id: 'signage', kind: 'photo' },
  { id: 'licence', kind: 'photo' },
  { id: 'premises', kind: 'photo' },
  { id: 'staff', kind: 'photo' },
  { id: 'business', kind: 'question' },
];

/** Who is visited: identity and the facts layer's risk score, shown above the checklist and in the record. */
export interface VisitSubject {
  ckey: string;
  name: string;
  nameEn: string;
  /** 统一社会信用代码. */
  uscc: string;
  status: Enterprise['status'];
  /** YYYY-MM-DD. */
  established: string;
  risk: CompanyFacts['risk'];
}

/** The visit subject of an enterprise (facts from `companyFacts`). */
export function visitSubject(e: Enterprise, registry: Registry): VisitSubject {
  const f = companyFacts(e.ckey, registry);
  return {
    ckey: e.ckey,
    name: e.name,
    nameEn: e.nameEn,
    uscc: e.uscc,
    status: e.status,
    established: e.established,
    risk: f.risk,
  };
}

/**
 * The checklist of an enterprise: the assessment's hard-rule findings first (`hard<Code>` items citing the rule id),
 * then the standard items, then one or two per risk signal: abnormal registration
 * status, a shared address with shell layers, < 70 % of staff insured, any enforcement or dishonest-debtor entry,
 * ≥ 3 cases as defendant, < 50 % of capital paid in, and the financial red flags receivablesOutpaceRevenue,
 * inventoryBuildUp and ocfBelowProfit. Item ids are unique.
 */
export function visitChecklist(e: Enterprise, registry: Registry): ChecklistItem[] {
  // The assessment's hard-rule findings open the list (one item per rule, in rule order), then the standard items.
  const hard: ChecklistItem[] = [];
  for (const x of companyFacts(e.ckey, registry).assessment.hardFindings) {
    const id = `hard${x.code[0].toUpperCase()}${x.code.slice(1)}`;
    if (!hard.some((i) => i.id === id))
      hard.push({ id, kind: 'question', because: { signal: 'hardRule', value: x.rule } });
  }
  const items = [...hard, ...std];
  if (['C', 'F', 'A', 'B'].includes(e.industry)) items.splice(hard.length + 3, 0, { id: 'inventory', kind: 'photo' });
  // Every figure an item cites is the facts layer's, as the profile, KYC and decision flow state it.
  const f = companyFacts(e.ckey, registry);
  const reg = f.registration;
  if (!reg.operating)
    items.push({ id: 'statusQuestion', kind: 'question', because: { signal: 'status', value: e.status } });
  if (reg.sharedAddressDepth > 0) {
    items.push({
      id: 'sharedAddressPhoto',
      kind: 'photo',
      because: { signal: 'sharedAddress', value: reg.sharedAddressDepth },
    });
    items.push({
      id: 'sharedAddressQuestion',
      kind: 'question',
      because: { signal: 'sharedAddress', value: reg.sharedAddressDepth },
    });
  }
  const insured = Math.round(reg.insuredPct);
  if (insured < 70)
    items.push({ id: 'headcountQuestion', kind: 'question', because: { signal: 'insuredStaff', value: insured } });
  const enforcement = f.dishonest.count + f.enforcement.count;
  if (enforcement > 0) {
    items.push({ id: 'enforcementQuestion', kind: 'question', because: { signal: 'enforcement', value: enforcement } });
    items.push({ id: 'settlementPhoto', kind: 'photo', because: { signal: 'enforcement', value: enforcement } });
  }
  if (f.litigation.defendant >= 3)
    items.push({
      id: 'litigationQuestion',
      kind: 'question',
      because: { signal: 'litigation', value: f.litigation.defendant },
    });
  if (e.registeredCapital > 0 && reg.capitalGap)
    items.push({
      id: 'capitalQuestion',
      kind: 'question',
      because: { signal: 'capitalGap', value: Math.round(reg.paidInPct) },
    });
  for (const flag of analyzeEnterprise(e).redFlags) {
    if (flag.rule === 'receivablesOutpaceRevenue')
      items.push(
        { id: 'receivablesPhoto', kind: 'photo', because: { signal: flag.rule, value: Math.round(flag.measured) } },
        {
          id: 'receivablesQuestion',
          kind: 'question',
          because: { signal: flag.rule, value: Math.round(flag.measured) },
        },
      );
    if (flag.rule === 'inventoryBuildUp' && !items.some((i) => i.id === 'inventory'))
      items.push({ id: 'inventory', kind: 'photo', because: { signal: flag.rule, value: Math.round(flag.measured) } });
    if (flag.rule === 'ocfBelowProfit')
      items.push({ id: 'cashQuestion', kind: 'question', because: { signal: flag.rule, value: flag.years.length } });
  }
  return items;
}

/**
 * The company the demo starts with: of `ckeys` (the showcase companies), the one whose checklist has the most items
 * raised by risk signals (ties: the first), so the first checklist a visitor sees shows why items are there.
 */
export function startingCompany(ckeys: readonly string[], registry: Registry): string {
  let best = ckeys[0];
  let most = -1;
  for (const ckey of ckeys) {
    const e = registry.byCkey.get(ckey);
    const n = e ? visitChecklist(e, registry).filter((i) => i.because).length : -1;
    if (n > most) [best, most] = [ckey, n];
  }
  return best;
}
