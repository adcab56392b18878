import type { ReactNode } from 'react';
import { Breadcrumbs, type Trail } from './breadcrumbs';

/**
 * The top of every page: breadcrumbs, optional eyebrow, the page's single H1, an intro paragraph and actions, and
 * optionally `aside` — a picture of the product beside the text at desktop widths, under it on phones.
 * Server component; renders above the fold, so it is never scroll-revealed.
 */
export function PageHero({
  crumbs,
  eyebrow,
  title,
  intro,
  children,
  aside,
}: {
  /** Trail below Home, e.g. [{ label: 'Services', href: '/service' }, { label: 'Exact match' }]. */
  crumbs: Trail;
  eyebrow?: string;
  /** The H1's content: text, or a client component whose text follows the page state (the AI analysis step). */
  title: ReactNode;
  intro?: string;
  /** Buttons or badges under the intro. */
  children?: ReactNode;
  /** The right half at desktop widths: what the product shows (components/product-preview). */
  aside?: ReactNode;
}) {
  const text = (
    <>
      {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
      <h1>{title}</h1>
      {intro ? <p className="lead">{intro}</p> : null}
      {children}
    </>
  );
  return (
    <section className="hero">
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
        {aside ? (
          <div className="hero__grid">
            <div>{text}</div>
            <div className="hero__aside">{aside}</div>
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
