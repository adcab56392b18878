'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useEngaged } from './engagement';

/**
 * Renders `children` only once the spot comes near the viewport (IntersectionObserver, `rootMargin` ahead of it,
 * 300 px by default); until then `placeholder`, which must take the same space so nothing moves (CLS). Put a
 * `next/dynamic` component inside: its chunk (a chart library, a graph, a table) is then fetched when the visitor
 * scrolls towards it, not during the page's first load, which keeps first-load JavaScript and Total Blocking Time
 * down (issues 10–12: product pages ≤ 260 KiB gzip, Lighthouse Performance ≥ 95). Browsers without
 * IntersectionObserver render the children at once. Both the placeholder and the children are client-side only
 * decoration here: whatever they show must also be in the server-rendered page (a table, a text summary).
 *
 * `approachEvent` on `window` (`requestApproach()` in components/tours/tour-runner.ts) renders every waiting spot at once: a guided tour that walks the
 * page needs its steps' elements, not their placeholders (issue 41). While waiting, the spot carries `data-pending`.
 *
 * `afterEngagement`: also wait for the visitor's first scroll, pointer, touch, key or focus event (or an in-page
 * anchor in the URL, or a page already scrolled when this code runs). For a heavy widget that sits at the edge of the first screen and is used, never just read —
 * the demo-request form: its antd code then loads while the visitor reaches for it, not while the page they
 * are reading is still starting up.
 */
export function WhenVisible({
  children,
  placeholder,
  rootMargin = '300px',
  afterEngagement = false,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
  afterEngagement?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const engaged = useEngaged(afterEngagement);
  const visible = near && (!afterEngagement || engaged);

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const show = () => setNear(true);
    window.addEventListener(approachEvent, show);
    const stopListening = () => window.removeEventListener(approachEvent, show);
    if (typeof IntersectionObserver === 'undefined') {
      const id = requestAnimationFrame(show);
      return () => {
        cancelAnimationFrame(id);
        stopListening();
      };
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
    return () => {
      observer.disconnect();
      stopListening();
    };
  }, [near, rootMargin]);

  return visible ? (
    children
  ) : (
    <div ref={ref} data-pending="">
      {placeholder}
    </div>
  );
}

/** The window event that makes every `WhenVisible` spot render now (`requestApproach`, loaded with the tours on click). */
export const approachEvent = 'hx:approach';
