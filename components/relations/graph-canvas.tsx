'use client';

import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import { useEffect, useRef } from 'react';
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
 * The interactive drawing (cytoscape.js, `cose` force layout). This module is only ever loaded with `import()` when
 * the graph scrolls into view, so cytoscape stays out of the company page's first-load JavaScript. New nodes are
 * added in place and the layout re-runs; highlighted nodes and edges (UBO chains, the found path) are drawn in red.
 */
export function GraphCanvas({ graph, root, locale, highlightNodes, highlightEdges, expanded, onExpand }: GraphCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const expand = useRef(onExpand);
  const en = locale.startsWith('en');

  useEffect(() => {
    expand.current = onExpand;
  }, [onExpand]);

  useEffect(() => {
    if (!box.current) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const instance = cytoscape({
      container: box.current,
      minZoom: 0.3,
      maxZoom: 2.5,
      wheelSensitivity: 0.3,
      style: [
        {
          selector: 'node',
          style: {
            label: 'data(label)',
            'font-size': 11,
            'text-valign': 'bottom',
            'text-margin-y': 4,
            'text-wrap': 'ellipsis',
            'text-max-width': '140px',
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
            'font-size': 10,
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
    instance.data('reduced', reduced);
    cy.current = instance;
    return () => {
      instance.destroy();
      cy.current = null;
    };
  }, []);

  // Add what is new, then lay out again (existing nodes keep moving from where they are).
  useEffect(() => {
    const instance = cy.current;
    if (!instance) return;
    const fresh = elements(graph, root, en).filter((el) => instance.getElementById(String(el.data.id)).empty());
    if (!fresh.length) return;
    const first = instance.elements().empty();
    instance.add(fresh);
    // The first layout starts from random positions (all nodes would otherwise start on one point); later ones
    // continue from where the existing nodes are, so an expansion does not reshuffle what the visitor has seen.
    instance
      .layout({ name: 'cose', animate: !first && !instance.data('reduced'), randomize: first, nodeRepulsion: () => 400000, idealEdgeLength: () => 110, nodeOverlap: 20, padding: 24, fit: true })
      .run();
  }, [graph, root, en]);

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
