import type { CSSProperties, ReactNode } from 'react';
import styles from './kv-table.module.css';

/** One row of a key-value table: `[label, value]` or `{ label, value }`. Labels must be unique in a table. */
export type KvRow = readonly [label: string, value: ReactNode] | { readonly label: string; readonly value: ReactNode };

/**
 * A key-value table (the global `.kv` primitive): one `<th scope="row">` label and one value per row.
 * `caption` names the table; `captionHidden` keeps it for screen readers only.
 */
export function KvTable({
  rows,
  caption,
  captionHidden = false,
}: {
  rows: readonly KvRow[];
  caption?: string;
  captionHidden?: boolean;
}) {
  return (
    <table className="kv">
      {caption ? <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption> : null}
      <tbody>
        {rows.map((row) => {
          const [label, value] = 'label' in row ? [row.label, row.value] : row;
          return (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A `KvTable` flush inside a `.card`; `className` and `style` add to the card (e.g. a maximum width). */
export function KvCard({
  className,
  style,
  ...table
}: Parameters<typeof KvTable>[0] & { className?: string; style?: CSSProperties }) {
  return (
    <div className={`card ${styles.flush}${className ? ` ${className}` : ''}`} style={style}>
      <KvTable {...table} />
    </div>
  );
}
