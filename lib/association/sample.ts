/**
 * "Use a sample supplier list" for related parties: 20 registry companies picked by rule, so every kind of hidden
 * relation appears — the members of the registry's first 3-company guarantee circle, two companies sharing a
 * bookkeeping agent's phone, a holding company with one of its subsidiaries, two shells of a nominee chain (same
 * address), and 11 further companies drawn with their own seeded stream. Fictional sample data.
 */
import { registrySeed } from '@/lib/registry/keys';
import { addressKey, phoneBook } from '@/lib/registry/contacts';
import { allGuarantees } from '@/lib/registry/guarantees';
import { seededStream } from '@/lib/registry/streams';
import type { Enterprise, Registry } from '@/lib/registry/types';
import { findCircles } from './cycles';

export function sampleAssociationList(registry: Registry): Enterprise[] {
  const pick = new Set<string>();
  const circle = findCircles(
    allGuarantees(registry)
      .filter((g) => g.kind === 'circle')
      .map((g) => ({ id: g.id, from: g.guarantor, to: g.debtor })),
  ).find((c) => c.members.length === 3);
  circle?.members.forEach((m) => pick.add(m));
  const byPhone = new Map<string, Enterprise[]>();
  for (const e of registry.enterprises) {
    const p = phoneBook(registry).get(e.ckey)!;
    byPhone.set(p, [...(byPhone.get(p) ?? []), e]);
  }
  const agentPair = [...byPhone.values()].find(
    (l) => l.length >= 2 && addressKey(l[0]) !== addressKey(l[1]) && l.every((e) => e.index > 8),
  );
  agentPair?.slice(0, 2).forEach((e) => pick.add(e.ckey));
  const sub = registry.enterprises.find(
    (e) => e.index > 8 && e.pattern === 'pyramid' && e.shareholders.some((h) => h.kind === 'enterprise'),
  );
  if (sub) {
    pick.add(sub.ckey);
    pick.add(sub.shareholders.find((h) => h.kind === 'enterprise')!.id);
  }
  const shells = registry.enterprises.filter((e) => e.pattern === 'nominee');
  const first = shells.find((e) => shells.some((o) => o !== e && addressKey(o) === addressKey(e)));
  if (first) {
    pick.add(first.ckey);
    pick.add(shells.find((o) => o !== first && addressKey(o) === addressKey(first))!.ckey);
  }
  const s = seededStream(registrySeed, 'registry', 'associationSample');
  while (pick.size < 20) pick.add(registry.enterprises[s.int(9, registry.enterprises.length - 1)].ckey);
  // Interleaved, as a real list is not sorted by relation.
  return [...pick].map((k) => registry.byCkey.get(k)!).sort((a, b) => a.uscc.localeCompare(b.uscc));
}
