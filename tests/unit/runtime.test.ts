import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserFacingError, describeError } from '@/lib/runtime/app-error';
import { shouldSkipPrefetch } from '@/lib/runtime/build-state';
import {
  buildPollIntervalMs,
  createBuildWatcher,
  isClientNavigationClick,
  parseLatestBuild,
} from '@/lib/runtime/build-update';
import { chunkReloadGuardMs, isChunkLoadError, shouldReloadAfterChunkError } from '@/lib/runtime/chunk-reload';
import { errorPageTitle } from '@/lib/runtime/error-title';
import { readLocaleCookie, localeCookieString } from '@/lib/runtime/locale-cookie';
import { estimateBrowserZoom, isWindows, windowsBodyZoom } from '@/lib/runtime/windows-zoom';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('chunk-load reload guard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('recognises chunk failures and nothing else', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 42 failed.' })).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per 10 s per path', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkError('/pricing', storage, Date.now())).toBe(true);
    vi.advanceTimersByTime(chunkReloadGuardMs - 1);
    expect(shouldReloadAfterChunkError('/pricing', storage, Date.now())).toBe(false);
    expect(shouldReloadAfterChunkError('/demo', storage, Date.now())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shouldReloadAfterChunkError('/pricing', storage, Date.now())).toBe(true);
  });

  it('does not reload when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(shouldReloadAfterChunkError('/', broken)).toBe(false);
  });
});

describe('build-update watcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls hourly with a time parameter and turns stale when the id changes', async () => {
    let latest = { id: 'b1', timestamp: 1 };
    const fetchLatest = vi.fn(async (url: string) => (url ? latest : null));
    const w = createBuildWatcher({ currentId: 'b1', fetchLatest });
    w.start();
    await vi.advanceTimersByTimeAsync(buildPollIntervalMs);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(fetchLatest.mock.calls[0][0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(w.isStale()).toBe(false);
    latest = { id: 'b2', timestamp: 2 };
    await vi.advanceTimersByTimeAsync(buildPollIntervalMs);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(w.isStale()).toBe(true);
    w.stop();
  });

  it('checks on becoming visible only when the last check is an hour old', async () => {
    const fetchLatest = vi.fn(async () => ({ id: 'b2', timestamp: 2 }));
    const w = createBuildWatcher({ currentId: 'b1', fetchLatest });
    expect(w.maybeCheckOnVisible()).toBeUndefined();
    vi.advanceTimersByTime(buildPollIntervalMs);
    await w.maybeCheckOnVisible();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(w.isStale()).toBe(true);
  });

  it('ignores malformed answers and network errors', async () => {
    const w = createBuildWatcher({ currentId: 'b1', fetchLatest: async () => ({ id: 42 }) });
    expect(await w.check()).toBe(false);
    const w2 = createBuildWatcher({
      currentId: 'b1',
      fetchLatest: async () => {
        throw new Error('offline');
      },
    });
    expect(await w2.check()).toBe(false);
    expect(parseLatestBuild({ id: 'x', timestamp: 5 })).toEqual({ id: 'x', timestamp: 5 });
    expect(parseLatestBuild('x')).toBeNull();
  });

  it('only treats plain same-origin left clicks as navigations', () => {
    const ev = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
    const a = (href: string, target = '', download = false) => ({
      href,
      target,
      hasAttribute: (n: string) => n === 'download' && download,
    });
    expect(isClientNavigationClick(ev, a('https://s.example/pricing'), 'https://s.example')).toBe(true);
    expect(isClientNavigationClick({ ...ev, ctrlKey: true }, a('https://s.example/pricing'), 'https://s.example')).toBe(
      false,
    );
    expect(isClientNavigationClick(ev, a('https://other.example/'), 'https://s.example')).toBe(false);
    expect(isClientNavigationClick(ev, a('https://s.example/x', '_blank'), 'https://s.example')).toBe(false);
    expect(isClientNavigationClick(ev, a('https://s.example/x', '', true), 'https://s.example')).toBe(false);
  });

  it('skips the build-meta prefetch on slow-2g and Save-Data', () => {
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldSkipPrefetch(undefined)).toBe(false);
  });
});

describe('Windows display scaling', () => {
  it('detects Windows', () => {
    expect(isWindows('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(true);
    expect(isWindows('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(false);
    expect(isWindows('', 'Windows')).toBe(true);
  });

  it('divides out the OS scale and keeps the browser zoom', () => {
    expect(windowsBodyZoom(1.5)).toBeCloseTo(0.6667, 3);
    expect(windowsBodyZoom(1.25)).toBe(0.8);
    expect(windowsBodyZoom(1)).toBe(1);
    // 125 % browser zoom on a 150 % display: only the 150 % is divided out.
    expect(windowsBodyZoom(1.875, 1.25)).toBeCloseTo(0.6667, 3);
    // Browser zoom alone (dpr 1.25 from Ctrl +) on a 100 % display: nothing to undo.
    expect(windowsBodyZoom(1.25, 1.25)).toBe(1);
    expect(windowsBodyZoom(Number.NaN)).toBe(1);
  });

  it('estimates the browser zoom from window sizes', () => {
    expect(estimateBrowserZoom(0, 1440)).toBe(1);
    expect(estimateBrowserZoom(1456, 1440)).toBe(1);
    expect(estimateBrowserZoom(1800, 1440)).toBe(1.25);
  });
});

describe('error page title', () => {
  it('says Page Not Found for 404 and Internal Server Error otherwise, or the own message', () => {
    expect(errorPageTitle(404, 'whatever')).toEqual({ key: 'notFound' });
    expect(errorPageTitle(500, undefined)).toEqual({ key: 'internal' });
    expect(errorPageTitle(undefined, '  ')).toEqual({ key: 'internal' });
    expect(errorPageTitle(503, '系统维护中')).toEqual({ key: 'internal', message: '系统维护中' });
  });

  it('shows only messages written for visitors', () => {
    expect(describeError(new UserFacingError('报告暂不可用', 503))).toEqual({
      status: 503,
      userMessage: '报告暂不可用',
    });
    expect(describeError(new Error('SQLITE_BUSY at db.ts:42'))).toEqual({ status: undefined, userMessage: undefined });
    expect(describeError(null)).toEqual({ status: undefined, userMessage: undefined });
  });
});

describe('locale cookie on the client', () => {
  it('reads only valid values', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=en-US; b=2')).toBe('en-US');
    expect(readLocaleCookie('i18n_redirected=xx')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });

  it('writes the spec attributes', () => {
    expect(localeCookieString('zh-CN', false)).toBe('i18n_redirected=zh-CN; path=/; max-age=31536000; samesite=lax');
    expect(localeCookieString('en-US', true)).toMatch(/; secure$/);
  });
});
