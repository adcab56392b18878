import type { ReactNode } from 'react';
import styles from './insights.module.css';

/**
 * A chart with its accessible companions: an H3 title and a one- or two-sentence text summary (together the figure's caption)
 * and the data table with the same numbers — beside the chart on wide screens, or folded under it in a
 * `<details>` when the table is wide.
 */
export function ChartFigure({
  id,
  title,
  summary,
  chart,
  table,
  tableMode = 'beside',
  detailsLabel,
}: {
  id: string;
  title: string;
  summary: string;
  /** The client chart (decorative for assistive technology). */
  chart: ReactNode;
  /** A `DataTable` with the chart's numbers. */
  table: ReactNode;
  tableMode?: 'beside' | 'details';
  /** Label of the disclosure in `details` mode. */
  detailsLabel?: string;
}) {
  return (
    <figure className={styles.figure} id={id}>
      <figcaption>
        <h3>{title}</h3>
        <p className={styles.summary}>{summary}</p>
      </figcaption>
      {tableMode === 'beside' ? (
        <div className={styles.figureGrid}>
          <div className={styles.chartBox}>{chart}</div>
          <div>{table}</div>
        </div>
      ) : (
        <>
          <div className={styles.chartBox}>{chart}</div>
          <details className={styles.details}>
            <summary>{detailsLabel}</summary>
            {table}
          </details>
        </>
      )}
    </figure>
  );
}
