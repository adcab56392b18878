import { Link } from '@/i18n/navigation';

/** One card of a `CardGrid`: an H3 title, a short muted paragraph and an optional link (unprefixed site path). */
export interface CardItem {
  title: string;
  body: string;
  link?: { href: string; label: string };
}

/**
 * A grid of titled cards (the global `.grid` and `.card` primitives), e.g. a service's checks, a solution's pains
 * or the readings of an industry facet. `columns={2}` keeps it to two columns (`.grid--2`).
 */
export function CardGrid({ items, columns }: { items: readonly CardItem[]; columns?: 2 }) {
  return (
    <div className={columns === 2 ? 'grid grid--2' : 'grid'}>
      {items.map((item) => (
        <div key={item.title} className="card">
          <h3>{item.title}</h3>
          <p className="muted">{item.body}</p>
          {item.link ? (
            <p>
              <Link href={item.link.href}>{item.link.label}</Link>
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}
