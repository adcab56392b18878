'use client';

import { useEffect, useRef } from 'react';
import { useSystemStore } from '@/lib/store/system';

/** Reports the footer's top edge (viewport px) to the system store on scroll and resize. Renders nothing visible. */
export function FooterTracker() {
  const ref = useRef<HTMLSpanElement>(null);
  const setFooterTop = useSystemStore((s) => s.setFooterTop);
  useEffect(() => {
    const footer = ref.current?.parentElement;
    if (!footer) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setFooterTop(footer.getBoundingClientRect().top));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [setFooterTop]);
  return <span ref={ref} hidden />;
}
