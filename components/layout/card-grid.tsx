/** One card of a `CardGrid`: an H3 title and a short muted paragraph. Titles must be unique in a grid. */
export interface CardItem {
  title: string;
  body: string;
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
        </div>
      ))}
    </div>
  );
}
