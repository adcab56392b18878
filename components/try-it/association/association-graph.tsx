'use client';

import cytoscape from 'cytoscape';
import { useEffect, useRef } from 'react';
import type { AssociationResponse } from '@/lib/association/schemas';
import { associationRoot, layoutAssociation, linkedOnly } from '@/lib/relations/association-layout';
import { fitFirstView, followZoom, graphStylesheet, zoomLimits } from '@/components/relations/cytoscape-setup';

/**
 * The related parties drawn with the company pages' relationship-graph setup (`components/relations/cytoscape-setup.ts`:
 * same colours, shapes and readable 13 px labels; computed, repeatable layout of `lib/relations/association-layout.ts`):
 * companies of the list as blue boxes (the most linked one larger), shared people / holders / addresses / phones as
 * orange dots, holdings and guarantees as arrows (guarantees dashed), guarantee circles in red. Companies with no
 * link are left out (the results list them). Loaded with `import()` only when results arrive; the groups list above
 * carries the same facts as text.
 */
export function AssociationGraph({ graph, label }: { graph: AssociationResponse['graph']; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const drawn = linkedOnly(graph);
    const root = associationRoot(drawn);
    const at = layoutAssociation(drawn);
    const cy = cytoscape({
      container: box.current,
      ...zoomLimits,
      wheelSensitivity: 0.3,
      style: graphStylesheet(),
      layout: { name: 'preset' },
      elements: [
        ...drawn.nodes.map((n) => ({
          group: 'nodes' as const,
          // Short names keep a 200-company drawing readable at overview zoom; the groups above give the full names.
          data: { id: n.id, label: n.short ?? n.label },
          position: { ...(at.get(n.id) ?? { x: 0, y: 0 }) },
          classes: [n.kind === 'member' ? 'enterprise' : 'party', n.id === root ? 'root' : ''].join(' '),
        })),
        ...drawn.edges.map((e) => ({
          group: 'edges' as const,
          data: { id: e.id, source: e.from, target: e.to, label: '' },
          classes: [e.kind === 'guarantee' ? 'dashed' : '', e.kind === 'holding' || e.kind === 'crossHolding' || e.kind === 'guarantee' ? '' : 'undirected', e.circle ? 'hl cycle' : ''].join(' '),
        })),
      ],
    });
    followZoom(cy);
    // An overview first: the whole list's groups, down to half size (a third on a phone); labels stay 13 px on screen.
    fitFirstView(cy, undefined, box.current.clientWidth < 600 ? 0.35 : 0.5);
    return () => cy.destroy();
  }, [graph]);
  return <div ref={box} style={{ height: 520, border: '1px solid var(--hx-border)', borderRadius: 'var(--hx-radius-sm)' }} data-testid="association-graph" role="img" aria-label={label} />;
}
