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
    let cleanup: (() => void) | undefined;
    void import('scrollreveal').then(({ default: ScrollReveal }) => {
      if (cancelled) return;
      const sr = ScrollReveal();
      sr.reveal(targets, scrollRevealOptions);
      cleanup = () => targets.forEach((el) => sr.clean(el));
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [pathname]);
}
