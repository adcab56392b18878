'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Scroll-reveal options (spec §9): 600 ms, cubic-bezier easing, from opacity 0, from the bottom. */
export const scrollRevealOptions = {
  duration: 600,
  easing: 'cubic-bezier(0.5, 0, 0, 1)',
  opacity: 0,
  origin: 'bottom',
  distance: '24px',
  reset: false,
} as const;

/**
 * Reveals `[data-reveal]` elements as they scroll in — only those below the fold at the time, never under
 * prefers-reduced-motion. scrollreveal touches `window` on import, so it is imported here, inside the effect.
 */
export function useScrollReveal(): void {
  const pathname = usePathname();
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const targets = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
      (el) => el.getBoundingClientRect().top > window.innerHeight,
    );
    if (targets.length === 0) return;
    let cancelled = false;
    let frame = 0;
    let cleanup: (() => void) | undefined;
    void import('scrollreveal').then(({ default: ScrollReveal }) => {
      if (cancelled) return;
      // In the next frame: scroll events of the navigation (the router scrolling to the top) queue scrollreveal
      // frame callbacks that measure every registered container; one queued before `reveal` met the new page's
      // container before its first measurement and threw "Cannot read properties of undefined (reading
      // 'bounds')" on every client-side navigation (issue 26). Callbacks queued earlier run before this one.
      frame = requestAnimationFrame(() => {
        if (cancelled) return;
        // destroy() exists in scrollreveal 4 but is missing from its type declarations.
        const sr = ScrollReveal() as ReturnType<typeof ScrollReveal> & { destroy: () => void };
        sr.reveal(targets, scrollRevealOptions);
        // One page's reveal state at a time: leaving the page empties the store and removes its listeners.
        cleanup = () => sr.destroy();
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      cleanup?.();
    };
  }, [pathname]);
}
