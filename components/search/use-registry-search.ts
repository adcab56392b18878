'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { searchRegistry, type RegistryHit } from './registry-search';

/** Where a look-up stands: nothing asked (or answered), waiting for the debounce or the server, or failed. */
export type LookupState = 'idle' | 'loading' | 'failed';

/**
 * The debounced registry look-up every search field shares (the header and demo-centre search box, the graph's path
 * picker, the AI report's company picker): call `lookUp(text)` on each keystroke; after `delay` ms without another
 * keystroke the query (trimmed) is sent, a request still in flight for an older query is aborted, and only the
 * latest query's answer reaches `onResult`. An empty query calls `onClear` at once and sends nothing.
 *
 * By default the look-up is `GET /api/registry/search` (`searchRegistry`, at most `limit` companies, default 8);
 * `fetch` replaces it (the search box adds the site's pages to the same answer). A network error or non-2xx answer
 * sets `state` to `failed`; the callbacks are read at call time, so they may close over the latest props and state.
 */
export function useRegistrySearch<T = RegistryHit[]>({
  onResult,
  onClear,
  fetch,
  limit = 8,
  delay = 150,
}: {
  onResult: (result: T, query: string) => void;
  onClear?: () => void;
  fetch?: (query: string, signal: AbortSignal) => Promise<T>;
  limit?: number;
  delay?: number;
}): { state: LookupState; lookUp: (text: string) => void } {
  const [state, setState] = useState<LookupState>('idle');
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const sequence = useRef(0);
  const latest = useRef({ onResult, onClear, fetch, limit });
  useEffect(() => {
    latest.current = { onResult, onClear, fetch, limit };
  });
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const lookUp = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      request.current?.abort();
      const n = ++sequence.current;
      const query = text.trim();
      if (!query) {
        setState('idle');
        latest.current.onClear?.();
        return;
      }
      setState('loading');
      timer.current = window.setTimeout(async () => {
        const ctrl = new AbortController();
        request.current = ctrl;
        const { fetch: run, limit: max } = latest.current;
        try {
          const result = run
            ? await run(query, ctrl.signal)
            : ((await searchRegistry(query, { limit: max, signal: ctrl.signal })) as T);
          if (n !== sequence.current) return;
          latest.current.onResult(result, query);
          setState('idle');
        } catch (error) {
          if (n === sequence.current && (error as Error).name !== 'AbortError') setState('failed');
        }
      }, delay);
    },
    [delay],
  );

  return { state, lookUp };
}
