'use client';

import { useTranslations } from 'next-intl';
import type { DetectedColumns } from '@/lib/intake/columns';
import type { StatementField } from '@/lib/statements/types';
import styles from '../try-it.module.css';

/** The server's 422 answer when a statement's columns could not all be recognised. */
export interface NeedsMapping {
  columns: DetectedColumns<StatementField>;
  missing: StatementField[];
  preview: string[][];
  holder: string | null;
}

const mappable: StatementField[] = [
  'date',
  'time',
  'inflow',
  'outflow',
  'amount',
  'direction',
  'balance',
  'counterparty',
  'counterpartyAccount',
  'memo',
];
const required = new Set<StatementField>(['date', 'counterparty']);

/**
 * The column-mapping step of the statement demo: one select per statement field (required ones starred, uncertain
 * guesses marked), a preview of the first rows, and "apply". `choice` maps a field to a column index; `onChoice`
 * receives the whole new mapping; `busy` shows the analysing label, `disabled` blocks a second submit.
 */
export function StatementMapping({
  need,
  choice,
  busy,
  disabled,
  onChoice,
  onSubmit,
}: {
  need: NeedsMapping;
  choice: Partial<Record<StatementField, number>>;
  busy: boolean;
  disabled: boolean;
  onChoice: (choice: Partial<Record<StatementField, number>>) => void;
  onSubmit: () => void;
}) {
  const t = useTranslations('tryIt');
  return (
    <form
      className={`card ${styles.mapping}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3>{t('mapping.title')}</h3>
      <p className="muted">{t('mapping.lead')}</p>
      <div className={styles.mappingGrid}>
        {mappable.map((field) => (
          <label key={field} className={styles.field}>
            <span>
              {t(`fields.${field}`)}
              {required.has(field) ? ' *' : ''}
              {need.columns.unsure.includes(field) ? <small className="muted"> · {t('mapping.unsure')}</small> : null}
            </span>
            <select
              className={styles.input}
              value={choice[field] ?? -1}
              onChange={(e) => {
                const v = Number(e.target.value);
                onChoice({ ...choice, [field]: v < 0 ? undefined : v });
              }}
            >
              <option value={-1}>{t('mapping.notMapped')}</option>
              {need.columns.headers.map((h, i) => (
                <option key={i} value={i}>
                  {h || `#${i + 1}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div className="table-wrap">
        <table className="data-table">
          <caption>{t('mapping.preview')}</caption>
          <thead>
            <tr>
              {need.columns.headers.map((h, i) => (
                <th key={i} scope="col">
                  {h || `#${i + 1}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {need.preview.map((row, r) => (
              <tr key={r}>
                {need.columns.headers.map((_, i) => (
                  <td key={i}>{row[i] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="submit" className="btn btn--primary" disabled={disabled}>
        {busy ? t('statement.analyzing') : t('mapping.apply')}
      </button>
    </form>
  );
}
