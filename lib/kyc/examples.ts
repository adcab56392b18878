/**
 * Sample people offered under the KYC form, chosen from the registry by rule: the first registry person on the
 * fictional PEP / sanctions lists with an exact hit (own name and birth year), the first legal representative of a company with a
 * consumption restriction, and the first other legal representative with no hit and no record in any company they
 * represent (a clean result): three different people.
 */
import { listHitsOf } from '@/lib/facts/list-screening';
import { listSources, screeningLists } from '@/lib/screening/lists';
import { idNumberOf } from '@/lib/registry/person-ids';
import { consumptionRestrictions } from '@/lib/registry/restrictions';
import type { Registry } from '@/lib/registry/types';
import { localName } from '@/lib/registry/local-name';

export interface KycExample {
  name: string;
  idNumber: string;
}

export function kycExamples(registry: Registry, locale: string): KycExample[] {
  const sources = listSources(registry);
  const ex = (personId: string): KycExample => {
    const p = registry.persons.get(personId)!;
    return { name: localName(p, locale), idNumber: idNumberOf(personId, registry)! };
  };
  const listed = screeningLists(registry)
    .flatMap((l) => l.entries)
    .map((e) => sources.personOf.get(e.id))
    .find((pid) => pid && listHitsOf(pid, registry).some((h) => h.band === 'exact'))!;
  const restricted = registry.enterprises.find(
    (e) => e.index > 8 && consumptionRestrictions(e).length > 0 && e.legalRepId !== listed,
  )!.legalRepId;
  const clean = registry.enterprises.find((e) => {
    // Another person than the two above (the restricted company's representative may represent clean ones too).
    if (
      e.index < 9 ||
      e.judicial.length ||
      e.enforcement.length ||
      e.legalRepId === listed ||
      e.legalRepId === restricted
    )
      return false;
    if (
      registry.enterprises.some(
        (x) =>
          x.legalRepId === e.legalRepId &&
          (x.judicial.length || x.enforcement.length || consumptionRestrictions(x).length),
      )
    )
      return false;
    return listHitsOf(e.legalRepId, registry).length === 0;
  })!.legalRepId;
  return [ex(listed), ex(restricted), ex(clean)];
}
