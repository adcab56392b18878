'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Paths that are files or endpoints, never pages to prefetch. */
const notAPage = /^\/(api|_next|builds)\/|\.[a-z0-9]{2,5}$/i;

/**
 * The internal page a link leads to, as the router prefetches it (`/en-US/pricing?x=1`), or null for anything else:
 * another origin, a download, a new window, a file or endpoint, or the page already on screen (an in-page anchor).
 */
export function intentPrefetchTarget(
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  here: Pick<URL, 'origin' | 'pathname' | 'search'>,
): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || notAPage.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search;
}

/**
 * Prefetch on intent (issue 26): links prefetch when the visitor shows they may follow one — the mouse over it, a
 * finger touching it, keyboard focus on it — instead of when they scroll into view (the site's `Link` defaults to
 * `prefetch={false}`, i18n/navigation.tsx). Scrolling the home page on a phone used to start 99 prefetches
 * (426 KB) for links nobody tapped. One set of document listeners covers every link, `<Link>` or plain `<a>`;
 * each page is prefetched at most once per document.
 */
export function useIntentPrefetch(): void {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>();
    function onIntent(event: Event) {
      if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const target = intentPrefetchTarget(anchor, window.location);
      if (!target || done.has(target)) return;
      done.add(target);
      router.prefetch(target);
    }
    const options = { capture: true, passive: true } as const;
    const kinds = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const kind of kinds) document.addEventListener(kind, onIntent, options);
    return () => {
      for (const kind of kinds) document.removeEventListener(kind, onIntent, options);
    };
  }, [router]);
}
