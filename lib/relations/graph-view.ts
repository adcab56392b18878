/**
 * Pure helpers of the relationship graph on the company page (components/relations): merging the graphs the API
 * serves (GET /api/registry/entities/{ckey}/graph, /persons/{id}/graph, /path), the UBO chains as edges, and the
 * rows of the accessible table that lists exactly the edges the canvas draws.
 */
import type { Graph } from '@/lib/registry/schemas';

export type GraphNode = Graph['nodes'][number];
export type GraphEdge = Graph['edges'][number];
/** Nodes and edges, as served by the registry API (ids: ckey, person id `p…`, branch `ckey#bN`). */
export interface GraphData {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** A stable key of an edge (one relation of one kind and role between two ids). */
export const edgeKey = (e: Pick<GraphEdge, 'from' | 'to' | 'kind' | 'role'>) =>
  `${e.from}>${e.to}>${e.kind}>${e.role ?? ''}`;

/** `a` with the nodes and edges of `b` it does not have yet (order kept: a's first, then b's new ones). */
export function mergeGraphs(a: GraphData, b: GraphData): GraphData {
  const ids = new Set(a.nodes.map((n) => n.id));
  const keys = new Set(a.edges.map(edgeKey));
  return {
    nodes: [...a.nodes, ...b.nodes.filter((n) => !ids.has(n.id) && (ids.add(n.id), true))],
    edges: [...a.edges, ...b.edges.filter((e) => !keys.has(edgeKey(e)) && (keys.add(edgeKey(e)), true))],
  };
}

/** Whether a node can be expanded through the API (enterprises and persons; branches have no relations of their own). */
export const expandable = (n: Pick<GraphNode, 'kind'>) => n.kind !== 'branch';

/**
 * The shareholding edges along UBO chains (each chain: [personId, ckey…, subject]) as edge keys, and the ids on them.
 * A chain link whose edge is not in `graph` is skipped.
 */
export function chainHighlight(
  graph: GraphData,
  chains: readonly (readonly string[])[],
): { nodes: Set<string>; edges: Set<string> } {
  const present = new Set(graph.edges.map(edgeKey));
  const nodes = new Set<string>();
  const edges = new Set<string>();
  for (const chain of chains) {
    for (let i = 0; i + 1 < chain.length; i++) {
      const key = edgeKey({ from: chain[i], to: chain[i + 1], kind: 'shareholding' });
      if (!present.has(key)) continue;
      edges.add(key);
      nodes.add(chain[i]).add(chain[i + 1]);
    }
  }
  return { nodes, edges };
}

/** One row of the graph's table: an edge with the names of both ends in the page's language. */
export interface GraphTableRow {
  key: string;
  from: GraphNode;
  to: GraphNode;
  edge: GraphEdge;
}

/** The table's rows: one per edge of `graph` whose two ends are known, in the graph's order. */
export function graphTableRows(graph: GraphData): GraphTableRow[] {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  return graph.edges.flatMap((edge) => {
    const from = byId.get(edge.from);
    const to = byId.get(edge.to);
    return from && to ? [{ key: edgeKey(edge), from, to, edge }] : [];
  });
}
