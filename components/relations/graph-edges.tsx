'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { RecordTable } from '@/components/sample/record-table';
import type { GraphTableRow } from '@/lib/relations/graph-view';
import styles from './relations.module.css';

/**
 * The graph's edges for everyone (keyboard, screen readers, phones): a table from 768 px, below that a stacked list
 * of label/value pairs so nothing scrolls sideways. CSS shows one of the two; the hidden one is out of the
 * accessibility tree. The cells' content (names, relation, expand buttons) comes from the caller.
 */
export function GraphEdges({
  rows,
  marked,
  endpoint,
  relation,
  actions,
}: {
  rows: GraphTableRow[];
  /** Whether an edge (by key) is highlighted. */
  marked: (key: string) => boolean;
  endpoint: (n: GraphTableRow['from']) => ReactNode;
  relation: (r: GraphTableRow, marked: boolean) => ReactNode;
  actions: (r: GraphTableRow) => ReactNode;
}) {
  const t = useTranslations('relations');
  const listId = useId();
  const columns = [t('columns.from'), t('columns.relation'), t('columns.to'), t('columns.actions')];
  return (
    <>
      <div className={styles.wideOnly}>
        <RecordTable caption={t('tableCaption')} columns={columns}>
          {rows.map((r) => {
            const m = marked(r.key);
            return (
              <tr
                key={r.key}
                data-edge={r.key}
                data-highlighted={m ? 'true' : undefined}
                className={m ? styles.marked : undefined}
              >
                <th scope="row">{endpoint(r.from)}</th>
                <td>{relation(r, m)}</td>
                <td>{endpoint(r.to)}</td>
                <td className={styles.actions}>{actions(r)}</td>
              </tr>
            );
          })}
        </RecordTable>
      </div>
      <div className={styles.narrowOnly}>
        <h3 className={styles.edgeListTitle} id={`${listId}-title`}>
          {t('tableCaption')}
        </h3>
        <ul className={styles.edgeList} aria-labelledby={`${listId}-title`} data-testid="graph-list">
          {rows.map((r) => {
            const m = marked(r.key);
            return (
              <li
                key={r.key}
                data-edge={r.key}
                data-highlighted={m ? 'true' : undefined}
                className={m ? styles.marked : undefined}
              >
                <dl>
                  <div>
                    <dt>{columns[0]}</dt>
                    <dd>{endpoint(r.from)}</dd>
                  </div>
                  <div>
                    <dt>{columns[1]}</dt>
                    <dd>{relation(r, m)}</dd>
                  </div>
                  <div>
                    <dt>{columns[2]}</dt>
                    <dd>{endpoint(r.to)}</dd>
                  </div>
                </dl>
                {actions(r)}
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
