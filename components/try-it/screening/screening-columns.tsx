'use client';

import { useTranslations } from 'next-intl';
import type { ScreeningColumns } from '@/lib/screening/intake';
import styles from '../try-it.module.css';

/** A row the visitor may pick as the header: its 0-based index and its cells joined. */
export interface HeaderCandidate {
  row: number;
  /** Its row number as the file shows it (blank rows counted). */
  line: number;
  text: string;
}

/**
 * The mapping step of batch screening and monitoring: which sheet (XLSX with several), which row holds the column
 * names (title lines above it and total rows under the data are never screened), which column holds the company
 * name and which the USCC, with a preview of the first rows under the header. Changing the sheet or the header row
 * asks the intake again (`onSheet` / `onHeaderRow`); `onSubmit` screens with the choice.
 */
export function ScreeningColumnsForm({
  columns,
  preview,
  busy,
  headerCandidates = [],
  sheets = [],
  sheet = null,
  onChange,
  onHeaderRow,
  onSheet,
  onSubmit,
}: {
  columns: ScreeningColumns;
  preview: string[][];
  busy: boolean;
  headerCandidates?: HeaderCandidate[];
  sheets?: string[];
  sheet?: string | null;
  onChange: (columns: ScreeningColumns) => void;
  onHeaderRow?: (row: number) => void;
  onSheet?: (sheet: string) => void;
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
      data-testid="screening-mapping"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3>{t('screening.columnsTitle')}</h3>
      <p className="muted">{t('screening.mapping.lead')}</p>
      <div className={styles.mappingGrid}>
        {sheets.length > 1 && onSheet ? (
          <label className={styles.field}>
            <span>{t('screening.mapping.sheet')}</span>
            <select
              className={styles.input}
              value={sheet ?? sheets[0]}
              disabled={busy}
              onChange={(e) => onSheet(e.target.value)}
            >
              {sheets.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {headerCandidates.length > 0 && onHeaderRow ? (
          <label className={styles.field}>
            <span>{t('screening.mapping.headerRow')}</span>
            <select
              className={styles.input}
              value={columns.headerRow}
              disabled={busy}
              onChange={(e) => onHeaderRow(Number(e.target.value))}
            >
              <option value={-1}>{t('screening.mapping.headerRowNone')}</option>
              {headerCandidates.map((c) => (
                <option key={c.row} value={c.row}>
                  {t('screening.mapping.headerRowOption', { row: c.line, text: c.text })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
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
