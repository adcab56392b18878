import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls sideways in on narrow screens (global `.table-wrap`), as a named, focusable region:
 * keyboard users can focus it and scroll with the arrow keys (axe `scrollable-region-focusable`), and screen
 * readers announce what it holds. `label` names the region — usually the table's caption, in the page's language.
 * The box is `position: relative`, so visually hidden text inside the table (absolutely positioned) stays clipped
 * by it instead of widening the whole page.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `table-wrap ${className}` : 'table-wrap'} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
