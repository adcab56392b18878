'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenDeferredBlocksRendered } from './use-render-deferred';

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
 * Reveals `[data-reveal]` elements as they scroll in — only those below the window when the library starts (never one
 * the reader has already seen), never under prefers-reduced-motion. scrollreveal touches `window` on import, so it is imported here, inside the effect.
 *
 * It starts once the page's blocks below the fold have been rendered at idle (`whenDeferredBlocksRendered`,
 * use-render-deferred.ts; decision 0047): measuring the elements of a block that is not rendered yet would force its
 * layout, the work the first paint was spared, in one task right after hydration. All elements are registered in
 * one `reveal` call: each later call re-applies every registered element's starting style by its current
 * visibility, which hid again an element revealed and scrolled past.
 *
 * Positions: scrollreveal measures each element once and again on window resize. Two things move elements in
 * between, and an element measured too low is never revealed (issue 41: the closing sections of a page stayed at
 * opacity 0): the Windows body zoom (use-windows-scaling.ts), which scrollreveal's offsetTop arithmetic ignored —
 * patched to measure with getBoundingClientRect (patches/scrollreveal+4.0.9.patch) — and content that loads or
 * collapses above an element (a demo, a graph). So every change of the page's height makes it measure again.
 */
export function useScrollReveal(): void {
  const pathname = usePathname();
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    let frame = 0;
    let cleanup: (() => void) | undefined;
    const start = () => {
      const targets = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
        (el) => el.getBoundingClientRect().top > window.innerHeight,
      );
      if (targets.length === 0) return;
      void import('scrollreveal').then(({ default: ScrollReveal }) => {
        if (cancelled) return;
        // In the next frame: scroll events of the navigation (the router scrolling to the top) queue scrollreveal
        // frame callbacks that measure every registered container; one queued before `reveal` met the new page's
        // container before its first measurement and threw "Cannot read properties of undefined (reading
        // 'bounds')" on every client-side navigation (issue 26). Callbacks queued earlier run before this one.
        frame = requestAnimationFrame(() => {
          if (cancelled) return;
          // destroy() and delegate() exist in scrollreveal 4 but are missing from its type declarations.
          const sr = ScrollReveal() as ReturnType<typeof ScrollReveal> & {
            destroy: () => void;
            delegate: (event?: { type: string }) => void;
          };
          // Only what is still below the window now: the library loads a moment after the page, and a reader who
          // scrolled on meanwhile has seen the sections passed; hiding them then left them at opacity 0 above the
          // window (issue 41: /APP's middle sections, scrolled past on a busy machine).
          const below = targets.filter((el) => el.isConnected && el.getBoundingClientRect().top > window.innerHeight);
          if (below.length === 0) return;
          sr.reveal(below, scrollRevealOptions);
          // Measure again (as on a resize) whenever the page's boxes change: content loading or collapsing above an
          // element, or the Windows zoom applied after the first measurement (scrollreveal batches it into a frame).
          // The body alone does not tell: scrollreveal sets its height to 100 %, so its box changes with the window,
          // not with the content; its children (header, main, footer) do.
          const remeasure = new ResizeObserver(() => sr.delegate({ type: 'resize' }));
          for (const box of [document.body, ...document.body.children]) remeasure.observe(box);
          // One page's reveal state at a time: leaving the page empties the store and removes its listeners.
          cleanup = () => {
            remeasure.disconnect();
            sr.destroy();
          };
        });
      });
    };
    const stopWaiting = whenDeferredBlocksRendered(start);
    return () => {
      cancelled = true;
      stopWaiting();
      cancelAnimationFrame(frame);
      cleanup?.();
    };
  }, [pathname]);
}
