/**
 * The entity source over the sample registry of issue 10 (`lib/registry/`, 5,200 fictional enterprises): what the
 * screening and bank-statement demos resolve names against, flag risk from, and trace related parties in.
 *
 * - `resolve`: the registry's matcher (`resolveEntity`: name, former name, 字号, pinyin, traditional, English, USCC,
 *   fuzzy), after its own query validation; an invalid query (empty, > 100 characters, control characters) is `[]`.
 * - `risk`: the enterprise's records, each cited as `{ section, recordId: "<ckey>/<record id>" }`: dishonest-debtor
 *   entries, enforcement entries (被执行人 list), litigation = every court case of any kind and role (section
 *   `judicial`), administrative penalties, negative news of the facts layer's 6-month window, dishonest entries of
 *   enterprises on the control chain, and the facts layer's risk score, grade and level (lib/facts).
 * - `ownership`: every party in the ownership graph around the enterprise, one entry per party —
 *   shareholders at any level up the chains (enterprises and people), with their effective share in the enterprise
 *   (product of the percentages along each chain, summed over chains, cycles cut as in lib/facts/control.ts); the
 *   实际控制人 (`relation: 'controller'`) and the other 受益所有人 (`beneficialOwner`) of the facts layer in place of their
 *   shareholder entry; and enterprises at any level down (effective share the enterprise holds in them): `subsidiary`
 *   when it controls them (a chain of controlling shareholders), else `investee` (参股公司). Each cites the holding record it rests on:
 *   `shareholders` / `"<held ckey>/<holder id>"` (the nearest link to the enterprise), or `registration` /
 *   `"<ckey>/<person id>"` for a controller named as senior manager.
 */
import { companyFacts, controls } from '@/lib/facts';
import { getEnterprise, getRegistry, ownershipGraph, resolveEntity } from '@/lib/registry';
import { companyListHits } from '@/lib/screening/list-hits';
import { validateQuery } from '@/lib/registry/matcher';
import type { KnownEntity } from '@/lib/screening/variants';
import type { EntityMatch, EntityRiskProfile, EntitySource, RelatedParty, SourceRef } from './types';

/** How many levels up and down the ownership chains are followed. */
const maxChainDepth = 8;
/** Most related parties returned for one enterprise (largest shares first). */
const maxParties = 200;

const ref = (section: SourceRef['section'], ckey: string, id: string): SourceRef => ({
  section,
  recordId: `${ckey}/${id}`,
});
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Entity resolution over the registry (see `EntityResolver`); never throws. */
export function resolveRegistry(query: string, limit: number): EntityMatch[] {
  const v = validateQuery(typeof query === 'string' ? query : String(query ?? ''));
  if (!v.ok || limit < 1) return [];
  return resolveEntity(v.query, Math.min(50, Math.floor(limit)));
}

/** The risk records of a registry enterprise with their source ids (see `EntityRiskLookup`); `null` if unknown. */
export function registryRisk(ckey: string): EntityRiskProfile | null {
  const e = getEnterprise(ckey);
  if (!e) return null;
  const f = companyFacts(ckey);
  return {
    status: e.status,
    dishonest: f.dishonest.ids.map((id) => ref('dishonest', ckey, id)),
    enforcement: f.enforcement.ids.map((id) => ref('enforcement', ckey, id)),
    litigation: e.judicial.map((d) => ref('judicial', ckey, d.id)),
    penalties: e.penalties.map((d) => ref('penalties', ckey, d.id)),
    negativeNews: f.news.negativeIds.map((id) => ref('news', ckey, id)),
    chainDishonest: f.ownership.chainDishonest.flatMap((c) => c.ids.map((id) => ref('dishonest', c.ckey, id))),
    grade: f.risk,
    customer: {
      level: f.assessment.customer.level,
      recommendation: f.assessment.customer.recommendation,
      version: f.assessment.version,
      openEnforcement: e.enforcement.filter((x) => x.performedPct < 100).length,
    },
  };
}

interface Acc {
  pct: number;
  source: SourceRef;
  kind: 'person' | 'enterprise';
  depth: number;
}

/** Related parties of a registry enterprise (see the module comment and `OwnershipLookup`); `[]` if unknown. */
export function registryOwnership(ckey: string): RelatedParty[] {
  const subject = getEnterprise(ckey);
  if (!subject) return [];
  const registry = getRegistry();

  // Up: shareholders at any level, effective share summed over simple chains.
  const up = new Map<string, Acc>();
  const onPath = new Set([ckey]);
  const walkUp = (node: string, factor: number, depth: number) => {
    for (const h of registry.byCkey.get(node)?.shareholders ?? []) {
      const share = factor * (h.pct / 100);
      if (share <= 0 || onPath.has(h.id)) continue;
      const acc = up.get(h.id);
      if (acc) {
        acc.pct += share * 100;
        if (depth < acc.depth) Object.assign(acc, { depth, source: ref('shareholders', node, h.id) });
      } else up.set(h.id, { pct: share * 100, source: ref('shareholders', node, h.id), kind: h.kind, depth });
      if (h.kind === 'enterprise' && depth + 1 < maxChainDepth) {
        onPath.add(h.id);
        walkUp(h.id, share, depth + 1);
        onPath.delete(h.id);
      }
    }
  };
  walkUp(ckey, 1, 0);

  // Down: subsidiaries at any level.
  const down = new Map<string, Acc>();
  const walkDown = (node: string, factor: number, depth: number) => {
    for (const inv of registry.investments.get(node) ?? []) {
      const share = factor * (inv.pct / 100);
      if (share <= 0 || onPath.has(inv.ckey) || up.has(inv.ckey)) continue;
      const acc = down.get(inv.ckey);
      if (acc) acc.pct += share * 100;
      else
        down.set(inv.ckey, {
          pct: share * 100,
          source: ref('shareholders', inv.ckey, node),
          kind: 'enterprise',
          depth,
        });
      if (depth + 1 < maxChainDepth) {
        onPath.add(inv.ckey);
        walkDown(inv.ckey, share, depth + 1);
        onPath.delete(inv.ckey);
      }
    }
  };
  walkDown(ckey, 1, 0);

  const named = (id: string) => {
    const e = registry.byCkey.get(id);
    if (e) return { name: e.name, nameEn: e.nameEn, ckey: e.ckey };
    const p = registry.persons.get(id);
    return { name: p?.name ?? id, nameEn: p?.nameEn };
  };
  // Who is who comes from the facts layer: the 实际控制人 (controller), the other 受益所有人 (beneficialOwner), and, down
  // the chains, 子公司 (controlled) vs 参股公司 (investee).
  const own = companyFacts(ckey, registry).ownership;
  const graph = ownershipGraph(registry);
  const controllerIds = new Set(own.actualControllers.map((c) => c.id));
  const ubos = new Map(own.ubos.map((u) => [u.personId, u]));
  const parties: RelatedParty[] = [];
  for (const id of [...controllerIds, ...[...ubos.keys()].filter((id) => !controllerIds.has(id))]) {
    const u = ubos.get(id);
    const holding = up.get(id);
    const source = holding?.source ?? ref('registration', ckey, id);
    const pct =
      u && u.basis !== 'seniorManager' ? { pct: u.pct } : holding ? { pct: round2(Math.min(100, holding.pct)) } : {};
    parties.push({ ...named(id), relation: controllerIds.has(id) ? 'controller' : 'beneficialOwner', ...pct, source });
  }
  const rest: RelatedParty[] = [];
  for (const [id, a] of up)
    if (!controllerIds.has(id) && !ubos.has(id))
      rest.push({ ...named(id), relation: 'shareholder', pct: round2(Math.min(100, a.pct)), source: a.source });
  for (const [id, a] of down)
    rest.push({
      ...named(id),
      relation: controls(graph, ckey, id) ? 'subsidiary' : 'investee',
      pct: round2(Math.min(100, a.pct)),
      source: a.source,
    });
  rest.sort((a, b) => (b.pct ?? 0) - (a.pct ?? 0));
  return [...parties, ...rest].slice(0, maxParties);
}

/** The registry entity source: matcher, risk records and ownership graph of the sample registry. */
export const registrySource: EntitySource = {
  resolve: resolveRegistry,
  risk: registryRisk,
  ownership: registryOwnership,
  listHits: (ckey) =>
    companyListHits(ckey).map((h) => ({
      entryId: h.entry.id,
      listId: h.list.id,
      listVersion: h.list.version,
      entryName: h.entry.name,
      strength: h.strength,
      band: h.band,
      party: {
        kind: h.party.kind,
        name: h.party.name,
        nameEn: h.party.nameEn,
        roles: h.party.roles,
        ownershipPct: h.party.ownershipPct,
      },
    })),
};

/**
 * Registry enterprises as the screening tests and benchmark write them (`screeningVariants`): every `step`-th
 * enterprise (default 13 → 400 of 5,200); the short name is the name up to the end of its 字号 — the city and 字号
 * (苏州澄湖微动) when the name starts with its city, else the 字号 alone — as borrower lists write it.
 */
export function registryKnownEntities(step = 13): KnownEntity[] {
  return getRegistry()
    .enterprises.filter((e) => e.index % step === 0)
    .map((e) => {
      const at = e.name.indexOf(e.abbreviation);
      return {
        ckey: e.ckey,
        name: e.name,
        shortName: at > 0 ? e.name.slice(0, at + e.abbreviation.length) : e.abbreviation,
        nameEn: e.nameEn,
        uscc: e.uscc,
      };
    });
}
