'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { getBuildWatcher } from '@/lib/runtime/build-state';
import { isClientNavigationClick } from '@/lib/runtime/build-update';
import { finishProgress, startProgress } from '@/lib/runtime/progress';
import { LogoMark } from './logo';

/** Page-transition delay before the loading overlay appears, in ms (spec §9: about 100 ms). */
export const overlayDelayMs = 100;
/** The overlay never stays longer than this, even if a navigation is abandoned. */
const overlayMaxMs = 10_000;

/**
 * Client-navigation events: starts the loading bar and (after the transition delay) the full-screen loading image
 * when an internal link is followed, and stops both when the new URL has rendered. When a newer build has been
 * detected, the link is followed as a full page load instead (spec §4). The first, server-rendered page never shows
 * the overlay (it would delay the largest paint).
 */
export function NavigationEvents() {
  const t = useTranslations('common.loading');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [overlay, setOverlay] = useState(false);
  const timers = useRef<{ show?: ReturnType<typeof setTimeout>; max?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    finishProgress();
    clearTimeout(timers.current.show);
    clearTimeout(timers.current.max);
    // Hiding on URL change is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOverlay(false);
  }, [pathname, search]);

  useEffect(() => {
    const pending = timers.current;
    function begin() {
      startProgress();
      clearTimeout(pending.show);
      clearTimeout(pending.max);
      pending.show = setTimeout(() => setOverlay(true), overlayDelayMs);
      pending.max = setTimeout(() => {
        setOverlay(false);
        finishProgress();
      }, overlayMaxMs);
    }
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || !isClientNavigationClick(event, anchor, window.location.origin)) return;
      const url = new URL(anchor.href);
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (getBuildWatcher().isStale()) {
        event.preventDefault();
        window.location.assign(url.href);
        return;
      }
      begin();
    }
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', begin);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', begin);
      clearTimeout(pending.show);
      clearTimeout(pending.max);
    };
  }, []);

  if (!overlay) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <span className="loading-overlay__mark">
        <LogoMark size={56} />
      </span>
      <span className="visually-hidden">{t('label')}</span>
    </div>
  );
}
