'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { AssociationResponse } from '@/lib/association/schemas';
import styles from '../risk/risk-demos.module.css';

const AssociationGraph = dynamic(() => import('./association-graph').then((m) => m.AssociationGraph), {
  ssr: false,
  loading: () => <div style={{ height: 420 }} />,
});

/** Related parties found: summary, guarantee circles, groups with each relation's evidence, and the graph. */
export function AssociationResults({ data }: { data: AssociationResponse }) {
  const t = useTranslations('riskDemos.association');
  const names = new Map(data.companies.map((c) => [c.ckey, c.name]));
  return (
    <div className={styles.demo} data-testid="association-results">
      <p className={styles.muted} role="status">
        {t('matched', {
          matched: data.companies.length,
          unmatched: data.unmatched.length,
          relations: data.relations.length,
          groups: data.groups.length,
          circles: data.circles.length,
        })}
      </p>
      {data.circles.length > 0 && (
        <section className={styles.panel} data-testid="association-circles">
          <h3>{t('circlesTitle', { count: data.circles.length })}</h3>
          <p className={styles.muted}>{t('circleNote')}</p>
          <ul className={styles.list}>
            {data.circles.map((c) => (
              <li key={c.members.join()} className={`${styles.item} ${styles.sev_high}`}>
                <p>
                  <strong>
                    {t('circle', { path: [...c.cycle, c.cycle[0]].map((k) => names.get(k) ?? k).join(' → ') })}
                  </strong>
                </p>
                <p className={styles.source}>{t('evidence', { records: c.edges.map((e) => e.id).join(', ') })}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.panel}>
        <h3>{t('groupsTitle', { count: data.groups.length })}</h3>
        {data.groups.map((g, i) => {
          const inGroup = new Set(g.members);
          const relations = data.relations.filter((r) => inGroup.has(r.members[0]));
          return (
            <div key={g.members.join()} className={styles.item} data-testid="association-group">
              <h4>{t('group', { n: i + 1, count: g.members.length })}</h4>
              <p className={styles.muted}>{g.members.map((k) => names.get(k) ?? k).join(' · ')}</p>
              <ul className={styles.list}>
                {relations.map((r) => (
                  <li key={`${r.kind}:${r.via}`} data-kind={r.kind}>
                    <p>
                      <span className={styles.pill}>{t(`kinds.${r.kind}`)}</span>
                      {r.text}
                    </p>
                    <p className={styles.source}>{t('evidence', { records: r.evidence.join(', ') })}</p>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <p className={styles.muted}>{t('unrelated', { count: data.unrelated.length })}</p>
      </section>
      {data.graph.edges.length > 0 && (
        <section className={styles.panel}>
          <h3>{t('graphTitle')}</h3>
          <p className={styles.muted}>{t('graphNote')}</p>
          <AssociationGraph graph={data.graph} label={t('graphTitle')} />
        </section>
      )}
    </div>
  );
}
