import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/layout/section';
import { getRegistry, uboOf } from '@/lib/registry';
import { buildGraph } from '@/lib/registry/graph';
import { mergeGraphs, type GraphData } from '@/lib/relations/graph-view';
import { TourButton } from '@/components/tours/tour-button';
import { RelationGraph } from './relation-graph';

/**
 * The company page's "ownership and relationship graph" section (issue 11): the company's one-hop graph from the
 * registry (the same `buildGraph` as GET /api/registry/entities/{ckey}/graph?depth=1) plus every link of its UBO
 * chains (lib/facts/control.ts), rendered by the client `RelationGraph` (table server-rendered; canvas on view).
 */
export async function RelationsSection({ ckey }: { ckey: string }) {
  const t = await getTranslations('relations');
  const tc = await getTranslations('company');
  const registry = getRegistry();
  const ubo = uboOf(ckey).filter((u) => u.basis !== 'seniorManager');
  let graph: GraphData = buildGraph(registry, ckey, 1);
  for (const u of ubo) {
    for (const chain of u.paths) {
      const nodes: GraphData['nodes'] = [];
      const edges: GraphData['edges'] = [];
      chain.forEach((id, i) => {
        const e = registry.byCkey.get(id);
        const p = e ? undefined : registry.persons.get(id);
        if (e) nodes.push({ id, kind: 'enterprise', name: e.name, nameEn: e.nameEn });
        else if (p) nodes.push({ id, kind: 'person', name: p.name, nameEn: p.nameEn });
        const next = chain[i + 1];
        const pct = next ? registry.byCkey.get(next)?.shareholders.find((h) => h.id === id)?.pct : undefined;
        if (next && pct !== undefined) edges.push({ from: id, to: next, kind: 'shareholding', pct });
      });
      graph = mergeGraphs(graph, { nodes, edges });
    }
  }
  const roleLabels = Object.fromEntries(
    [...new Set(graph.edges.flatMap((e) => (e.role ? [e.role] : [])))].map((role) => [
      role,
      tc(`officerRoles.${role}` as never),
    ]),
  );
  return (
    <Section id="relations" deferRender={false} tour="company-relations" title={t('title')} lead={t('lead')}>
      <p className="btn-row">
        <TourButton tour="graph" />
      </p>
      <RelationGraph
        ckey={ckey}
        initial={graph}
        ubo={ubo.map((u) => ({
          personId: u.personId,
          name: u.name,
          nameEn: registry.persons.get(u.personId)?.nameEn ?? u.name,
          pct: u.pct,
          paths: u.paths,
        }))}
        roleLabels={roleLabels}
      />
    </Section>
  );
}
