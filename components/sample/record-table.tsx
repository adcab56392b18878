import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TableScroll } from '@/components/layout/table-scroll';
import styles from './sample-document.module.css';

/** Cell classes for the rows of a `RecordTable`: right-aligned tabular figures, and text that must not wrap. */
export const recordCell = { num: styles.num, nowrap: styles.nowrap } as const;

/** A column header: its label, and whether it heads figures (right-aligned). */
export type RecordColumn = string | { label: string; num?: boolean };

/**
 * A bordered, horizontally scrollable table of records in a sample document: a caption (`captionHidden` keeps it
 * for screen readers only), one header row from `columns`, and the body rows passed as children (the first cell of
 * a row is a `<th scope="row">`; use `recordCell` for figures and dates). `report` spaces the table from what
 * follows and prints it unclipped; `className` adds to the wrapper. On narrow screens a line above the table says
 * that it scrolls sideways (the box is a focusable region named by the caption), and a shadow at the cut edge shows there is more (works in server and client trees).
 */
export function RecordTable({
  caption,
  captionHidden = false,
  columns,
  report = false,
  className,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: readonly RecordColumn[];
  report?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('common.sample');
  const wrap = [styles.tableWrap, report ? styles.tableWrapReport : null, className].filter(Boolean).join(' ');
  return (
    <>
      <p className={styles.scrollHint} aria-hidden="true">
        {t('scrollHint')} <span>→</span>
      </p>
      {/* A named, focusable region: keyboard users reach and scroll it (axe scrollable-region-focusable). */}
      <TableScroll label={caption} className={wrap}>
        <table className={`data-table ${styles.table}`}>
          <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((col, i) => {
                const { label, num } = typeof col === 'string' ? { label: col, num: false } : col;
                return (
                  <th key={i} scope="col" className={num ? styles.num : undefined}>
                    {label}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </TableScroll>
    </>
  );
}
