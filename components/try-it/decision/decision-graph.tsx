'use client';

import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Flow } from '@/lib/decision/defaults';
import { formatMoney } from '@/lib/format';
import own from '../live-demos.module.css';
import type { DecisionAnswer } from '@/lib/decision/answer';

type Side = 'top' | 'right' | 'bottom' | 'left';
type StageData = { title: string; outcome: string; outcomeLabel: string; lines: string[]; target: Side; source: Side };
type StageNode = Node<StageData, 'stage'>;

const sides = { top: Position.Top, right: Position.Right, bottom: Position.Bottom, left: Position.Left } as const;

/** A stage (or the final decision) as a node: its name, outcome and the checks that did not pass. */
function StageCard({ data }: NodeProps<StageNode>) {
  return (
    <div className={`${own.node} ${own[`o_${data.outcome}`]}`} data-node-outcome={data.outcome}>
      <Handle type="target" position={sides[data.target]} />
      <strong>{data.title}</strong>
      <span className={own.nodeOutcome}>{data.outcomeLabel}</span>
      {data.lines.map((l) => (
        <span key={l} className={own.nodeLine}>
          {l}
        </span>
      ))}
      <Handle type="source" position={sides[data.source]} />
    </div>
  );
}

const nodeTypes = { stage: StageCard };
/** The arrowhead of an edge (the flow reads in snaking rows, so each edge shows its direction): brand blue on the path taken. */
const arrow = (taken: boolean) => ({
  type: MarkerType.ArrowClosed,
  color: taken ? '#0b4f8a' : '#b8c2cf',
  width: 18,
  height: 18,
});
/** Grid pitch of the nodes in px (a node is 220 px wide, CSS `.node`): the graph is drawn at 1:1 when it fits. */
const pitch = { x: 270, y: 170 };

/** The width of an element, following resizes (0 before the first measure). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Grid positions of `count` nodes in rows of `cols`, snaking (left to right, then right to left) so each edge joins
 * neighbours; and the side each node's incoming and outgoing edge attaches to.
 */
export function snakeLayout(count: number, cols: number): { x: number; y: number; target: Side; source: Side }[] {
  const cells = Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const col = row % 2 === 0 ? i % cols : cols - 1 - (i % cols);
    return { x: col * pitch.x, y: row * pitch.y };
  });
  const toward = (a: { x: number; y: number }, b: { x: number; y: number }): Side =>
    b.y > a.y ? 'bottom' : b.y < a.y ? 'top' : b.x > a.x ? 'right' : 'left';
  return cells.map((c, i) => ({
    ...c,
    target: i > 0 ? toward(c, cells[i - 1]) : 'left',
    source: i < count - 1 ? toward(c, cells[i + 1]) : 'right',
  }));
}

/**
 * The decision flow drawn with React Flow (@xyflow/react): one node per stage and one for the decision, in rows that
 * fit the box's width (one column on a phone), so the nodes keep their full size on a phone and on a projector;
 * edges on the path taken are highlighted and animated, stages after a decline are dimmed. Read-only (no dragging or
 * connecting); the same content is in `DecisionSummary` as text.
 */
export function DecisionGraph({ flow, answer }: { flow: Flow; answer: DecisionAnswer }) {
  const t = useTranslations('liveDemos.decision');
  const f = useFormatter();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const count = flow.stages.length + 1;
  const cols = Math.max(1, Math.min(count, Math.floor((width + pitch.x - 220) / pitch.x)));
  const rows = Math.ceil(count / cols);
  const layout = snakeLayout(count, cols);
  const nodes: StageNode[] = flow.stages.map((s, i) => {
    const r = answer.stages.find((x) => x.id === s.id);
    const outcome = r?.outcome ?? 'skipped';
    const failed = (r?.checks ?? [])
      .filter((c) => c.outcome !== 'pass')
      .map(
        (c) =>
          t(`outcomes.${c.outcome}`) +
          ' · ' +
          // The registration check has no threshold to edit: its label is the rule itself.
          (c.rule === 'active' ? t('rules.active') : t(`thresholds.${c.rule}` as 'thresholds.minAgeYears')),
      );
    const lines = s.kind === 'limit' && answer.limit !== null ? [formatMoney(f, answer.limit)] : failed.slice(0, 2);
    const { x, y, target, source } = layout[i];
    return {
      id: s.id,
      type: 'stage',
      position: { x, y },
      data: { title: t(`stages.${s.kind}`), outcome, outcomeLabel: t(`outcomes.${outcome}`), lines, target, source },
    };
  });
  const n = flow.stages.length;
  const end = layout[n];
  nodes.push({
    id: '__decision',
    type: 'stage',
    position: { x: end.x, y: end.y },
    data: {
      title: t(`decisions.${answer.decision}`),
      outcome: answer.decision === 'approve' ? 'pass' : answer.decision,
      outcomeLabel: answer.limit !== null ? formatMoney(f, answer.limit) : '',
      lines: [],
      target: end.target,
      source: end.source,
    },
  });
  const onPath = new Set(answer.path);
  const ids = [...flow.stages.map((s) => s.id), '__decision'];
  const lastOnPath = answer.path[answer.path.length - 1];
  const edges: Edge[] = ids.slice(1).map((target, i) => {
    const source = ids[i];
    const taken = onPath.has(source) && (onPath.has(target) || (target === '__decision' && source === lastOnPath));
    const shortcut = !taken && source === lastOnPath && answer.decision === 'decline';
    return {
      id: `${source}-${target}`,
      source,
      target,
      animated: taken,
      className: taken ? own.edgeTaken : own.edgeIdle,
      style: taken ? { strokeWidth: 3 } : { strokeDasharray: '4 4' },
      markerEnd: arrow(taken),
      hidden: shortcut && false,
    };
  });
  // A decline ends the path: draw it straight to the decision.
  if (answer.decision === 'decline' && lastOnPath !== ids[ids.length - 2])
    edges.push({
      id: `${lastOnPath}-end`,
      source: lastOnPath,
      target: '__decision',
      animated: true,
      className: own.edgeTaken,
      style: { strokeWidth: 3 },
      markerEnd: arrow(true),
      type: 'smoothstep',
    });
  return (
    <figure
      className={own.graphBox}
      data-tour="decision-graph"
      aria-label={t('graphLabel', { decision: t(`decisions.${answer.decision}`) })}
    >
      <div ref={box} className={own.graph} style={{ height: rows * pitch.y + 40 }}>
        {width > 0 ? (
          <ReactFlow
            key={cols}
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            fitView
            fitViewOptions={{ padding: 0.08, maxZoom: 1 }}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            panOnScroll={false}
            zoomOnScroll={false}
            preventScrolling={false}
            proOptions={{ hideAttribution: false }}
          >
            <Background gap={16} />
            <Controls showInteractive={false} />
          </ReactFlow>
        ) : null}
      </div>
      <figcaption className="muted">{t('pathNote')}</figcaption>
    </figure>
  );
}
