/**
 * "How are these two related?" (关系路径): the shortest chain of relations between two entities of the registry —
 * enterprises (ckey) or natural persons (`p<number>`) — over shareholdings and officer seats, in either direction.
 * Also the one-hop neighbourhood of a person, so the graph can expand a person node the way it expands an enterprise.
 *
 * Additive to part 1 (lib/registry/graph.ts draws the neighbourhood of an enterprise; this file only reads the
 * registry's indexes). Served at GET /api/registry/path?from=&to=&maxHops= and GET /api/registry/persons/{id}/graph.
 */
import { buildGraph } from './graph';
import { getEnterprise, getRegistry } from './index';
import { pathQuerySchema, pathSchema, personIdSchema, type Graph, type PathResponse } from './schemas';
import type { Registry } from './types';

/** One relation as the path finder sees it: `from` holds a stake in / sits on the board of `to`. */
export interface Relation {
  from: string;
  to: string;
  kind: 'shareholding' | 'officer';
  /** 0–100, shareholdings only. */
  pct?: number;
  /** OfficerRole key, officer seats only. */
  role?: string;
}

/** Read access to relations; the registry provides one, tests craft their own. */
export interface RelationGraph {
  /** Every relation that touches `id`, whichever its direction; empty for an unknown id. */
  relations(id: string): readonly Relation[];
}

export interface PathResult {
  /** Node ids from `from` to `to`, both included (length = hops + 1). */
  nodes: string[];
  /** The relation between nodes[i] and nodes[i + 1], in its own direction (who holds whom). */
  edges: Relation[];
}

/**
 * Breadth-first shortest path between two ids (relations are walked in both directions). Ties are broken by the
 * order `relations()` lists them, so the answer is deterministic. Returns `{ nodes: [from], edges: [] }` when
 * from = to, and null when no chain of at most `maxHops` relations exists.
 */
export function shortestPath(graph: RelationGraph, from: string, to: string, maxHops = 6): PathResult | null {
  if (from === to) return { nodes: [from], edges: [] };
  const prev = new Map<string, { node: string; edge: Relation }>();
  const seen = new Set([from]);
  let frontier = [from];
  for (let hop = 0; hop < maxHops && frontier.length; hop++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const r of graph.relations(id)) {
        const other = r.from === id ? r.to : r.from;
        if (seen.has(other)) continue;
        seen.add(other);
        prev.set(other, { node: id, edge: r });
        if (other === to) {
          const nodes = [to];
          const edges: Relation[] = [];
          for (let cur = to; cur !== from;) {
            const p = prev.get(cur)!;
            nodes.unshift(p.node);
            edges.unshift(p.edge);
            cur = p.node;
          }
          return { nodes, edges };
        }
        next.push(other);
      }
    }
    frontier = next;
  }
  return null;
}

/** The registry's relations: shareholdings (enterprise or person → enterprise) and officer seats (person → enterprise). */
export function registryRelations(registry: Registry): RelationGraph {
  return {
    relations(id) {
      // Shareholdings first, so that of two equally short chains the one through equity is named.
      const out: Relation[] = [];
      const e = registry.byCkey.get(id);
      if (e) for (const h of e.shareholders) out.push({ from: h.id, to: id, kind: 'shareholding', pct: h.pct });
      for (const inv of registry.investments.get(id) ?? [])
        out.push({ from: id, to: inv.ckey, kind: 'shareholding', pct: inv.pct });
      if (e) for (const o of e.officers) out.push({ from: o.personId, to: id, kind: 'officer', role: o.role });
      else
        for (const r of registry.roles.get(id) ?? []) out.push({ from: id, to: r.ckey, kind: 'officer', role: r.role });
      return out;
    },
  };
}

export { pathQuerySchema, pathSchema, personIdSchema };
export type { PathResponse };
type PathNode = PathResponse['nodes'][number];

function describe(registry: Registry, id: string): PathNode | undefined {
  const e = registry.byCkey.get(id);
  if (e) return { id, kind: 'enterprise', name: e.name, nameEn: e.nameEn };
  const p = registry.persons.get(id);
  return p ? { id, kind: 'person', name: p.name, nameEn: p.nameEn } : undefined;
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
const zh = (request: Request) => (request.headers.get('accept-language') ?? '').trim().toLowerCase().startsWith('zh');

/**
 * GET /api/registry/path?from=&to=&maxHops= (ids: ckey or person id; maxHops 1–8, default 6). 400 for a malformed
 * parameter, 404 for an id the registry does not know, else 200 with `pathSchema` (found or not), cacheable per build.
 */
export function handlePath(request: Request, buildId: string): Response {
  const url = new URL(request.url);
  const raw = Object.fromEntries(
    ['from', 'to', 'maxHops'].flatMap((k) => (url.searchParams.has(k) ? [[k, url.searchParams.get(k)!]] : [])),
  );
  const parsed = pathQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const param = String(parsed.error.issues[0]?.path[0] ?? 'from');
    const message = zh(request)
      ? `参数 ${param} 无效（from/to：企业 ckey 或人员编号；maxHops：1–8）`
      : `Invalid parameter ${param} (from/to: an enterprise ckey or a person id; maxHops: 1–8)`;
    return json({ error: 'badRequest', message }, 400, { 'Cache-Control': 'no-store' });
  }
  const registry = getRegistry();
  const { from, to, maxHops } = parsed.data;
  const a = describe(registry, from);
  const b = describe(registry, to);
  if (!a || !b) {
    const id = !a ? from : to;
    return json(
      { error: 'notFound', message: zh(request) ? `样本库中没有 ${id}` : `No entity ${id} in the sample registry` },
      404,
      { 'Cache-Control': 'no-store' },
    );
  }
  const path = shortestPath(registryRelations(registry), from, to, maxHops);
  const body: PathResponse = path
    ? { from, to, found: true, nodes: path.nodes.map((id) => describe(registry, id)!), edges: path.edges }
    : { from, to, found: false, nodes: [], edges: [] };
  return json(body, 200, { 'Cache-Control': 'public, max-age=300', ETag: `"${buildId}"` });
}

/**
 * GET /api/registry/persons/{id}/graph: a person and the enterprises they hold or serve (one hop), in the same
 * `Graph` shape as an enterprise's graph (its `ckey` field holds the person id), so the client can expand a person node.
 * 404 for an unknown person.
 */
export function handlePersonGraph(request: Request, id: string, buildId: string): Response {
  const registry = getRegistry();
  if (!personIdSchema.safeParse(id).success || !registry.persons.has(id) || getEnterprise(id)) {
    return json(
      {
        error: 'notFound',
        message: zh(request)
          ? `样本库中没有人员 ${id.slice(0, 40)}`
          : `No person ${id.slice(0, 40)} in the sample registry`,
      },
      404,
      { 'Cache-Control': 'no-store' },
    );
  }
  const graph: Graph = buildGraph(registry, id, 1);
  return json(graph, 200, { 'Cache-Control': 'public, max-age=300', ETag: `"${buildId}"` });
}
