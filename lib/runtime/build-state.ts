import { createBuildWatcher } from './build-update';

/** The build this page was loaded with (inlined at build time; see scripts/build-id.mjs). */
export const currentBuildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';

let watcher: ReturnType<typeof createBuildWatcher> | undefined;

/** The page's single build watcher (client only). */
export function getBuildWatcher() {
  watcher ??= createBuildWatcher({
    currentId: currentBuildId,
    fetchLatest: async (url) => {
      const res = await fetch(url, { cache: 'no-store' });
      return res.ok ? res.json() : null;
    },
  });
  return watcher;
}

/** Delay before fetching the build meta, in ms (spec §9). */
export const buildMetaDelayMs = 1000;

/** Whether the connection is too slow or metered for the optional build-meta fetch (spec §9). */
export function shouldSkipPrefetch(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  return connection?.effectiveType === 'slow-2g' || connection?.saveData === true;
}
