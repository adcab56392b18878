'use client';

import { useEffect } from 'react';
import { isChunkLoadError, shouldReloadAfterChunkError } from '@/lib/runtime/chunk-reload';

/** Reloads the page after a chunk-load failure, at most once per 10 s per path (spec §8). */
export function useChunkReloadGuard(): void {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      if (shouldReloadAfterChunkError(window.location.pathname, window.sessionStorage)) window.location.reload();
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
