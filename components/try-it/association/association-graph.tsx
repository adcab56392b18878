'use client';

import cytoscape from 'cytoscape';
import { useEffect, useRef } from 'react';
import type { AssociationResponse } from '@/lib/association/schemas';

const colors = { member: '#1f5fbf', party: '#c0631b', circle: '#d4380d', link: '#9ca3af' };

/**
 * The related parties drawn with cytoscape.js (the library of the company pages' relation graph, same colours:
 * companies as blue boxes, shared people / holders / addresses / phones as orange dots), `cose` layout; guarantee
 * circles in red. Loaded with `import()` only when results arrive. The groups list above carries the same facts as text.
 */
export function AssociationGraph({ graph, label }: { graph: AssociationResponse['graph']; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const cy = cytoscape({
      container: box.current,
      minZoom: 0.3,
      maxZoom: 2.5,
      elements: [
        ...graph.nodes.map((n) => ({ group: 'nodes' as const, data: { id: n.id, label: n.label }, classes: n.kind })),
        ...graph.edges.map((e) => ({ group: 'edges' as const, data: { id: e.id, source: e.from, target: e.to }, classes: `${e.kind}${e.circle ? ' circle' : ''}` })),
      ],
      style: [
        { selector: 'node', style: { label: 'data(label)', 'font-size': 10, 'text-valign': 'bottom', 'text-margin-y': 4, 'text-wrap': 'ellipsis', 'text-max-width': '120px', width: 18, height: 18 } },
        { selector: 'node.member', style: { shape: 'round-rectangle', 'background-color': colors.member, width: 26, height: 26 } },
        { selector: 'node.party', style: { shape: 'ellipse', 'background-color': colors.party } },
        { selector: 'edge', style: { width: 1.5, 'line-color': colors.link, 'curve-style': 'bezier' } },
        { selector: 'edge.holding, edge.crossHolding, edge.guarantee', style: { 'target-arrow-shape': 'triangle', 'target-arrow-color': colors.link } },
        { selector: 'edge.guarantee', style: { 'line-style': 'dashed' } },
        { selector: 'edge.circle', style: { width: 3, 'line-color': colors.circle, 'target-arrow-color': colors.circle } },
      ],
      layout: { name: 'cose', animate: false, randomize: true, nodeRepulsion: () => 300000, idealEdgeLength: () => 90, padding: 20, fit: true },
    });
    return () => cy.destroy();
  }, [graph]);
  return <div ref={box} style={{ height: 420, border: '1px solid var(--hx-border)', borderRadius: 'var(--hx-radius-sm)' }} data-testid="association-graph" role="img" aria-label={label} />;
}
