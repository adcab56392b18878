import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getRegistry, uboOf } from '@/lib/registry';
import { graphSchema } from '@/lib/registry/schemas';
import {
  handlePath,
  handlePersonGraph,
  pathSchema,
  registryRelations,
  shortestPath,
  type Relation,
  type RelationGraph,
} from '@/lib/registry/paths';

/** A crafted graph from a list of relations. */
function crafted(relations: Relation[]): RelationGraph {
  return { relations: (id) => relations.filter((r) => r.from === id || r.to === id) };
}
const hold = (from: string, to: string, pct = 50): Relation => ({ from, to, kind: 'shareholding', pct });
const seat = (from: string, to: string, role = 'director'): Relation => ({ from, to, kind: 'officer', role });

describe('shortestPath on crafted graphs', () => {
  it('finds the shortest of two chains, walking relations against their direction', () => {
    // A ← p1 → B → C, and A → D → E → C: the short way is A–p1–B–C.
    const g = crafted([
      hold('p1', 'A'),
      hold('p1', 'B'),
      hold('B', 'C'),
      hold('A', 'D'),
      hold('D', 'E'),
      hold('E', 'C'),
    ]);
    const path = shortestPath(g, 'A', 'C');
    expect(path?.nodes).toEqual(['A', 'p1', 'B', 'C']);
    expect(path?.edges).toEqual([hold('p1', 'A'), hold('p1', 'B'), hold('B', 'C')]);
  });

  it('connects two companies through a shared director', () => {
    const g = crafted([seat('p7', 'X', 'chairman'), seat('p7', 'Y', 'supervisor'), hold('p8', 'Y')]);
    expect(shortestPath(g, 'X', 'Y')).toEqual({
      nodes: ['X', 'p7', 'Y'],
      edges: [seat('p7', 'X', 'chairman'), seat('p7', 'Y', 'supervisor')],
    });
  });

  it('terminates on cross-holdings (cycles) and reports unreachable entities as null', () => {
    const g = crafted([hold('A', 'B'), hold('B', 'A'), hold('B', 'C'), hold('C', 'A'), hold('Z1', 'Z2')]);
    expect(shortestPath(g, 'A', 'C')?.nodes).toEqual(['A', 'C']);
    expect(shortestPath(g, 'A', 'Z2')).toBeNull();
    expect(shortestPath(g, 'A', 'nobody')).toBeNull();
  });

  it('respects maxHops and answers a zero-length path for the same entity', () => {
    const g = crafted([hold('A', 'B'), hold('B', 'C'), hold('C', 'D')]);
    expect(shortestPath(g, 'A', 'D', 2)).toBeNull();
    expect(shortestPath(g, 'A', 'D', 3)?.nodes).toEqual(['A', 'B', 'C', 'D']);
    expect(shortestPath(g, 'A', 'A')).toEqual({ nodes: ['A'], edges: [] });
  });
});

describe('paths in the sample registry', () => {
  const registry = getRegistry();
  const relations = registryRelations(registry);

  it('every relation of an enterprise is symmetric: the other end lists it too', () => {
    for (const e of registry.enterprises.slice(0, 200)) {
      for (const r of relations.relations(e.ckey)) {
        const other = r.from === e.ckey ? r.to : r.from;
        expect(relations.relations(other)).toContainEqual(r);
      }
    }
  });

  it('reaches a UBO no further than the UBO chain', () => {
    const ckey = registry.enterprises.find((e) =>
      uboOf(e.ckey).some((u) => u.basis === 'ownership' && u.paths[0].length > 2),
    )!.ckey;
    const ubo = uboOf(ckey).find((u) => u.basis === 'ownership')!;
    const path = shortestPath(relations, ubo.personId, ckey)!;
    expect(path.nodes.length).toBeLessThanOrEqual(Math.min(...ubo.paths.map((p) => p.length)));
    expect(path.nodes[0]).toBe(ubo.personId);
    expect(path.nodes.at(-1)).toBe(ckey);
  });

  it('serves paths as JSON: found, 400 for a malformed id, 404 for an unknown one', async () => {
    const [a, b] = registry.enterprises;
    const holder = a.shareholders[0];
    const ok = handlePath(new Request(`http://x/api/registry/path?from=${holder.id}&to=${a.ckey}`), 'b1');
    expect(ok.status).toBe(200);
    const body = pathSchema.parse(await ok.json());
    expect(body).toMatchObject({ found: true, nodes: [{ id: holder.id }, { id: a.ckey }] });
    expect(body.edges).toEqual([{ from: holder.id, to: a.ckey, kind: 'shareholding', pct: holder.pct }]);
    const none = pathSchema.parse(
      await handlePath(new Request(`http://x/api/registry/path?from=${a.ckey}&to=${b.ckey}&maxHops=1`), 'b1').json(),
    );
    if (!none.found) expect(none.nodes).toEqual([]);
    const bad = handlePath(
      new Request('http://x/api/registry/path?from=<script>&to=p1', { headers: { 'accept-language': 'zh-CN' } }),
      'b1',
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('from');
    expect(handlePath(new Request(`http://x/api/registry/path?from=ffffffffff&to=${a.ckey}`), 'b1').status).toBe(404);
    expect(
      handlePath(new Request(`http://x/api/registry/path?from=${a.ckey}&to=${b.ckey}&maxHops=99`), 'b1').status,
    ).toBe(400);
  });

  it('expands a person: their holdings and seats in the graph shape', async () => {
    const person = [...registry.roles.keys()][0];
    const r = handlePersonGraph(new Request(`http://x/api/registry/persons/${person}/graph`), person, 'b1');
    expect(r.status).toBe(200);
    const graph = graphSchema.extend({ ckey: z.string() }).parse(await r.json());
    expect(graph.nodes[0]).toMatchObject({ id: person, kind: 'person' });
    const seats = registry.roles.get(person)!.map((s) => s.ckey);
    for (const ckey of seats) expect(graph.edges.some((e) => e.from === person && e.to === ckey)).toBe(true);
    expect(handlePersonGraph(new Request('http://x'), 'p999999999', 'b1').status).toBe(404);
    expect(handlePersonGraph(new Request('http://x'), '../etc', 'b1').status).toBe(404);
  });
});
