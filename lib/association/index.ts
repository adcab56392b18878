/**
 * Hidden related parties among a list of companies (pure over the registry): for 2–200 registry enterprises, every
 * relation that ties two or more of them — a common shareholder or UBO, a common legal representative or officer, a
 * shared registered address or phone number (`lib/registry/contacts.ts`), a direct holding between them (both ways
 * = cross-holding), a guarantee between them (`lib/registry/guarantees.ts`) — each with the records it rests on, the
 * groups they form (connected components), and the guarantee circles (担保圈) among them (`cycles.ts`).
 */
import { uboOf } from '@/lib/registry';
import { addressKey, phoneOf } from '@/lib/registry/contacts';
import { guaranteesOf, type Guarantee } from '@/lib/registry/guarantees';
import type { Enterprise, Registry } from '@/lib/registry/types';
import { findCircles, type Circle } from './cycles';

/**
 * The kind of link that ties members of an association group (common shareholder, shared address, holding,
 * guarantee, …). Not a KYC report's related-party relation (`RelatedPartyRelation` in lib/sample-data/kyc-reports.ts).
 */
export type RelationKind =
  | 'commonShareholder'
  | 'commonUbo'
  | 'commonLegalRep'
  | 'commonOfficer'
  | 'sharedAddress'
  | 'sharedPhone'
  | 'holding'
  | 'crossHolding'
  | 'guarantee';

/** One relation among members, with the records it rests on (`<ckey>/<what>`). */
export interface Relation {
  kind: RelationKind;
  /** The members it ties (2+; for holding and guarantee: [from, to]). */
  members: string[];
  /** The shared party or value: a person or enterprise id, an address key, a phone number; or the record id. */
  via: string;
  /** Per member: the figure, when there is one (shareholding %, UBO %, guarantee amount). */
  figures?: Record<string, number>;
  evidence: string[];
}

export interface AssociationResult {
  relations: Relation[];
  /** Members tied by any relation (connected components of 2+), largest first. */
  groups: { members: string[]; kinds: RelationKind[] }[];
  circles: Circle[];
  /** Members with no relation to any other member. */
  unrelated: string[];
}

/** Finds the relations among `members` (distinct registry enterprises; see module doc). */
export function findRelations(members: Enterprise[], registry: Registry): AssociationResult {
  const set = new Set(members.map((e) => e.ckey));
  const shared = new Map<
    string,
    { kind: RelationKind; via: string; members: Map<string, { evidence: string; figure?: number }> }
  >();
  const note = (kind: RelationKind, via: string, ckey: string, evidence: string, figure?: number) => {
    const key = `${kind}|${via}`;
    let entry = shared.get(key);
    if (!entry) shared.set(key, (entry = { kind, via, members: new Map() }));
    if (!entry.members.has(ckey)) entry.members.set(ckey, { evidence, figure });
  };
  const relations: Relation[] = [];
  const holdings: Relation[] = [];
  for (const e of members) {
    for (const h of e.shareholders) {
      if (h.kind === 'enterprise' && set.has(h.id))
        holdings.push({
          kind: 'holding',
          members: [h.id, e.ckey],
          via: `${e.ckey}/shareholders/${h.id}`,
          figures: { [h.id]: h.pct },
          evidence: [`${e.ckey}/shareholders/${h.id}`],
        });
      else note('commonShareholder', h.id, e.ckey, `${e.ckey}/shareholders/${h.id}`, h.pct);
    }
    for (const u of uboOf(e.ckey, registry))
      note('commonUbo', u.personId, e.ckey, `${e.ckey}/ubo/${u.personId}`, u.pct);
    note('commonLegalRep', e.legalRepId, e.ckey, `${e.ckey}/legalRep/${e.legalRepId}`);
    for (const o of e.officers)
      if (o.personId !== e.legalRepId) note('commonOfficer', o.personId, e.ckey, `${e.ckey}/officers/${o.personId}`);
    note('sharedAddress', addressKey(e), e.ckey, `${e.ckey}/address`);
    note('sharedPhone', phoneOf(e, registry), e.ckey, `${e.ckey}/phone`);
  }
  for (const entry of shared.values()) {
    if (entry.members.size < 2) continue;
    const figures: Record<string, number> = {};
    for (const [k, v] of entry.members) if (v.figure !== undefined) figures[k] = v.figure;
    relations.push({
      kind: entry.kind,
      via: entry.via,
      members: [...entry.members.keys()],
      figures: Object.keys(figures).length ? figures : undefined,
      evidence: [...entry.members.values()].map((v) => v.evidence),
    });
  }
  // A holding both ways between two members is a cross-holding.
  for (const h of holdings) {
    const back = holdings.find((o) => o.members[0] === h.members[1] && o.members[1] === h.members[0]);
    if (!back) relations.push(h);
    else if (h.members[0] < h.members[1])
      relations.push({
        kind: 'crossHolding',
        members: h.members,
        via: h.via,
        figures: { ...h.figures, ...back.figures },
        evidence: [...h.evidence, ...back.evidence],
      });
  }
  const guarantees = new Map<string, Guarantee>();
  for (const e of members)
    for (const g of guaranteesOf(e.ckey, registry))
      if (set.has(g.guarantor) && set.has(g.debtor)) guarantees.set(g.id, g);
  for (const g of guarantees.values())
    relations.push({
      kind: 'guarantee',
      members: [g.guarantor, g.debtor],
      via: g.id,
      figures: { [g.guarantor]: g.amount },
      evidence: [g.id],
    });
  const circles = findCircles([...guarantees.values()].map((g) => ({ id: g.id, from: g.guarantor, to: g.debtor })));

  // Groups: union-find over every relation.
  const parent = new Map<string, string>([...set].map((k) => [k, k]));
  const find = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(k, r);
    return r;
  };
  for (const r of relations) for (const m of r.members.slice(1)) parent.set(find(m), find(r.members[0]));
  const groups = new Map<string, { members: string[]; kinds: Set<RelationKind> }>();
  for (const k of set) {
    const root = find(k);
    const g = groups.get(root) ?? { members: [], kinds: new Set<RelationKind>() };
    g.members.push(k);
    groups.set(root, g);
  }
  for (const r of relations) groups.get(find(r.members[0]))!.kinds.add(r.kind);
  const list = [...groups.values()]
    .filter((g) => g.members.length > 1)
    .map((g) => ({ members: g.members, kinds: [...g.kinds] }));
  list.sort((a, b) => b.members.length - a.members.length);
  const related = new Set(list.flatMap((g) => g.members));
  return { relations, groups: list, circles, unrelated: [...set].filter((k) => !related.has(k)) };
}
