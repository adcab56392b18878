/**
 * Positions of the related-parties drawing (`POST /api/association`'s `graph`), with the relationship graph's own
 * computed layout (`graph-layout.ts`), so the demo's drawing is the same on every run and reads like the company
 * page's: holdings, cross-holdings and guarantees place the holder / guarantor above the company; a shared party (a
 * person, an outside holder, an address, a phone) goes beside the first member it ties. The root is the member with
 * the most links; unlinked pieces (other groups) go in rows to the right.
 */
import { layoutGraph, type Point } from './graph-layout';
import type { GraphData } from './graph-view';

export interface AssociationGraph {
  nodes: { id: string; label: string; kind: 'member' | 'party' }[];
  edges: { id: string; from: string; to: string; kind: string; circle: boolean }[];
}

const directed = new Set(['holding', 'crossHolding', 'guarantee']);

/** The member with the most links (ties: first in the list), or undefined for an empty graph. */
export function associationRoot(graph: AssociationGraph): string | undefined {
  const degree = new Map<string, number>();
  for (const e of graph.edges) for (const id of [e.from, e.to]) degree.set(id, (degree.get(id) ?? 0) + 1);
  let best: string | undefined;
  for (const n of graph.nodes) if (n.kind === 'member' && (best === undefined || (degree.get(n.id) ?? 0) > (degree.get(best) ?? 0))) best = n.id;
  return best;
}

/** The graph without members that have no link (they are listed as unrelated; drawing them only adds clutter). */
export function linkedOnly(graph: AssociationGraph): AssociationGraph {
  const linked = new Set(graph.edges.flatMap((e) => [e.from, e.to]));
  return { nodes: graph.nodes.filter((n) => linked.has(n.id)), edges: graph.edges };
}

/** Positions of every node (model px at zoom 1); deterministic. */
export function layoutAssociation(graph: AssociationGraph): Map<string, Point> {
  const root = associationRoot(graph);
  if (!root) return new Map();
  const data: GraphData = {
    nodes: graph.nodes.map((n) => ({ id: n.id, kind: n.kind === 'member' ? 'enterprise' : 'person', name: n.label, nameEn: n.label })),
    edges: graph.edges.map((e) => (directed.has(e.kind) ? { from: e.from, to: e.to, kind: 'shareholding' as const } : { from: e.from, to: e.to, kind: 'officer' as const })),
  };
  return layoutGraph(data, root);
}
