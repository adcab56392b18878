'use client';

import { useSyncExternalStore } from 'react';
import { useSystemStore } from '@/lib/store/system';
import { Icon } from '@/components/icons/icon';

/** Scroll offset (px) after which the button appears. */
const showAfter = 600;
/** Gap (px) kept between the button and the viewport bottom or the footer. */
const gap = 24;
/** Button size (px) and the header height it must stay below. */
const size = 48;
const headerHeight = 64;
/**
 * Viewports at least this wide keep the button in the margin beside the 1200 px content column (1200 + 2 × (48 + 24
 * + 8)); narrower ones have no margin, so there the button would sit over the text.
 */
const besideContent = '(min-width: 1360px)';

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(besideContent);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Back-to-top button (an arrow up to a bar) driven by the system store: visible once scrolled past `showAfter`,
 * and lifted so it never overlaps the footer (its bottom stays `gap` px above `footerTop`); hidden while the footer
 * fills the screen. Where it would cover content — viewports without a margin beside the content column — it shows
 * only while the visitor scrolls up, the moment they look for the top, and steps away as they read on down.
 * `label`: its accessible name (`common.backToTop`, given by the server).
 */
export function BackToTop({ label }: { label: string }) {
  const scrollTop = useSystemStore((s) => s.scrollTop);
  const scrollingUp = useSystemStore((s) => s.scrollingUp);
  const footerTop = useSystemStore((s) => s.footerTop);
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(besideContent).matches,
    () => false,
  );
  if (scrollTop < showAfter || (!wide && !scrollingUp)) return null;
  const viewport = typeof window === 'undefined' ? 0 : window.innerHeight;
  const bottom = Number.isFinite(footerTop) ? Math.max(gap, viewport - footerTop + gap) : gap;
  // When the footer fills the screen there is no room above it: the button steps aside rather than overlap it.
  if (viewport - bottom - size < headerHeight + gap) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={label}
      style={{ bottom }}
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
    >
      <Icon name="arrow-up" size={22} />
    </button>
  );
}
