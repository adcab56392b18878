import type { ReactNode } from 'react';
import { Breadcrumbs, type Trail } from './breadcrumbs';

/**
 * The top of every page: breadcrumbs, optional eyebrow, the page's single H1, an intro paragraph and actions.
 * Server component; renders above the fold, so it is never scroll-revealed.
 */
export function PageHero({
  crumbs,
  eyebrow,
  title,
  intro,
  children,
}: {
  /** Trail below Home, e.g. [{ label: 'Services', href: '/service' }, { label: 'Exact match' }]. */
  crumbs: Trail;
  eyebrow?: string;
  /** The H1's content: text, or a client component whose text follows the page state (the AI analysis step). */
  title: ReactNode;
  intro?: string;
  /** Buttons or badges under the intro. */
  children?: ReactNode;
}) {
  return (
    <section className="hero">
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
        {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
        <h1>{title}</h1>
        {intro ? <p className="lead">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
