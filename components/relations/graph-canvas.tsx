'use client';

import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import { useEffect, useRef } from 'react';
import { layoutGraph, type Point } from '@/lib/relations/graph-layout';
import { edgeKey, type GraphData, type GraphEdge } from '@/lib/relations/graph-view';
import { fitFirstView, followZoom, graphStylesheet, zoomLimits } from './cytoscape-setup';
import styles from './relations.module.css';
import { localName } from '@/lib/registry/local-name';

/** Props of the canvas; the table beside it (relation-graph.tsx) carries the same facts for assistive technology. */
export interface GraphCanvasProps {
  graph: GraphData;
  /** The company the page is about (drawn larger). */
  root: string;
  locale: string;
  highlightNodes: ReadonlySet<string>;
  highlightEdges: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  /** Called with a node id when the visitor taps a node that can be expanded. */
  onExpand: (id: string) => void;
  /** Shown full screen: the drawing resizes to the new box and fits again. */
  fullScreen?: boolean;
}

/** Shareholding edges carry their percentage. */
const edgeLabel = (e: GraphEdge) => (e.kind === 'shareholding' ? `${e.pct ?? 0}%` : '');

function elements(graph: GraphData, root: string, locale: string): ElementDefinition[] {
  return [
    ...graph.nodes.map((n) => ({
      group: 'nodes' as const,
      data: { id: n.id, label: localName(n, locale), kind: n.kind },
      classes: [n.kind, n.id === root ? 'root' : ''].join(' '),
    })),
    ...graph.edges.map((e) => ({
      group: 'edges' as const,
      data: { id: edgeKey(e), source: e.from, target: e.to, label: edgeLabel(e), kind: e.kind },
      classes: e.kind,
    })),
  ];
}

/**
 * The interactive drawing (cytoscape.js with the computed positions of lib/relations/graph-layout.ts: the same graph
 * looks the same on every load, and an expansion adds the new nodes without moving the others). This module is only
 * ever loaded with `import()` when the graph is shown, so cytoscape stays out of the company page's first-load
 * JavaScript. Style, label rule (13 px on screen at every zoom) and first view come from `cytoscape-setup.ts`, shared
 * with the related-parties demo; highlighted nodes and edges (UBO chains, the found path) are drawn in red.
 */
export function GraphCanvas({
  graph,
  root,
  locale,
  highlightNodes,
  highlightEdges,
  expanded,
  onExpand,
  fullScreen = false,
}: GraphCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const expand = useRef(onExpand);
  const positions = useRef<Map<string, Point>>(new Map());

  useEffect(() => {
    expand.current = onExpand;
  }, [onExpand]);

  useEffect(() => {
    if (!box.current) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const instance = cytoscape({
      container: box.current,
      ...zoomLimits,
      wheelSensitivity: 0.3,
      style: graphStylesheet(),
    });
    instance.on('tap', 'node', (event) => expand.current(event.target.id()));
    followZoom(instance);
    instance.data('reduced', reduced);
    cy.current = instance;
    return () => {
      instance.destroy();
      cy.current = null;
    };
  }, []);

  // Place what is new (lib/relations/graph-layout.ts keeps every placed node where it is), then show it.
  useEffect(() => {
    const instance = cy.current;
    if (!instance) return;
    const fresh = elements(graph, root, locale).filter((el) => instance.getElementById(String(el.data.id)).empty());
    if (!fresh.length) return;
    const first = instance.elements().empty();
    positions.current = layoutGraph(graph, root, positions.current);
    const added = instance
      .add(
        fresh.map((el) =>
          el.group === 'nodes' ? { ...el, position: { ...positions.current.get(String(el.data.id))! } } : el,
        ),
      )
      .nodes();
    if (first) fitFirstView(instance, root);
    else if (added.nonempty()) {
      const view = { center: { eles: added } };
      if (instance.data('reduced')) instance.center(added);
      else instance.animate(view, { duration: 300 });
    }
  }, [graph, root, locale]);

  // The box changed size (full screen on or off): redraw at the new size, keeping the first view's rule.
  useEffect(() => {
    const instance = cy.current;
    if (!instance || instance.elements().empty()) return;
    instance.resize();
    fitFirstView(instance, root);
  }, [fullScreen, root]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance) return;
    instance.batch(() => {
      instance.elements().removeClass('hl');
      instance.nodes().forEach((n) => {
        if (highlightNodes.has(n.id())) n.addClass('hl');
        if (expanded.has(n.id())) n.addClass('expanded');
      });
      instance.edges().forEach((e) => {
        if (highlightEdges.has(e.id())) e.addClass('hl');
      });
    });
  }, [graph, highlightNodes, highlightEdges, expanded]);

  return <div ref={box} className={styles.canvas} data-testid="graph-canvas" />;
}
