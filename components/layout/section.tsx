import type { ReactNode } from 'react';

/**
 * A page section with an H2 heading and optional lead paragraph. `reveal` marks it for scroll reveal
 * (only sections below the fold should set it). `tone` picks the background.
 */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  reveal = true,
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'muted' | 'dark';
  reveal?: boolean;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`section${tone === 'plain' ? '' : ` section--${tone}`}`}
    >
      <div className="container" data-reveal={reveal ? '' : undefined}>
        <div className="section__head">
          <h2 id={headingId}>{title}</h2>
          {lead ? <p>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
