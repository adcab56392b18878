'use client';

import '@xyflow/react/dist/style.css';
import { Background, Controls, Handle, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { Flow } from '@/lib/decision/defaults';
import { formatMoney } from '@/lib/format';
import own from '../live-demos.module.css';
import type { DecisionAnswer } from '@/lib/decision/answer';

type StageData = { title: string; outcome: string; outcomeLabel: string; lines: string[]; vertical: boolean };
type StageNode = Node<StageData, 'stage'>;

/** A stage (or the final decision) as a node: its name, outcome and the checks that did not pass. */
function StageCard({ data }: NodeProps<StageNode>) {
  return (
    <div className={`${own.node} ${own[`o_${data.outcome}`]}`} data-node-outcome={data.outcome}>
      <Handle type="target" position={data.vertical ? Position.Top : Position.Left} />
      <strong>{data.title}</strong>
      <span className={own.nodeOutcome}>{data.outcomeLabel}</span>
      {data.lines.map((l) => (
        <span key={l} className={own.nodeLine}>
          {l}
        </span>
      ))}
      <Handle type="source" position={data.vertical ? Position.Bottom : Position.Right} />
    </div>
  );
}

const nodeTypes = { stage: StageCard };
const narrowQuery = '(max-width: 760px)';
const subscribe = (cb: () => void) => {
  const m = window.matchMedia(narrowQuery);
  m.addEventListener('change', cb);
  return () => m.removeEventListener('change', cb);
};

/**
 * The decision flow drawn with React Flow (@xyflow/react): one node per stage and one for the decision, left to right
 * (top to bottom on narrow screens); edges on the path taken are highlighted and animated, stages after a decline are
 * dimmed. Read-only (no dragging or connecting); the same content is in `DecisionSummary` as text.
 */
export function DecisionGraph({ flow, answer }: { flow: Flow; answer: DecisionAnswer }) {
  const t = useTranslations('liveDemos.decision');
  const f = useFormatter();
  const vertical = useSyncExternalStore(subscribe, () => window.matchMedia(narrowQuery).matches, () => false);
  const step = vertical ? { x: 0, y: 150 } : { x: 230, y: 0 };
  const nodes: StageNode[] = flow.stages.map((s, i) => {
    const r = answer.stages.find((x) => x.id === s.id);
    const outcome = r?.outcome ?? 'skipped';
    const failed = (r?.checks ?? []).filter((c) => c.outcome !== 'pass').map((c) => t(`outcomes.${c.outcome}`) + ' · ' + t(`thresholds.${c.rule}` as 'thresholds.minAgeYears'));
    const lines = s.kind === 'limit' && answer.limit !== null ? [formatMoney(f, answer.limit)] : failed.slice(0, 2);
    return { id: s.id, type: 'stage', position: { x: i * step.x, y: i * step.y }, data: { title: t(`stages.${s.kind}`), outcome, outcomeLabel: t(`outcomes.${outcome}`), lines, vertical } };
  });
  const n = flow.stages.length;
  nodes.push({ id: '__decision', type: 'stage', position: { x: n * step.x, y: n * step.y }, data: { title: t(`decisions.${answer.decision}`), outcome: answer.decision === 'approve' ? 'pass' : answer.decision, outcomeLabel: answer.limit !== null ? formatMoney(f, answer.limit) : '', lines: [], vertical } });
  const onPath = new Set(answer.path);
  const ids = [...flow.stages.map((s) => s.id), '__decision'];
  const lastOnPath = answer.path[answer.path.length - 1];
  const edges: Edge[] = ids.slice(1).map((target, i) => {
    const source = ids[i];
    const taken = onPath.has(source) && (onPath.has(target) || (target === '__decision' && source === lastOnPath));
    const shortcut = !taken && source === lastOnPath && answer.decision === 'decline';
    return { id: `${source}-${target}`, source, target, animated: taken, className: taken ? own.edgeTaken : own.edgeIdle, style: taken ? { strokeWidth: 3 } : { strokeDasharray: '4 4' }, hidden: shortcut && false };
  });
  // A decline ends the path: draw it straight to the decision.
  if (answer.decision === 'decline' && lastOnPath !== ids[ids.length - 2]) edges.push({ id: `${lastOnPath}-end`, source: lastOnPath, target: '__decision', animated: true, className: own.edgeTaken, style: { strokeWidth: 3 }, type: 'smoothstep' });
  return (
    <figure className={own.graphBox} data-tour="decision-graph" aria-label={t('graphLabel', { decision: t(`decisions.${answer.decision}`) })}>
      <div className={own.graph} style={{ height: vertical ? 150 * (n + 1) + 40 : 240 }}>
        <ReactFlow nodes={nodes} edges={edges} nodeTypes={nodeTypes} fitView fitViewOptions={{ padding: 0.15 }} nodesDraggable={false} nodesConnectable={false} elementsSelectable={false} panOnScroll={false} zoomOnScroll={false} preventScrolling={false} proOptions={{ hideAttribution: false }}>
          <Background gap={16} />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
      <figcaption className="muted">{t('pathNote')}</figcaption>
    </figure>
  );
}
