/**
 * Guarantee circles (担保圈): cycles in the directed graph "guarantor → debtor". Strongly connected components come
 * from cytoscape.js's Tarjan implementation (headless); each component of 2+ companies is a circle, reported with one
 * concrete cycle through it (depth-first search inside the component) so every link can be cited.
 */
import cytoscape from 'cytoscape';

export interface DirectedEdge {
  id: string;
  from: string;
  to: string;
}

export interface Circle {
  /** Every company in the strongly connected component, sorted. */
  members: string[];
  /** One cycle through the component: companies in order, the first repeated at the end's link. */
  cycle: string[];
  /** The edges of that cycle, in order (cycle[i] → cycle[i + 1], last → first). */
  edges: DirectedEdge[];
}

/**
 * The edges that can lie on a cycle: nodes without an incoming or an outgoing edge (and their edges) are peeled off
 * until none is left, so the component search only sees the cyclic core (a loan book's guarantees are mostly chains).
 */
function acyclicPartRemoved(edges: readonly DirectedEdge[]): DirectedEdge[] {
  let live = edges.filter((e) => e.from !== e.to);
  for (;;) {
    const hasIn = new Set(live.map((e) => e.to));
    const hasOut = new Set(live.map((e) => e.from));
    const next = live.filter((e) => hasIn.has(e.from) && hasOut.has(e.to));
    if (next.length === live.length) return live;
    live = next;
  }
}

/** The circles of a directed graph (see module doc), largest first. */
export function findCircles(all: readonly DirectedEdge[]): Circle[] {
  const edges = acyclicPartRemoved(all);
  const nodes = [...new Set(edges.flatMap((e) => [e.from, e.to]))];
  if (nodes.length === 0) return [];
  const cy = cytoscape({
    headless: true,
    styleEnabled: false,
    elements: [
      ...nodes.map((id) => ({ group: 'nodes' as const, data: { id } })),
      ...edges
        .filter((e) => e.from !== e.to)
        .map((e, i) => ({ group: 'edges' as const, data: { id: `e${i}`, source: e.from, target: e.to, ref: e.id } })),
    ],
  });
  const { components } = cy.elements().tarjanStronglyConnected();
  const out: Circle[] = [];
  for (const comp of components) {
    const members = comp
      .nodes()
      .map((n) => n.id())
      .sort();
    if (members.length < 2) continue;
    const inside = new Set(members);
    const next = new Map<string, DirectedEdge[]>();
    for (const e of edges)
      if (inside.has(e.from) && inside.has(e.to) && e.from !== e.to) next.set(e.from, [...(next.get(e.from) ?? []), e]);
    const start = members[0];
    // Depth-first search for a path back to the start (one exists: the component is strongly connected).
    const path: DirectedEdge[] = [];
    const seen = new Set<string>([start]);
    const dfs = (at: string): boolean => {
      for (const e of next.get(at) ?? []) {
        if (e.to === start) {
          path.push(e);
          return true;
        }
        if (seen.has(e.to)) continue;
        seen.add(e.to);
        path.push(e);
        if (dfs(e.to)) return true;
        path.pop();
      }
      return false;
    };
    dfs(start);
    out.push({ members, cycle: path.map((e) => e.from), edges: path });
  }
  cy.destroy();
  return out.sort((a, b) => b.members.length - a.members.length || a.members[0].localeCompare(b.members[0]));
}
