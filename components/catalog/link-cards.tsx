import { Link } from '@/i18n/navigation';

/** A grid of linked cards (title + one line), used for related services, solutions and cases. */
export function LinkCards({ items }: { items: { href: string; title: string; body: string }[] }) {
  return (
    <ul className="grid" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.href}>
          <Link className="card card--link" href={item.href}>
            <h3>{item.title}</h3>
            <p className="muted">{item.body}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
