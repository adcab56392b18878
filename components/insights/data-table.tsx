import type { ReactNode } from 'react';
import styles from './insights.module.css';

/** A column of a `DataTable`; `numeric` right-aligns it. */
export interface DataColumn {
  key: string;
  label: string;
  numeric?: boolean;
}

/** A row: its header cell (the category) and one cell per column after the first. */
export interface DataRow {
  key: string;
  header: ReactNode;
  cells: ReactNode[];
}

/**
 * A semantic data table: caption, column headers, one row header per row. Used for rankings and as the
 * accessible alternative beside every chart. Wide tables scroll horizontally inside a focusable region.
 */
export function DataTable({
  caption,
  columns,
  rows,
  captionHidden = false,
  scrollLabel,
}: {
  caption: string;
  /** Every column including the first (row header) one. */
  columns: DataColumn[];
  rows: DataRow[];
  /** Keep the caption for screen readers only (when a visible heading already says it). */
  captionHidden?: boolean;
  /** Accessible name of the scroll region; defaults to the caption. */
  scrollLabel?: string;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={scrollLabel ?? caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? styles.num : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.header}</th>
              {r.cells.map((cell, i) => (
                <td key={columns[i + 1]?.key ?? i} className={columns[i + 1]?.numeric ? styles.num : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
