import styles from './insights.module.css';

/** Key figures as a description list: the label is the term, the figure its description (shown above it). */
export function KeyStats({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className={`stats ${styles.stats}`}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className="stat__label">{item.label}</dt>
          <dd className="stat__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
