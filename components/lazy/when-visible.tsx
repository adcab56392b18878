'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the spot comes near the viewport (IntersectionObserver, `rootMargin` ahead of it,
 * 300 px by default); until then `placeholder`, which must take the same space so nothing moves (CLS). Put a
 * `next/dynamic` component inside: its chunk (a chart library, a graph, a table) is then fetched when the visitor
 * scrolls towards it, not during the page's first load, which keeps first-load JavaScript and Total Blocking Time
 * down (issues 10–12: product pages ≤ 260 KiB gzip, Lighthouse Performance ≥ 95). Browsers without
 * IntersectionObserver render the children at once. Both the placeholder and the children are client-side only
 * decoration here: whatever they show must also be in the server-rendered page (a table, a text summary).
 */
export function WhenVisible({
  children,
  placeholder,
  rootMargin = '300px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const show = () => setVisible(true);
    if (typeof IntersectionObserver === 'undefined') {
      const id = requestAnimationFrame(show);
      return () => cancelAnimationFrame(id);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          show();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return visible ? children : <div ref={ref}>{placeholder}</div>;
}
