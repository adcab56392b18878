'use client';

import { useEffect } from 'react';
import { useSystemStore } from '@/lib/store/system';

/** Keeps the system store's `scrollTop` / `layoutScroll` in step with the window (one rAF per frame at most). */
export function useScrollTracker(): void {
  const setScroll = useSystemStore((s) => s.setScroll);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScroll(window.scrollY));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [setScroll]);
}
