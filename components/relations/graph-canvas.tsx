'use client';

import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import { useEffect, useRef } from 'react';
import { graphLayoutSpacing, layoutGraph, type Point } from '@/lib/relations/graph-layout';
import { edgeKey, type GraphData, type GraphEdge } from '@/lib/relations/graph-view';
import styles from './relations.module.css';

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

/** Labels are drawn at this size on screen (px) whatever the zoom, so they stay readable on a projector and a phone. */
const labelPx = 13;
/** The first view never zooms out below this (the visitor pans to the rest); the visitor can go down to minZoom. */
const firstViewMinZoom = 0.8;

/** Label size and wrap width in model units for a zoom level: constant on screen, wrapping within a column. */
function labelStyle(zoom: number) {
  const font = labelPx / zoom;
  const width = Math.max(96, graphLayoutSpacing.column * zoom - 18) / zoom;
  return { font, width };
}

const colors = { enterprise: '#1f5fbf', person: '#c0631b', branch: '#6b7280', highlight: '#d4380d' };

/** Shareholding edges carry their percentage. */
const edgeLabel = (e: GraphEdge) => (e.kind === 'shareholding' ? `${e.pct ?? 0}%` : '');

function elements(graph: GraphData, root: string, en: boolean): ElementDefinition[] {
  return [
    ...graph.nodes.map((n) => ({
      group: 'nodes' as const,
      data: { id: n.id, label: en ? n.nameEn : n.name, kind: n.kind },
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
 * JavaScript. Labels keep a constant on-screen size at every zoom (13 px, wrapping within their column); highlighted
 * nodes and edges (UBO chains, the found path) are drawn in red.
 */
export function GraphCanvas({ graph, root, locale, highlightNodes, highlightEdges, expanded, onExpand, fullScreen = false }: GraphCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const expand = useRef(onExpand);
  const positions = useRef<Map<string, Point>>(new Map());
  const en = locale.startsWith('en');

  useEffect(() => {
    expand.current = onExpand;
  }, [onExpand]);

  useEffect(() => {
    if (!box.current) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const instance = cytoscape({
      container: box.current,
      minZoom: 0.4,
      maxZoom: 2.5,
      wheelSensitivity: 0.3,
      style: [
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
            color: '#1f2937',
            width: 22,
            height: 22,
          },
        },
        { selector: 'node.enterprise', style: { shape: 'round-rectangle', 'background-color': colors.enterprise } },
        { selector: 'node.person', style: { shape: 'ellipse', 'background-color': colors.person } },
        { selector: 'node.branch', style: { shape: 'diamond', 'background-color': colors.branch, width: 16, height: 16 } },
        { selector: 'node.root', style: { width: 34, height: 34, 'font-weight': 'bold', 'border-width': 3, 'border-color': '#0b2e66' } },
        { selector: 'node.expanded', style: { 'border-width': 2, 'border-color': '#111827' } },
        {
          selector: 'edge',
          style: {
            width: 1.5,
            'line-color': '#9ca3af',
            'target-arrow-color': '#9ca3af',
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
        { selector: 'edge.officer, edge.legalRepresentative', style: { 'line-style': 'dashed' } },
        { selector: 'node.hl', style: { 'background-color': colors.highlight, 'border-width': 3, 'border-color': colors.highlight } },
        { selector: 'edge.hl', style: { width: 3.5, 'line-color': colors.highlight, 'target-arrow-color': colors.highlight, color: colors.highlight } },
      ],
    });
    instance.on('tap', 'node', (event) => expand.current(event.target.id()));
    // Constant on-screen label size: the model size follows the zoom.
    const fitLabels = () => {
      const { font, width } = labelStyle(instance.zoom());
      instance.style().selector('node').style({ 'font-size': font, 'text-max-width': `${width}px` }).selector('edge').style({ 'font-size': font * 0.92 }).update();
    };
    instance.on('zoom', fitLabels);
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
    const fresh = elements(graph, root, en).filter((el) => instance.getElementById(String(el.data.id)).empty());
    if (!fresh.length) return;
    const first = instance.elements().empty();
    positions.current = layoutGraph(graph, root, positions.current);
    const added = instance.add(fresh.map((el) => (el.group === 'nodes' ? { ...el, position: { ...positions.current.get(String(el.data.id))! } } : el))).nodes();
    if (first) {
      instance.fit(undefined, 24);
      if (instance.zoom() < firstViewMinZoom) {
        instance.zoom(firstViewMinZoom);
        instance.center(instance.getElementById(root));
      }
      instance.emit('zoom');
    } else if (added.nonempty()) {
      const view = { center: { eles: added } };
      if (instance.data('reduced')) instance.center(added);
      else instance.animate(view, { duration: 300 });
    }
  }, [graph, root, en]);

  // The box changed size (full screen on or off): redraw at the new size, keeping the first view's rule.
  useEffect(() => {
    const instance = cy.current;
    if (!instance || instance.elements().empty()) return;
    instance.resize();
    instance.fit(undefined, 24);
    if (instance.zoom() < firstViewMinZoom) {
      instance.zoom(firstViewMinZoom);
      instance.center(instance.getElementById(root));
    }
    instance.emit('zoom');
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
