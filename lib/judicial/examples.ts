/**
 * Example searches offered under the litigation box, chosen from the registry by rule (not scripted to one record):
 * the first company with a dishonest-debtor entry and a consumption restriction, the legal representative of the
 * first such company whose name no one else bears, and a name shared by several people (to show disambiguation).
 */
import type { Registry } from '@/lib/registry/types';
import { consumptionRestrictions } from '@/lib/registry/restrictions';
import { localName } from '@/lib/registry/local-name';

export function judicialExamples(registry: Registry, locale: string): string[] {
  const counts = new Map<string, number>();
  for (const p of registry.persons.values()) counts.set(p.name, (counts.get(p.name) ?? 0) + 1);
  const risky = registry.enterprises.filter(
    (e) => e.index > 8 && e.dishonest.length > 0 && consumptionRestrictions(e).length > 0,
  );
  const company = risky[0];
  const rep = risky.map((e) => registry.persons.get(e.legalRepId)!).find((p) => counts.get(p.name) === 1);
  const shared = [...registry.persons.values()].find((p) => (counts.get(p.name) ?? 0) >= 3 && registry.roles.has(p.id));
  return [
    company && localName(company, locale),
    rep && localName(rep, locale),
    shared && localName(shared, locale),
  ].filter((x): x is string => !!x);
}
