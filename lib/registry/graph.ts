/**
 * The relationship graph around an enterprise (GET /api/registry/entities/{ckey}/graph): breadth-first over
 * shareholdings (both directions), officer seats, legal representatives and branches, up to `depth` hops, cut at
 * `maxNodes` nodes (then `truncated` is true).
 */
import type { Graph } from './schemas';
import type { Registry } from './types';

export const maxGraphNodes = 600;

/** Builds the graph; the enterprise must exist. */
export function buildGraph(registry: Registry, ckey: string, depth: number): Graph {
  const nodes = new Map<string, Graph['nodes'][number]>();
  const edges: Graph['edges'] = [];
  const edgeKeys = new Set<string>();
  let truncated = false;
  const addNode = (id: string): boolean => {
    if (nodes.has(id)) return true;
    if (nodes.size >= maxGraphNodes) {
      truncated = true;
      return false;
    }
    const e = registry.byCkey.get(id);
    const p = e ? undefined : registry.persons.get(id);
    if (e) nodes.set(id, { id, kind: 'enterprise', name: e.name, nameEn: e.nameEn });
    else if (p) nodes.set(id, { id, kind: 'person', name: p.name, nameEn: p.nameEn });
    else return false;
    return true;
  };
  const addEdge = (edge: Graph['edges'][number]) => {
    const key = `${edge.from}>${edge.to}>${edge.kind}>${edge.role ?? ''}`;
    if (edgeKeys.has(key)) return;
    edgeKeys.add(key);
    edges.push(edge);
  };

  addNode(ckey);
  let frontier = [ckey];
  for (let hop = 0; hop < depth && frontier.length; hop++) {
    const next: string[] = [];
    const visit = (id: string) => {
      const isNew = !nodes.has(id);
      if (addNode(id) && isNew) next.push(id);
      return nodes.has(id);
    };
    for (const id of frontier) {
      const e = registry.byCkey.get(id);
      if (e) {
        for (const h of e.shareholders)
          if (visit(h.id)) addEdge({ from: h.id, to: id, kind: 'shareholding', pct: h.pct });
        for (const o of e.officers)
          if (visit(o.personId)) addEdge({ from: o.personId, to: id, kind: 'officer', role: o.role });
        if (visit(e.legalRepId)) addEdge({ from: e.legalRepId, to: id, kind: 'legalRepresentative' });
        e.branches.forEach((b, i) => {
          const bid = `${id}#b${i + 1}`;
          if (nodes.size >= maxGraphNodes) {
            truncated = true;
            return;
          }
          nodes.set(bid, { id: bid, kind: 'branch', name: b.name, nameEn: b.nameEn });
          addEdge({ from: id, to: bid, kind: 'branch' });
        });
      }
      for (const inv of registry.investments.get(id) ?? [])
        if (visit(inv.ckey)) addEdge({ from: id, to: inv.ckey, kind: 'shareholding', pct: inv.pct });
      if (!e)
        for (const r of registry.roles.get(id) ?? [])
          if (visit(r.ckey)) addEdge({ from: id, to: r.ckey, kind: 'officer', role: r.role });
    }
    frontier = next;
  }
  return { ckey, depth, truncated, nodes: [...nodes.values()], edges };
}
