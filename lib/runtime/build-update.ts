/**
 * Build-update detection (spec §4, §7): the client polls `/builds/latest.json?t=<ms>`; when the id differs from the
 * build the page was loaded with, the next navigation becomes a full page load, so visitors move to the new build
 * at a natural moment instead of mid-read.
 */

/** Poll interval, and the minimum age of the last check before a tab becoming visible triggers one (1 hour). */
export const buildPollIntervalMs = 60 * 60 * 1000;

export interface LatestBuild {
  id: string;
  timestamp: number;
}

/** Parses the latest-build answer; anything malformed is null (a bad answer must never force reloads). */
export function parseLatestBuild(value: unknown): LatestBuild | null {
  if (!value || typeof value !== 'object') return null;
  const { id, timestamp } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !id || typeof timestamp !== 'number') return null;
  return { id, timestamp };
}

/**
 * Creates the watcher. `fetchLatest` gets the URL to fetch; `currentId` is the build this page runs.
 * `check()` polls now; `maybeCheckOnVisible()` polls only when the last check is over an hour old;
 * `isStale()` tells the navigation code to do a full page load.
 */
export function createBuildWatcher({
  currentId,
  fetchLatest,
  now = () => Date.now(),
}: {
  currentId: string;
  fetchLatest: (url: string) => Promise<unknown>;
  now?: () => number;
}) {
  let stale = false;
  let lastCheck = now();
  let timer: ReturnType<typeof setInterval> | undefined;

  async function check(): Promise<boolean> {
    lastCheck = now();
    try {
      const latest = parseLatestBuild(await fetchLatest(`/builds/latest.json?t=${lastCheck}`));
      if (latest && latest.id !== currentId) stale = true;
    } catch {
      // Offline or the server is restarting: try again at the next interval.
    }
    return stale;
  }

  return {
    check,
    maybeCheckOnVisible(): Promise<boolean> | undefined {
      return now() - lastCheck >= buildPollIntervalMs ? check() : undefined;
    },
    isStale: () => stale,
    start() {
      timer = setInterval(() => void check(), buildPollIntervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

/**
 * Whether a click on an anchor is a same-origin client navigation that Next would handle (and that we may turn into
 * a full page load): primary button, no modifier keys, no target or download, same origin.
 */
export function isClientNavigationClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  try {
    return new URL(anchor.href).origin === origin;
  } catch {
    return false;
  }
}
