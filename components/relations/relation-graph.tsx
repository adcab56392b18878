'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import {
  chainHighlight,
  edgeKey,
  expandable,
  graphTableRows,
  mergeGraphs,
  type GraphData,
  type GraphEdge,
  type GraphNode,
  type GraphTableRow,
} from '@/lib/relations/graph-view';
import type { GraphCanvasProps } from './graph-canvas';
import { GraphCanvasBox } from './graph-canvas-box';
import { GraphEdges } from './graph-edges';
import { PathPicker } from './path-picker';
import styles from './relations.module.css';
import { localName } from '@/lib/registry/local-name';

/** One UBO as the page passes it: name, effective share (0–100) and chains [personId, ckey…, subject]. */
export interface UboChain {
  personId: string;
  name: string;
  /** The registry's English name (shown on English pages). */
  nameEn: string;
  pct: number;
  paths: string[][];
}

type PathAnswer = { found: boolean; nodes: GraphNode[]; edges: GraphEdge[] };

/**
 * The ownership and relationship graph of one company (issue 11): an interactive canvas (cytoscape.js, fetched only
 * when the section scrolls into view, so it is not part of the page's first-load JavaScript) and the same facts as
 * a table, which keyboard and screen-reader users operate with the same actions: expand an entity (loads its
 * one-hop graph from the registry API), highlight the UBO chains, and "how are these two related?" (the shortest
 * chain from this company to one picked with the registry search, GET /api/registry/path).
 * `initial` is the company's one-hop graph plus its UBO chains; `roleLabels` maps OfficerRole keys to labels.
 */
export function RelationGraph({
  ckey,
  initial,
  ubo,
  roleLabels,
}: {
  ckey: string;
  initial: GraphData;
  ubo: UboChain[];
  roleLabels: Record<string, string>;
}) {
  const t = useTranslations('relations');
  const locale = useLocale();
  const en = locale.startsWith('en');
  const [graph, setGraph] = useState(initial);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([ckey]));
  const [busy, setBusy] = useState<string | null>(null);
  const [showUbo, setShowUbo] = useState(false);
  const [path, setPath] = useState<{ target: string; answer: PathAnswer } | null>(null);
  const [status, setStatus] = useState('');
  const [Canvas, setCanvas] = useState<ComponentType<GraphCanvasProps> | null>(null);
  const [canvasFailed, setCanvasFailed] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [full, setFull] = useState(false);
  const name = useCallback((n: GraphNode) => localName(n, locale), [locale]);
  const loadCanvas = useCallback(() => {
    import('./graph-canvas').then((m) => setCanvas(() => m.GraphCanvas)).catch(() => setCanvasFailed(true));
  }, []);

  // Load the canvas (and cytoscape with it) when the graph is about to come into view. On phones the inline canvas
  // is not shown (the list comes first; the graph opens full screen), so it loads when opened.
  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        loadCanvas();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadCanvas]);

  // Full screen: a modal view of the canvas (Escape or the close button leave it; focus returns to the opener).
  useEffect(() => {
    if (!full) return;
    closeRef.current?.focus();
    const opener = openRef.current;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setFull(false);
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [full]);

  const uboMarks = useMemo(
    () => chainHighlight(graph, showUbo ? ubo.flatMap((u) => u.paths) : []),
    [graph, showUbo, ubo],
  );
  const pathMarks = useMemo(() => {
    if (!path?.answer.found) return { nodes: new Set<string>(), edges: new Set<string>() };
    return { nodes: new Set(path.answer.nodes.map((n) => n.id)), edges: new Set(path.answer.edges.map(edgeKey)) };
  }, [path]);

  /** Expands a node; `fromButton`: the table's button was used, which disappears, so focus moves to the status line. */
  const expand = useCallback(
    async (id: string, fromButton = false) => {
      if (expanded.has(id) || busy) return;
      const node = graph.nodes.find((n) => n.id === id);
      if (!node || !expandable(node)) return;
      setBusy(id);
      try {
        const url =
          node.kind === 'enterprise'
            ? `/api/registry/entities/${id}/graph?depth=1`
            : `/api/registry/persons/${encodeURIComponent(id)}/graph`;
        const res = await fetch(url);
        if (!res.ok) throw new Error(String(res.status));
        const more = (await res.json()) as GraphData;
        const merged = mergeGraphs(graph, more);
        setGraph(merged);
        setStatus(
          t('expanded', {
            name: name(node),
            nodes: merged.nodes.length - graph.nodes.length,
            edges: merged.edges.length - graph.edges.length,
          }),
        );
        setExpanded((s) => new Set(s).add(id));
      } catch {
        setStatus(t('loadFailed'));
      } finally {
        setBusy(null);
        if (fromButton) requestAnimationFrame(() => statusRef.current?.focus());
      }
    },
    [busy, expanded, graph, name, t],
  );

  async function findPath(target: { ckey: string; name: string }) {
    setStatus(t('pathSearching'));
    try {
      const res = await fetch(`/api/registry/path?from=${ckey}&to=${target.ckey}`);
      if (!res.ok) throw new Error(String(res.status));
      const answer = (await res.json()) as PathAnswer;
      setPath({ target: target.name, answer });
      if (answer.found) setGraph((g) => mergeGraphs(g, { nodes: answer.nodes, edges: answer.edges }));
      setStatus(
        answer.found
          ? t('pathFound', { hops: answer.edges.length, name: target.name })
          : t('pathNone', { name: target.name }),
      );
    } catch {
      setStatus(t('loadFailed'));
    }
  }

  const relationLabel = (e: GraphEdge) =>
    e.kind === 'shareholding'
      ? t('relation.shareholding', { pct: e.pct ?? 0 })
      : e.kind === 'officer'
        ? (roleLabels[e.role ?? ''] ?? t('relation.officer'))
        : t(`relation.${e.kind}`);

  const rows = graphTableRows(graph);
  const endpoint = (n: GraphTableRow['from']) => (
    <>
      {name(n)} <span className="muted">· {t(`kind.${n.kind}`)}</span>
    </>
  );
  const relationCell = (r: GraphTableRow, marked: boolean) => (
    <>
      {relationLabel(r.edge)}
      {marked ? <span className={styles.markTag}>{uboMarks.edges.has(r.key) ? t('uboTag') : t('pathTag')}</span> : null}
    </>
  );
  const expandButtons = (r: GraphTableRow) =>
    [r.from, r.to]
      .filter((n, i, all) => expandable(n) && !expanded.has(n.id) && all.findIndex((m) => m.id === n.id) === i)
      .map((n) => (
        <button
          key={n.id}
          type="button"
          className={styles.expand}
          onClick={() => void expand(n.id, true)}
          aria-disabled={busy !== null}
        >
          {t('expand', { name: name(n) })}
        </button>
      ));

  const highlightedEdges = new Set([...uboMarks.edges, ...pathMarks.edges]);
  const highlightedNodes = new Set([...uboMarks.nodes, ...pathMarks.nodes]);

  return (
    <div className={styles.relations}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="btn btn--ghost"
          aria-pressed={showUbo}
          onClick={() => setShowUbo((v) => !v)}
          data-testid="ubo-toggle"
        >
          {showUbo ? t('uboHide') : t('uboShow')}
        </button>
        {ubo.length ? (
          <p className={styles.uboLine}>
            {t('uboLine', { names: ubo.map((u) => `${localName(u, locale)} ${u.pct}%`).join(en ? ', ' : '、') })}
          </p>
        ) : null}
      </div>
      <PathPicker subject={name(graph.nodes[0])} onPick={findPath} />
      {path?.answer.found ? (
        <ol className={styles.pathList} aria-label={t('pathCaption', { name: path.target })} data-testid="path-list">
          {path.answer.edges.map((e, i) => {
            const a = path.answer.nodes[i];
            const b = path.answer.nodes[i + 1];
            const forward = e.from === a.id;
            return (
              <li key={edgeKey(e)}>
                {forward
                  ? t('pathStep', { from: name(a), relation: relationLabel(e), to: name(b) })
                  : t('pathStepBack', { from: name(a), relation: relationLabel(e), to: name(b) })}
              </li>
            );
          })}
        </ol>
      ) : null}
      <p
        className={styles.status}
        role="status"
        aria-live="polite"
        data-testid="graph-status"
        tabIndex={-1}
        ref={statusRef}
      >
        {status}
      </p>

      <button
        ref={openRef}
        type="button"
        className={`btn btn--ghost ${styles.fullOpen}`}
        onClick={() => {
          loadCanvas();
          setFull(true);
        }}
        data-testid="graph-fullscreen"
      >
        {t('fullScreenOpen')}
      </button>
      <GraphCanvasBox
        holderRef={holder}
        closeRef={closeRef}
        full={full}
        onClose={() => setFull(false)}
        loaded={Canvas !== null}
        note={canvasFailed ? t('canvasFailed') : t('canvasLoading')}
      >
        {Canvas ? (
          <Canvas
            graph={graph}
            root={ckey}
            locale={locale}
            highlightNodes={highlightedNodes}
            highlightEdges={highlightedEdges}
            expanded={expanded}
            onExpand={expand}
            fullScreen={full}
          />
        ) : null}
      </GraphCanvasBox>
      <p className={styles.legend}>{t('legend')}</p>

      <div data-tour="graph-edges">
        <GraphEdges
          rows={rows}
          marked={(key) => highlightedEdges.has(key)}
          endpoint={endpoint}
          relation={relationCell}
          actions={expandButtons}
        />
      </div>
      <p className="muted">{t('counts', { nodes: graph.nodes.length, edges: rows.length })}</p>
      {highlightedNodes.size ? (
        <span hidden data-testid="highlighted-nodes">
          {[...highlightedNodes].join(' ')}
        </span>
      ) : null}
    </div>
  );
}
