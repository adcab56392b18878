/**
 * The one cytoscape.js setup of the site's relationship drawings: the company page's ownership graph
 * (`graph-canvas.tsx`) and the related-parties demo (`components/try-it/association/association-graph.tsx`) draw
 * with the same colours, shapes and label rules, and place nodes with the same computed layout
 * (`lib/relations/graph-layout.ts`: the same graph looks the same on every load).
 *
 * Node classes: `enterprise` (blue box), `person` (orange dot), `party` (orange dot: a shared address, phone or outside
 * holder), `branch` (grey diamond), `root` (larger, bold), `expanded`, `hl` (red: a UBO chain, a found path, a
 * guarantee circle). Edge classes: `dashed` (officer, legal representative, guarantee), `undirected`, `cycle` (bent,
 * for a ring), `hl`. Labels are drawn at
 * 13 px on screen at every zoom (`followZoom`) with a light background, so they stay readable on a projector and a
 * phone. Import this module only from code that is itself loaded with `import()` (it is part of the drawing).
 */
import type { Core, StylesheetJson } from 'cytoscape';
import { graphLayoutSpacing } from '@/lib/relations/graph-layout';

/** Labels are drawn at this size on screen (px) whatever the zoom. */
export const labelPx = 13;
/** The first view never zooms out below this (the visitor pans to the rest); the visitor can go down to minZoom. */
export const firstViewMinZoom = 0.8;
/** Zoom limits of every drawing. */
export const zoomLimits = { minZoom: 0.3, maxZoom: 2.5 } as const;

export const graphColors = {
  enterprise: '#1f5fbf',
  person: '#c0631b',
  branch: '#6b7280',
  highlight: '#d4380d',
  link: '#9ca3af',
  text: '#1f2937',
} as const;

/** The shared stylesheet. */
export function graphStylesheet(): StylesheetJson {
  return [
    {
      selector: 'node',
      style: {
        label: 'data(label)',
        'font-size': labelPx,
        'text-valign': 'bottom',
        'text-margin-y': 4,
        'text-wrap': 'wrap',
        'text-max-width': `${graphLayoutSpacing.column - 18}px`,
        'text-background-color': '#fbfcfe',
        'text-background-opacity': 0.85,
        'text-background-padding': '1px',
        color: graphColors.text,
        width: 22,
        height: 22,
      },
    },
    // A label with no space (a Chinese name or address, a phone number) wraps between any two characters.
    { selector: 'node.nospace', style: { 'text-overflow-wrap': 'anywhere' } },
    { selector: 'node.enterprise', style: { shape: 'round-rectangle', 'background-color': graphColors.enterprise } },
    { selector: 'node.person, node.party', style: { shape: 'ellipse', 'background-color': graphColors.person } },
    { selector: 'node.party', style: { width: 16, height: 16 } },
    {
      selector: 'node.branch',
      style: { shape: 'diamond', 'background-color': graphColors.branch, width: 16, height: 16 },
    },
    {
      selector: 'node.root',
      style: { width: 34, height: 34, 'font-weight': 'bold', 'border-width': 3, 'border-color': '#0b2e66' },
    },
    { selector: 'node.expanded', style: { 'border-width': 2, 'border-color': '#111827' } },
    {
      selector: 'edge',
      style: {
        width: 1.5,
        'line-color': graphColors.link,
        'target-arrow-color': graphColors.link,
        'target-arrow-shape': 'triangle',
        'curve-style': 'bezier',
        label: 'data(label)',
        'font-size': labelPx - 1,
        color: '#374151',
        'text-background-color': '#ffffff',
        'text-background-opacity': 1,
        'text-background-padding': '1px',
      },
    },
    { selector: 'edge.undirected', style: { 'target-arrow-shape': 'none' } },
    { selector: 'edge.dashed, edge.officer, edge.legalRepresentative', style: { 'line-style': 'dashed' } },
    {
      selector: 'node.hl',
      style: { 'background-color': graphColors.highlight, 'border-width': 3, 'border-color': graphColors.highlight },
    },
    {
      selector: 'edge.hl',
      style: {
        width: 3.5,
        'line-color': graphColors.highlight,
        'target-arrow-color': graphColors.highlight,
        color: graphColors.highlight,
      },
    },
    // A cycle (guarantee circle) bends each of its edges to its own left, so the edge closing the ring never runs over
    // the others when the ring's companies sit in a line.
    {
      selector: 'edge.cycle',
      style: { 'curve-style': 'unbundled-bezier', 'control-point-distances': [36], 'control-point-weights': [0.5] },
    },
  ];
}

/**
 * Keeps labels at `labelPx` on screen at every zoom (their model size follows the zoom), wrapping within a layout
 * column, but never narrower than `minLabelPx` on screen (a drawing shown small on a phone passes less, so that a
 * label never runs into its neighbour's column).
 */
export function followZoom(cy: Core, minLabelPx = 96): void {
  const fit = () => {
    const zoom = cy.zoom();
    const font = labelPx / zoom;
    const width = Math.max(minLabelPx, graphLayoutSpacing.column * zoom - 18) / zoom;
    cy.style()
      .selector('node')
      .style({ 'font-size': font, 'text-max-width': `${width}px` })
      .selector('edge')
      .style({ 'font-size': font * 0.92 })
      .update();
  };
  cy.on('zoom', fit);
  fit();
}

/**
 * The first view: everything fitted (24 px padding), but never below `minZoom` (default `firstViewMinZoom`) — then
 * centred on `focus` (else on the whole drawing), and the visitor pans to the rest.
 */
export function fitFirstView(cy: Core, focus?: string, minZoom: number = firstViewMinZoom): void {
  cy.fit(undefined, 24);
  if (cy.zoom() < minZoom) {
    cy.zoom(minZoom);
    if (focus) cy.center(cy.getElementById(focus));
    else cy.center();
  }
  cy.emit('zoom');
}
