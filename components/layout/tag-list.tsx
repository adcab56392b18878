import styles from './tag-list.module.css';

/** Short labels (e.g. data-source kinds) as a wrapping list of pill-shaped tags. Items must be unique. */
export function TagList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.tags}>
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}
