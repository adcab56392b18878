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
 * How far below the window (fraction of its height) a revealed element's section is registered with scrollreveal.
 * Chromium renders a `content-visibility: auto` block within half a window of the viewport, so a section is
 * measured about when it is laid out anyway.
 */
const REGISTER_MARGIN = '0px 0px 100% 0px';

/**
 * Reveals `[data-reveal]` elements as they scroll in — only those below the window when they are registered (never
 * one the reader has already seen), never under prefers-reduced-motion. scrollreveal touches `window` on import, so
 * it is imported here, inside the effect.
 *
 * Registration is lazy: each element is handed to scrollreveal when its section (the nearest `.defer-render`
 * ancestor, else the element) comes within a window's height of the viewport, found with an IntersectionObserver.
 * Measuring every element at start forced the layout of every section below the fold right after hydration, the
 * layout `content-visibility: auto` skips (app/globals.css `.defer-render`, decision 0047): one main-thread task of
 * 20–90 ms under Lighthouse's 4× CPU. (scrollreveal's `clean` must not be called on a revealed element: it puts
 * back the hidden starting style.)
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
    const targets = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'));
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
        // destroy() and delegate() exist in scrollreveal 4 but are missing from its type declarations.
        const sr = ScrollReveal() as ReturnType<typeof ScrollReveal> & {
          destroy: () => void;
          delegate: (event?: { type: string }) => void;
        };
        // Measure again (as on a resize) whenever the page's boxes change: content loading or collapsing above an
        // element, a deferred section rendered for the first time (its estimated height replaced by its own), or the
        // Windows zoom applied after the first measurement (scrollreveal batches it into a frame). The body alone
        // does not tell: scrollreveal sets its height to 100 %, so its box changes with the window, not with the
        // content; its children (header, main, footer) do.
        const remeasure = new ResizeObserver(() => sr.delegate({ type: 'resize' }));
        for (const box of [document.body, ...document.body.children]) remeasure.observe(box);
        const bySection = new Map<Element, HTMLElement[]>();
        for (const el of targets) {
          const section = el.closest('.defer-render') ?? el;
          bySection.set(section, [...(bySection.get(section) ?? []), el]);
        }
        const near = new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              near.unobserve(entry.target);
              // Only what is still below the window now: a reader who jumped or scrolled past a section has seen
              // it; hiding it then left it at opacity 0 above the window (issue 41: /APP's middle sections,
              // scrolled past on a busy machine).
              const below = (bySection.get(entry.target) ?? []).filter(
                (el) => el.isConnected && el.getBoundingClientRect().top > window.innerHeight,
              );
              if (below.length > 0) sr.reveal(below, scrollRevealOptions);
            }
          },
          { rootMargin: REGISTER_MARGIN },
        );
        for (const section of bySection.keys()) near.observe(section);
        // One page's reveal state at a time: leaving the page empties the store and removes its listeners.
        cleanup = () => {
          near.disconnect();
          remeasure.disconnect();
          sr.destroy();
        };
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      cleanup?.();
    };
  }, [pathname]);
}
