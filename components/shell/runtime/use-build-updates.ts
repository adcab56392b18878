'use client';

import { useEffect } from 'react';
import { buildMetaDelayMs, currentBuildId, getBuildWatcher, shouldSkipPrefetch } from '@/lib/runtime/build-state';
import { whenIdle } from '@/lib/runtime/idle';

/**
 * Starts the hourly latest-build poll (and a check when the tab becomes visible after an hour), and fetches this
 * build's meta 1 s after load unless the connection is slow-2g or Save-Data is on (spec §4, §9). Set up once the
 * browser is idle after hydration (`whenIdle`), outside hydration's effect pass.
 */
export function useBuildUpdates(): void {
  useEffect(() => {
    const watcher = getBuildWatcher();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void watcher.maybeCheckOnVisible();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let started = false;
    const cancel = whenIdle(() => {
      started = true;
      watcher.start();
      document.addEventListener('visibilitychange', onVisible);
      const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
      if (!shouldSkipPrefetch(connection)) {
        timer = setTimeout(() => {
          // The answer is immutable per build, so this warms the HTTP cache for later readers (e.g. /test).
          fetch(`/builds/meta/${encodeURIComponent(currentBuildId)}.json`).catch(() => undefined);
        }, buildMetaDelayMs);
      }
    });

    return () => {
      cancel();
      if (!started) return;
      watcher.stop();
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(timer);
    };
  }, []);
}
