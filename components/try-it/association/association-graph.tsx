'use client';

import cytoscape from 'cytoscape';
import { useEffect, useRef } from 'react';
import type { AssociationResponse } from '@/lib/association/schemas';
import { associationRoot, layoutAssociation, linkedOnly } from '@/lib/relations/association-layout';
import { fitFirstView, followZoom, graphStylesheet, zoomLimits } from '@/components/relations/cytoscape-setup';
import { graphLayoutSpacing } from '@/lib/relations/graph-layout';

/**
 * On a narrow canvas (a phone) the drawing is shown at this zoom: its groups are packed no wider than the canvas at
 * it (they stack down the screen), labels wrap within their column (at least `labelMinPx` on screen) and the canvas
 * grows to the drawing's height, between `narrowHeight.min` and `.max` px. A layout column is 170 model px: 0.42
 * puts columns 71 px apart on screen, clear of a label wrapped at `labelMinPx` (at every width: at the wide first
 * view's 0.5, columns are 85 px apart, and the company graph's 96 px labels would touch), and a four-column group
 * fits a 390 px phone's canvas.
 */
const narrowZoom = 0.42;
const labelMinPx = 60;
const narrowHeight = { min: 420, max: 760 } as const;
/** Canvas height (px) on a wide screen. */
const wideHeight = 520;

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
    const width = box.current.clientWidth;
    const narrow = width < 600;
    const at = layoutAssociation(drawn, narrow ? (width - 48) / narrowZoom : Infinity);
    if (narrow) {
      const ys = [...at.values()].map((p) => p.y);
      const tall = (Math.max(0, ...ys) - Math.min(0, ...ys) + graphLayoutSpacing.row) * narrowZoom + 48;
      box.current.style.height = `${Math.round(Math.min(narrowHeight.max, Math.max(narrowHeight.min, tall)))}px`;
    }
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
          classes: [
            n.kind === 'member' ? 'enterprise' : 'party',
            n.id === root ? 'root' : '',
            /\s/.test(n.short ?? n.label) ? '' : 'nospace',
          ].join(' '),
        })),
        ...drawn.edges.map((e) => ({
          group: 'edges' as const,
          data: { id: e.id, source: e.from, target: e.to, label: '' },
          classes: [
            e.kind === 'guarantee' ? 'dashed' : '',
            e.kind === 'holding' || e.kind === 'crossHolding' || e.kind === 'guarantee' ? '' : 'undirected',
            e.circle ? 'hl cycle' : '',
          ].join(' '),
        })),
      ],
    });
    followZoom(cy, labelMinPx);
    // An overview first: the whole list's groups, down to half size (on a phone, down to the zoom the layout was
    // packed for); labels stay 13 px on screen.
    fitFirstView(cy, undefined, narrow ? narrowZoom : 0.5);
    return () => cy.destroy();
  }, [graph]);
  return (
    <div
      ref={box}
      style={{ height: wideHeight, border: '1px solid var(--hx-border)', borderRadius: 'var(--hx-radius-sm)' }}
      data-testid="association-graph"
      role="img"
      aria-label={label}
    />
  );
}
