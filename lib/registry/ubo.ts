/**
 * Ultimate beneficial owners (受益所有人), per 《受益所有人信息管理办法》 (PBOC / SAMR, 2024): the natural persons who
 * hold, directly or indirectly, at least 25 % of an enterprise.
 *
 * **Indirect share** = the product of the percentages along a chain of holdings, summed over all chains from the
 * person to the enterprise.
 * **Cycles (cross-holdings).** Chains are simple paths: a chain never passes through the same enterprise twice, so
 * A → B → A → … is cut where it would re-enter A. Each distinct acyclic chain is counted exactly once, so a
 * cross-holding can neither loop nor count a stake twice; the cut is what public registries' UBO tracing does, and
 * it keeps every share ≤ 100 %. Chains are followed at most `maxDepth` levels deep.
 * **Nobody at 25 %.** The natural person who controls otherwise is named instead: the largest indirect holder
 * (`basis: "largestHolder"`), or, when no natural person holds anything (e.g. a closed cycle of companies), the
 * senior manager (`basis: "seniorManager"`: general manager, else the legal representative).
 */

/** One holding as the UBO tracer sees it. */
export interface OwnershipLink {
  kind: 'person' | 'enterprise';
  id: string;
  /** 0–100. */
  pct: number;
}

/** Read access to an ownership graph; the registry provides one, tests craft their own. */
export interface OwnershipGraph {
  holders(ckey: string): readonly OwnershipLink[] | undefined;
  personName(id: string): string;
  /** The senior manager's person id (general manager, else legal representative), if any. */
  seniorManager(ckey: string): string | undefined;
}

export interface UboEntry {
  personId: string;
  name: string;
  /** Effective share, 0–100, rounded to 2 decimals. */
  pct: number;
  /** Every chain, from the person down to the enterprise: [personId, ckey…, subjectCkey]. */
  paths: string[][];
  basis: 'ownership' | 'largestHolder' | 'seniorManager';
}

export const uboThreshold = 25;

/**
 * Effective shares of every natural person in `ckey` (0–100), with their chains; empty for an unknown ckey.
 * @param maxDepth longest chain followed (levels of corporate holders), default 12
 */
export function effectiveOwnership(graph: OwnershipGraph, ckey: string, maxDepth = 12): Map<string, { pct: number; paths: string[][] }> {
  const out = new Map<string, { pct: number; paths: string[][] }>();
  const onPath = new Set<string>([ckey]);
  const chain: string[] = [ckey];
  const walk = (node: string, factor: number, depth: number) => {
    for (const h of graph.holders(node) ?? []) {
      const share = factor * (h.pct / 100);
      if (share <= 0) continue;
      if (h.kind === 'person') {
        const entry = out.get(h.id) ?? { pct: 0, paths: [] };
        entry.pct += share * 100;
        entry.paths.push([h.id, ...[...chain].reverse()]);
        out.set(h.id, entry);
      } else if (!onPath.has(h.id) && depth < maxDepth) {
        onPath.add(h.id);
        chain.push(h.id);
        walk(h.id, share, depth + 1);
        chain.pop();
        onPath.delete(h.id);
      }
    }
  };
  walk(ckey, 1, 0);
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The UBOs of an enterprise, largest first (see the module comment for the rules). */
export function computeUbo(graph: OwnershipGraph, ckey: string): UboEntry[] {
  const shares = [...effectiveOwnership(graph, ckey).entries()]
    .map(([personId, s]) => ({ personId, name: graph.personName(personId), pct: round2(Math.min(100, s.pct)), paths: s.paths }))
    .sort((a, b) => b.pct - a.pct || a.personId.localeCompare(b.personId));
  const owners = shares.filter((s) => s.pct >= uboThreshold);
  if (owners.length) return owners.map((s) => ({ ...s, basis: 'ownership' as const }));
  if (shares.length && shares[0].pct > 0) return [{ ...shares[0], basis: 'largestHolder' }];
  const manager = graph.seniorManager(ckey);
  return manager ? [{ personId: manager, name: graph.personName(manager), pct: 0, paths: [], basis: 'seniorManager' }] : [];
}
