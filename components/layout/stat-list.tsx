import type { ReactNode } from 'react';

/** One key figure: the value, its label, an optional React key (the label by default) and a class for the value. */
export interface StatItem {
  value: ReactNode;
  label: ReactNode;
  key?: string;
  valueClassName?: string;
}

/**
 * Key figures as the global stat primitives: each a large `.stat__value` over a muted `.stat__label`, in the
 * `.stats` grid unless `className` names another container.
 */
export function StatList({ items, className = 'stats' }: { items: readonly StatItem[]; className?: string }) {
  return (
    <div className={className}>
      {items.map((s, i) => (
        <div key={s.key ?? (typeof s.label === 'string' ? s.label : i)}>
          <span className={s.valueClassName ? `stat__value ${s.valueClassName}` : 'stat__value'}>{s.value}</span>
          <span className="stat__label">{s.label}</span>
        </div>
      ))}
    </div>
  );
}
