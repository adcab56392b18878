'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { getBuildWatcher } from '@/lib/runtime/build-state';
import { isClientNavigationClick } from '@/lib/runtime/build-update';
import { finishProgress, startProgress } from '@/lib/runtime/progress';
import { LogoMark } from './logo';

/** Page-transition delay before the loading overlay appears, in ms (spec §9: about 100 ms). */
export const overlayDelayMs = 100;
/** The overlay never stays longer than this, even if a navigation is abandoned. */
const overlayMaxMs = 10_000;

/** The part of a URL that makes it another page: path and query (a `#fragment` only scrolls the same page). */
export function pageKey(url: Pick<URL, 'pathname' | 'search'>): string {
  return url.pathname + url.search;
}

/**
 * Client-navigation events: starts the loading bar and (after the transition delay) the full-screen loading image
 * when an internal link is followed, and stops both when the new URL has rendered. When a newer build has been
 * detected, the link is followed as a full page load instead (spec §4). The first, server-rendered page never shows
 * the overlay (it would delay the largest paint).
 *
 * Same-page links — in-page anchors and the skip link — are not navigations: neither their click nor the
 * `popstate` a fragment change fires starts the bar or the overlay (the overlay used to stay, swallowing taps,
 * until its 10 s fallback, as nothing re-rendered to hide it). Plain server-rendered links marked `data-nav`
 * (the header's menus and drawer, which work before hydration) are followed with the client router here, so
 * they need no hydrated `<Link>` each. `label`: the overlay's text for assistive technology (`common.loading.label`).
 */
export function NavigationEvents({ label }: { label: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();
  const [overlay, setOverlay] = useState(false);
  // The page (path + query) on screen; a popstate to the same page is a fragment change, not a navigation.
  const shown = useRef<string | null>(null);
  const timers = useRef<{ show?: ReturnType<typeof setTimeout>; max?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    shown.current = pageKey(window.location);
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
      if (pageKey(url) === pageKey(window.location)) return;
      if (getBuildWatcher().isStale()) {
        event.preventDefault();
        window.location.assign(url.href);
        return;
      }
      begin();
      if (anchor.hasAttribute('data-nav')) {
        event.preventDefault();
        router.push(url.pathname + url.search + url.hash);
      }
    }
    function onPopState() {
      if (shown.current !== null && pageKey(window.location) === shown.current) return;
      begin();
    }
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      clearTimeout(pending.show);
      clearTimeout(pending.max);
    };
  }, [router]);

  if (!overlay) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <span className="loading-overlay__mark">
        <LogoMark size={56} />
      </span>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
