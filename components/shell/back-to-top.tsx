'use client';

import { useTranslations } from 'next-intl';
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
 * Back-to-top button driven by the system store: visible once scrolled past `showAfter`, and lifted so it never
 * overlaps the footer (its bottom stays `gap` px above `footerTop`); hidden while the footer fills the screen.
 */
export function BackToTop() {
  const t = useTranslations('common');
  const scrollTop = useSystemStore((s) => s.scrollTop);
  const footerTop = useSystemStore((s) => s.footerTop);
  if (scrollTop < showAfter) return null;
  const viewport = typeof window === 'undefined' ? 0 : window.innerHeight;
  const bottom = Number.isFinite(footerTop) ? Math.max(gap, viewport - footerTop + gap) : gap;
  // When the footer fills the screen there is no room above it: the button steps aside rather than overlap it.
  if (viewport - bottom - size < headerHeight + gap) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('backToTop')}
      style={{ bottom }}
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
    >
      <Icon name="topped" />
    </button>
  );
}
