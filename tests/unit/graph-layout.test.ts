import { describe, expect, it } from 'vitest';
import { graphLayoutSpacing, layoutGraph } from '@/lib/relations/graph-layout';
import { mergeGraphs, type GraphData } from '@/lib/relations/graph-view';
import { getRegistry } from '@/lib/registry';
import { buildGraph } from '@/lib/registry/graph';

const node = (id: string, kind: 'enterprise' | 'person' | 'branch' = 'enterprise') => ({
  id,
  kind,
  name: id,
  nameEn: id,
});

function noOverlap(pos: Map<string, { x: number; y: number }>) {
  const list = [...pos.values()];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const close =
        Math.abs(list[i].x - list[j].x) < graphLayoutSpacing.minGap.x &&
        Math.abs(list[i].y - list[j].y) < graphLayoutSpacing.minGap.y;
      expect(close, `nodes ${i} and ${j} overlap`).toBe(false);
    }
}

describe('graph layout', () => {
  const g: GraphData = {
    nodes: [node('c'), node('p1', 'person'), node('s1'), node('i1'), node('i2'), node('c#b1', 'branch')],
    edges: [
      { from: 'p1', to: 'c', kind: 'shareholding', pct: 60 },
      { from: 's1', to: 'c', kind: 'shareholding', pct: 40 },
      { from: 'c', to: 'i1', kind: 'shareholding', pct: 51 },
      { from: 'c', to: 'i2', kind: 'shareholding', pct: 11 },
      { from: 'c', to: 'c#b1', kind: 'branch' },
      { from: 'p1', to: 'c', kind: 'officer', role: 'chairman' },
    ],
  };

  it('puts shareholders above and investees below the company, and is the same on every run', () => {
    const a = layoutGraph(g, 'c');
    expect(a.get('c')).toEqual({ x: 0, y: 0 });
    expect(a.get('p1')!.y).toBeLessThan(0);
    expect(a.get('s1')!.y).toBeLessThan(0);
    expect(a.get('i1')!.y).toBeGreaterThan(0);
    expect(layoutGraph(g, 'c')).toEqual(a);
    noOverlap(a);
  });

  it('an expansion keeps every placed node where it was and places the new ones clear of them', () => {
    const before = layoutGraph(g, 'c');
    const more: GraphData = {
      nodes: [node('i1'), node('x1'), node('x2'), node('p1', 'person')],
      edges: [
        { from: 'i1', to: 'x1', kind: 'shareholding', pct: 70 },
        { from: 'x2', to: 'i1', kind: 'shareholding', pct: 49 },
      ],
    };
    const after = layoutGraph(mergeGraphs(g, more), 'c', before);
    for (const [id, p] of before) expect(after.get(id)).toEqual(p);
    expect(after.get('x1')!.y).toBeGreaterThan(after.get('i1')!.y);
    noOverlap(after);
    // Expanding with nothing new changes nothing.
    expect(layoutGraph(mergeGraphs(g, { nodes: [node('i1')], edges: [] }), 'c', before)).toEqual(before);
  });

  it('lays out real registry graphs without overlaps, deterministically', () => {
    for (const ckey of ['c9f2a1e7b3', 'd4e8b6a2c1', 'a7c3e9f5d2', '410b14133c']) {
      const graph = buildGraph(getRegistry(), ckey, 2);
      const a = layoutGraph(graph, ckey);
      expect(a.size).toBe(graph.nodes.length);
      noOverlap(a);
      expect(layoutGraph(graph, ckey)).toEqual(a);
    }
  });
});

describe('related-parties drawing (same layout as the company graph)', () => {
  it('places every linked node of a 200-company answer apart, the same way on every run, and leaves unlinked members out', async () => {
    const { runAssociation } = await import('@/lib/association/handler');
    const { associationRoot, layoutAssociation, linkedOnly } = await import('@/lib/relations/association-layout');
    const registry = getRegistry();
    const found = registry.enterprises.slice(2000, 2200).map((e, i) => ({ row: i + 1, ckey: e.ckey }));
    const { graph, unrelated } = runAssociation(found, [], 'zh-CN', registry);
    const drawn = linkedOnly(graph);
    expect(drawn.nodes.length).toBeLessThan(graph.nodes.length);
    for (const ckey of unrelated) expect(drawn.nodes.some((n) => n.id === ckey)).toBe(false);
    const pos = layoutAssociation(drawn);
    expect(associationRoot(drawn)).toBeDefined();
    expect([...pos.values()]).toContainEqual({ x: 0, y: 0 });
    // Packed groups: the drawing is not a long strip.
    const xs = [...pos.values()].map((p) => p.x);
    const ys = [...pos.values()].map((p) => p.y);
    const [w, h] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
    expect(w / Math.max(h, 1)).toBeLessThan(4);
    expect([...pos.keys()].sort()).toEqual(drawn.nodes.map((n) => n.id).sort());
    expect(layoutAssociation(drawn)).toEqual(pos);
    noOverlap(pos);
  });

  it("on a phone's narrow canvas, stacks the demo sample's groups no wider than asked, still apart and repeatable", async () => {
    const { runAssociation } = await import('@/lib/association/handler');
    const { sampleAssociationList } = await import('@/lib/association/sample');
    const { layoutAssociation, linkedOnly } = await import('@/lib/relations/association-layout');
    const registry = getRegistry();
    const found = sampleAssociationList(registry).map((e, i) => ({ row: i + 1, ckey: e.ckey }));
    const drawn = linkedOnly(runAssociation(found, [], 'zh-CN', registry).graph);
    const width = (pos: Map<string, { x: number }>) =>
      Math.max(...[...pos.values()].map((p) => p.x)) - Math.min(...[...pos.values()].map((p) => p.x));
    const wide = layoutAssociation(drawn);
    // A 390 px phone's canvas (324 px inside the demo card) less padding, at the phone zoom (components/try-it/association/association-graph.tsx).
    const narrow = layoutAssociation(drawn, (324 - 48) / 0.42);
    expect(width(narrow)).toBeLessThan(width(wide));
    expect(width(narrow)).toBeLessThanOrEqual((324 - 48) / 0.42);
    expect([...narrow.keys()].sort()).toEqual([...wide.keys()].sort());
    expect(layoutAssociation(drawn, (324 - 48) / 0.42)).toEqual(narrow);
    noOverlap(narrow);
  });
});
