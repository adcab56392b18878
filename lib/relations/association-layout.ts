/**
 * Positions of the related-parties drawing (`POST /api/association`'s `graph`), with the relationship graph's own
 * computed layout (`graph-layout.ts`), so the demo's drawing is the same on every run and reads like the company
 * page's: holdings, cross-holdings and guarantees place the holder / guarantor above the company; a shared party (a
 * person, an outside holder, an address, a phone) goes beside the first member it ties. Each related group (a
 * connected piece) is laid out around its most linked member, then the groups are packed in rows, largest first, so
 * the whole drawing stays about as wide as it is tall and fits a screen. Members without any link are left out.
 */
import { graphLayoutSpacing, layoutGraph, type Point } from './graph-layout';
import type { GraphData } from './graph-view';

export interface AssociationGraph {
  nodes: { id: string; label: string; short?: string; kind: 'member' | 'party' }[];
  edges: { id: string; from: string; to: string; kind: string; circle: boolean }[];
}

const directed = new Set(['holding', 'crossHolding', 'guarantee']);

/** The graph without members that have no link (they are listed as unrelated; drawing them only adds clutter). */
export function linkedOnly(graph: AssociationGraph): AssociationGraph {
  const linked = new Set(graph.edges.flatMap((e) => [e.from, e.to]));
  return { nodes: graph.nodes.filter((n) => linked.has(n.id)), edges: graph.edges };
}

/** The member with the most links (ties: first in the list), or undefined when there is no member. */
export function associationRoot(graph: AssociationGraph): string | undefined {
  const degree = new Map<string, number>();
  for (const e of graph.edges) for (const id of [e.from, e.to]) degree.set(id, (degree.get(id) ?? 0) + 1);
  let best: string | undefined;
  for (const n of graph.nodes)
    if (n.kind === 'member' && (best === undefined || (degree.get(n.id) ?? 0) > (degree.get(best) ?? 0))) best = n.id;
  return best;
}

/** The connected pieces of a graph (node lists in graph order), largest first (ties: graph order). */
function pieces(graph: AssociationGraph): AssociationGraph[] {
  const parent = new Map(graph.nodes.map((n) => [n.id, n.id]));
  const find = (id: string): string => {
    let r = id;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(id, r);
    return r;
  };
  for (const e of graph.edges) if (parent.has(e.from) && parent.has(e.to)) parent.set(find(e.from), find(e.to));
  const by = new Map<string, AssociationGraph>();
  for (const n of graph.nodes) {
    const r = find(n.id);
    if (!by.has(r)) by.set(r, { nodes: [], edges: [] });
    by.get(r)!.nodes.push(n);
  }
  for (const e of graph.edges) if (parent.has(e.from)) by.get(find(e.from))!.edges.push(e);
  return [...by.values()].sort((a, b) => b.nodes.length - a.nodes.length);
}

function layoutPiece(piece: AssociationGraph): Map<string, Point> {
  const root = associationRoot(piece) ?? piece.nodes[0].id;
  const data: GraphData = {
    nodes: piece.nodes.map((n) => ({
      id: n.id,
      kind: n.kind === 'member' ? 'enterprise' : 'person',
      name: n.label,
      nameEn: n.label,
    })),
    edges: piece.edges.map((e) =>
      directed.has(e.kind)
        ? { from: e.from, to: e.to, kind: 'shareholding' as const }
        : { from: e.from, to: e.to, kind: 'officer' as const },
    ),
  };
  return layoutGraph(data, root);
}

/**
 * Positions of every node (model px at zoom 1); deterministic. The root of the largest group is at (0, 0); groups are
 * packed left to right in rows about `√(total area)` wide, one layout column and row apart — or at most `maxRowWidth`
 * wide (model px; a phone's canvas at a readable zoom), so the groups stack down a narrow screen instead of being
 * shrunk side by side until their labels collide. A group wider than that keeps its own width.
 */
export function layoutAssociation(graph: AssociationGraph, maxRowWidth = Infinity): Map<string, Point> {
  const S = graphLayoutSpacing;
  const laid = pieces(graph).map((piece) => {
    const pos = layoutPiece(piece);
    const xs = [...pos.values()].map((p) => p.x);
    const ys = [...pos.values()].map((p) => p.y);
    return {
      pos,
      minX: Math.min(...xs),
      minY: Math.min(...ys),
      w: Math.max(...xs) - Math.min(...xs) + S.column,
      h: Math.max(...ys) - Math.min(...ys) + S.row * 0.75,
    };
  });
  const area = laid.reduce((sum, p) => sum + p.w * p.h, 0);
  const rowWidth = Math.max(
    Math.min(Math.max(S.column * 4, Math.sqrt(area) * 1.2), maxRowWidth),
    ...laid.map((p) => p.w),
  );
  const out = new Map<string, Point>();
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  let origin: Point | undefined;
  for (const p of laid) {
    if (x > 0 && x + p.w > rowWidth) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    for (const [id, q] of p.pos) out.set(id, { x: x + q.x - p.minX, y: y + q.y - p.minY });
    origin ??= { x: x - p.minX, y: y - p.minY };
    x += p.w;
    rowHeight = Math.max(rowHeight, p.h);
  }
  // The first (largest) group's root at (0, 0), as in the company graph.
  if (origin) for (const [id, q] of out) out.set(id, { x: q.x - origin.x, y: q.y - origin.y });
  return out;
}
