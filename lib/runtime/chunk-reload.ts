/**
 * Chunk-load failure recovery (spec §8): after a deploy, an old page may ask for a JS chunk that no longer exists.
 * The page then reloads — at most once per 10 s per path, tracked in sessionStorage, so a chunk that is really
 * broken cannot cause a reload loop.
 */

/** Minimum time between two automatic reloads of the same path, in ms (spec §9). */
export const chunkReloadGuardMs = 10_000;

const keyPrefix = 'hx:chunk-reload:';

/** Whether an error (or rejection reason) is a failed chunk / dynamic import load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const name = (error as { name?: unknown }).name;
  const message = String((error as { message?: unknown }).message ?? error);
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /error loading dynamically imported module/i.test(message) ||
    /Importing a module script failed/i.test(message)
  );
}

/**
 * Decides whether to reload now, and records the reload. Returns false when the same path was reloaded for this
 * reason less than `chunkReloadGuardMs` ago. Storage failures (private mode, quota) mean "don't reload".
 */
export function shouldReloadAfterChunkError(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(keyPrefix + path));
    if (Number.isFinite(last) && last > 0 && now - last < chunkReloadGuardMs) return false;
    storage.setItem(keyPrefix + path, String(now));
    return true;
  } catch {
    return false;
  }
}
