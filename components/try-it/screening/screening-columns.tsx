'use client';

import { useTranslations } from 'next-intl';
import type { ScreeningColumns } from '@/lib/screening/intake';
import styles from '../try-it.module.css';

/**
 * The column step of batch screening: which column holds the company name and which the USCC, with a preview of
 * the first rows. Shown when detection is unsure or found no name column; `onSubmit` screens with the choice.
 */
export function ScreeningColumnsForm({
  columns,
  preview,
  busy,
  onChange,
  onSubmit,
}: {
  columns: ScreeningColumns;
  preview: string[][];
  busy: boolean;
  onChange: (columns: ScreeningColumns) => void;
  onSubmit: () => void;
}) {
  const t = useTranslations('tryIt');
  const columnSelect = (key: 'name' | 'uscc') => (
    <label className={styles.field}>
      <span>{t(key === 'name' ? 'screening.nameColumn' : 'screening.usccColumn')}</span>
      <select
        className={styles.input}
        value={columns[key] ?? -1}
        onChange={(e) => {
          const v = Number(e.target.value);
          onChange({ ...columns, [key]: v < 0 ? null : v });
        }}
      >
        <option value={-1}>{t('screening.noColumn')}</option>
        {columns.headers.map((h, i) => (
          <option key={i} value={i}>
            {h}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      className={`card ${styles.mapping}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3>{t('screening.columnsTitle')}</h3>
      <p className="muted">{t('screening.columnsLead')}</p>
      <div className={styles.mappingGrid}>
        {columnSelect('name')}
        {columnSelect('uscc')}
      </div>
      <div className="table-wrap">
        <table className="data-table">
          <caption>{t('mapping.preview')}</caption>
          <thead>
            <tr>
              {columns.headers.map((h, i) => (
                <th key={i} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.map((row, r) => (
              <tr key={r}>
                {columns.headers.map((_, i) => (
                  <td key={i}>{row[i] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('screening.confirmColumns')}
      </button>
    </form>
  );
}
