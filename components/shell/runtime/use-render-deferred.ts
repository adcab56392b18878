'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Class that lifts `.defer-render`'s content-visibility once the block has been rendered at idle (app/globals.css). */
export const RENDERED_CLASS = 'defer-render--rendered';

const DONE_EVENT = 'hx:deferred-rendered';

/** Whether the page has no `.defer-render` block left unrendered. */
export function deferredBlocksRendered(): boolean {
  return document.querySelector(`.defer-render:not(.${RENDERED_CLASS})`) === null;
}

/**
 * Calls `callback` once every `.defer-render` block of the page is rendered (at once when none is left); returns a
 * function that cancels the wait. For code that measures elements below the fold (the scroll reveal): measuring a
 * block that is not rendered forces its layout, the work the first paint was spared.
 */
export function whenDeferredBlocksRendered(callback: () => void): () => void {
  if (deferredBlocksRendered()) {
    callback();
    return () => {};
  }
  const listener = () => {
    if (!deferredBlocksRendered()) return;
    window.removeEventListener(DONE_EVENT, listener);
    callback();
  };
  window.addEventListener(DONE_EVENT, listener);
  return () => window.removeEventListener(DONE_EVENT, listener);
}

/**
 * Renders the page's `.defer-render` blocks (below the fold, skipped by the first layout; decision 0047) after the
 * page has loaded, one block per idle period, top to bottom: the first paint waits only for what is in the window,
 * and the rest is laid out in short tasks while the browser has nothing else to do, instead of in one long task
 * before the first paint. Once every block is rendered the page is an ordinary page again: nothing is laid out on
 * scroll, and tools that read the rendered page (axe-core's contrast check, dequelabs/axe-core#2768; full-page
 * screenshots) see every block. Browsers without `requestIdleCallback` (Safari) take one block per 50 ms timer.
 */
export function useRenderDeferred(): void {
  const pathname = usePathname();
  useEffect(() => {
    const blocks = Array.from(document.querySelectorAll<HTMLElement>(`.defer-render:not(.${RENDERED_CLASS})`));
    if (blocks.length === 0) return;
    const idle: (cb: () => void) => number =
      typeof window.requestIdleCallback === 'function'
        ? (cb) => window.requestIdleCallback(cb, { timeout: 1000 })
        : (cb) => window.setTimeout(cb, 50);
    const cancelIdle: (handle: number) => void =
      typeof window.cancelIdleCallback === 'function'
        ? (handle) => window.cancelIdleCallback(handle)
        : (handle) => window.clearTimeout(handle);
    let handle = 0;
    let next = 0;
    const step = () => {
      const block = blocks[next++];
      if (!block) {
        window.dispatchEvent(new Event(DONE_EVENT));
        return;
      }
      block.classList.add(RENDERED_CLASS);
      handle = idle(step);
    };
    const start = () => {
      handle = idle(step);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelIdle(handle);
    };
  }, [pathname]);
}
