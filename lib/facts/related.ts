/**
 * Related parties of a registry company as the KYC report lists them and the assessment weighs them (up to five, in
 * this order): its 控股股东 (when the facts layer finds one), other corporate shareholders, 子公司 (controlled) and 参股公司
 * (a stake without control), sister companies (held by the same corporate shareholder) and companies sharing its
 * legal representative. Each carries the related company's risk level **on its own records** (`riskLevelOf` of its
 * model score, which counts its status and court records), so a rating never feeds back into another (no
 * second-degree contagion).
 */
import type { Enterprise, Registry } from '@/lib/registry/types';
import type { RiskLevel } from '@/lib/sample-data/companies';
import type { RelatedPartyRelation } from '@/lib/sample-data/kyc-reports';
import type { OwnershipFacts } from './company';
import { riskLevelOf, riskScoreOf } from './risk';

/** One related party: its ckey, how it is related, and its risk level on its own records. */
export interface RelatedParty {
  id: string;
  relation: RelatedPartyRelation;
  risk: RiskLevel;
}

/** The related parties of `e` (see module doc); `facts` needs only the ownership facts. */
export function relatedPartiesOf(
  e: Enterprise,
  facts: { ownership: Pick<OwnershipFacts, 'controllingShareholder' | 'subsidiaries' | 'investees'> },
  registry: Registry,
): RelatedParty[] {
  const related: RelatedParty[] = [];
  const levelOf = (ckey: string) => {
    const x = registry.byCkey.get(ckey);
    return x ? riskLevelOf(riskScoreOf(x)) : 'low';
  };
  const add = (id: string, relation: RelatedPartyRelation) => {
    if (related.length < 5 && id !== e.ckey && !related.some((r) => r.id === id))
      related.push({ id, relation, risk: levelOf(id) });
  };
  const cs = facts.ownership.controllingShareholder;
  if (cs?.kind === 'enterprise') add(cs.id, 'controllingShareholder');
  for (const h of e.shareholders) if (h.kind === 'enterprise') add(h.id, 'corporateShareholder');
  for (const s of facts.ownership.subsidiaries) add(s.ckey, 'subsidiary');
  for (const s of facts.ownership.investees) add(s.ckey, 'investee');
  for (const h of e.shareholders)
    if (h.kind === 'enterprise') for (const sib of registry.investments.get(h.id) ?? []) add(sib.ckey, 'sisterCompany');
  for (const role of registry.roles.get(e.legalRepId) ?? []) add(role.ckey, 'commonDirector');
  return related;
}
