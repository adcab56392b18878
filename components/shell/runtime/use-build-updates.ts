'use client';

import { useEffect } from 'react';
import { buildMetaDelayMs, currentBuildId, getBuildWatcher, shouldSkipPrefetch } from '@/lib/runtime/build-state';

/**
 * Starts the hourly latest-build poll (and a check when the tab becomes visible after an hour), and fetches this
 * build's meta 1 s after load unless the connection is slow-2g or Save-Data is on (spec §4, §9).
 */
export function useBuildUpdates(): void {
  useEffect(() => {
    const watcher = getBuildWatcher();
    watcher.start();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void watcher.maybeCheckOnVisible();
    };
    document.addEventListener('visibilitychange', onVisible);

    const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
      .connection;
    const timer = shouldSkipPrefetch(connection)
      ? undefined
      : setTimeout(() => {
          // The answer is immutable per build, so this warms the HTTP cache for later readers (e.g. /test).
          fetch(`/builds/meta/${encodeURIComponent(currentBuildId)}.json`).catch(() => undefined);
        }, buildMetaDelayMs);

    return () => {
      watcher.stop();
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(timer);
    };
  }, []);
}
