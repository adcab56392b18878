import type { ReactNode } from 'react';

/**
 * A page section with an H2 heading and optional lead paragraph. `reveal` marks it for scroll reveal
 * (only sections below the fold should set it); such a section is also rendered only when it nears the window
 * (`.defer-render`, content-visibility: auto, decision 0047) unless it is dark or `deferRender` is false — for a
 * section with something `position: fixed` or overflowing its box inside. `tone` picks the background. The head is a guided tour's compact
 * stand-in for the whole section (`data-tour-head`, components/tours/tour-runner.ts), or a step of its own (`tour`).
 */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  reveal = true,
  deferRender = reveal && tone !== 'dark',
  tour,
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'muted' | 'dark';
  reveal?: boolean;
  /** Skip its layout and paint until it nears the window (default: as `reveal`, never for a dark section). */
  deferRender?: boolean;
  /** `data-tour` of the heading and lead, for a guided-tour step that introduces the section (lib/tours.ts). */
  tour?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`section${tone === 'plain' ? '' : ` section--${tone}`}${deferRender ? ' defer-render' : ''}`}
    >
      <div className="container" data-reveal={reveal ? '' : undefined}>
        <div className="section__head" data-tour={tour} data-tour-head={tour ? '' : undefined}>
          <h2 id={headingId}>{title}</h2>
          {lead ? <p>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
