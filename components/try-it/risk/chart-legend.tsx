/**
 * The legend of a demo chart: one coloured square per series, then its label, in the colours the chart draws with
 * (CSS colour values, e.g. `var(--hx-danger)`). The squares are decorative; the labels carry the meaning.
 */
import styles from './risk-demos.module.css';

export function ChartLegend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <ul className={styles.legend}>
      {items.map((i) => (
        <li key={i.label}>
          <span className={styles.swatch} style={{ background: i.color }} aria-hidden="true" />
          {i.label}
        </li>
      ))}
    </ul>
  );
}
