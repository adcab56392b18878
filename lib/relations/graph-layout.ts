/**
 * Positions of the relationship graph's nodes, computed — not simulated — so the same graph is drawn the same way on
 * every load and a rep can rehearse it, and an expansion places only the new nodes (nothing the visitor has seen
 * moves). Equity-chart convention: shareholders above the entity they hold, investees and branches below, officers
 * and legal representatives above-beside. Model units are CSS pixels at zoom 1.
 */
import type { GraphData, GraphEdge } from './graph-view';

export interface Point {
  x: number;
  y: number;
}

/** Spacing of the layout (model px): between nodes in a row, between rows, nodes per row before wrapping. */
export const graphLayoutSpacing = { column: 170, row: 150, wrap: 6, minGap: { x: 150, y: 70 } } as const;

type Side = 'up' | 'down' | 'side';

/** Where `node` goes relative to `anchor` given the edge between them. */
function sideOf(edge: GraphEdge, node: string): Side {
  if (edge.kind === 'shareholding') return edge.from === node ? 'up' : 'down';
  if (edge.kind === 'branch') return edge.from === node ? 'up' : 'down';
  return edge.from === node ? 'side' : 'down';
}

/**
 * Positions for every node of `graph`: `previous` positions are kept as they are; each new node goes beside an
 * already placed neighbour (its first in the graph's edge order), in a row above or below it, rows wrapping after
 * `wrap` nodes; a spot too close to a placed node moves outwards along the row. `root` is at (0, 0) unless
 * `previous` has it. Nodes with no placed neighbour at all (a disconnected piece) go in a row to the right.
 * Deterministic: the same graph and `previous` always give the same positions.
 */
export function layoutGraph(
  graph: GraphData,
  root: string,
  previous: ReadonlyMap<string, Point> = new Map(),
): Map<string, Point> {
  const S = graphLayoutSpacing;
  const ids = new Set(graph.nodes.map((n) => n.id));
  const pos = new Map<string, Point>();
  for (const [id, p] of previous) if (ids.has(id)) pos.set(id, p);
  if (!pos.has(root) && ids.has(root)) pos.set(root, { x: 0, y: 0 });
  const free = (p: Point) =>
    [...pos.values()].every((q) => Math.abs(q.x - p.x) >= S.minGap.x || Math.abs(q.y - p.y) >= S.minGap.y);

  let pending = graph.nodes.filter((n) => !pos.has(n.id)).map((n) => n.id);
  while (pending.length > 0) {
    // Group the nodes that can be placed now by (anchor, side), in the graph's order.
    const groups = new Map<string, { anchor: string; side: Side; nodes: string[] }>();
    for (const id of pending) {
      const edge = graph.edges.find((e) => (e.from === id && pos.has(e.to)) || (e.to === id && pos.has(e.from)));
      if (!edge) continue;
      const anchor = edge.from === id ? edge.to : edge.from;
      const side = sideOf(edge, id);
      const key = `${anchor}|${side}`;
      const g = groups.get(key) ?? { anchor, side, nodes: [] };
      g.nodes.push(id);
      groups.set(key, g);
    }
    if (groups.size === 0) {
      // A piece with no link to what is drawn: a row to the right of everything.
      const right = Math.max(0, ...[...pos.values()].map((p) => p.x)) + S.column * 1.5;
      const id = pending[0];
      let p = { x: right, y: 0 };
      while (!free(p)) p = { x: p.x, y: p.y + S.row };
      pos.set(id, p);
      pending = pending.slice(1);
      continue;
    }
    for (const { anchor, side, nodes } of groups.values()) {
      const a = pos.get(anchor)!;
      const dir = side === 'down' ? 1 : -1;
      nodes.forEach((id, i) => {
        const line = Math.floor(i / S.wrap);
        const inLine = Math.min(S.wrap, nodes.length - line * S.wrap);
        const k = i % S.wrap;
        const sideShift = side === 'side' ? S.column * (inLine / 2 + 0.5) : 0;
        const y = a.y + dir * (S.row * (side === 'side' ? 0.5 : 1) + line * S.row * 0.6);
        let x = a.x + sideShift + (k - (inLine - 1) / 2) * S.column;
        // Step outwards (alternating right, left, by one column) until the spot is clear.
        for (let step = 1; !free({ x, y }); step += 1) x += (step % 2 === 1 ? 1 : -1) * step * S.column;
        pos.set(id, { x, y });
      });
    }
    pending = pending.filter((id) => !pos.has(id));
  }
  return pos;
}
