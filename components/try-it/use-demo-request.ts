'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callApi, downloadFile, type ApiResult } from './api-client';

/**
 * The one way a live demo calls its endpoints (every demo's client code uses it; components/try-it/api-client.ts does
 * the request). One request at a time: a new one aborts the one still running (a visitor clicking one example after
 * another sees the last answer only), and so does leaving the page; `busy` is true while a request runs.
 *
 * - `post(url, body)` / `get(url)`: the parsed answer, or `null` after putting the endpoint's localized message (or
 *   the network / server message of `common.request`) in `error`; `null` too when a newer request superseded it.
 * - `call(url, { body })`: the whole `ApiResult` (status and error body), for a demo that handles some errors itself
 *   (a 422 that opens its mapping step); `null` when superseded. It sets no `error`.
 * - `download(url, body, fileName)`: asks for a file (PDF, XLSX, CSV; GET when `body` is undefined) and saves it,
 *   or shows why not in `error`; `true` once saved. It runs beside a `post` without aborting it.
 * - `fail(message)` shows a message of the demo's own (an empty list…); `clear()` hides the error; `done()` ends a
 *   sequence of requests started with `keepBusy` (read a file, then run the demo on its rows); `abort()` drops the
 *   running request (an effect's cleanup when its input changed).
 */
export function useDemoRequest() {
  const t = useTranslations('common.request');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  const downloads = useRef(new Set<AbortController>());
  const texts = useMemo(() => ({ network: t('network'), server: t('server') }), [t]);

  useEffect(() => {
    const running = downloads.current;
    return () => {
      current.current?.abort();
      running.forEach((c) => c.abort());
    };
  }, []);

  const call = useCallback(
    async <T>(
      url: string,
      request: { body?: FormData | string } = {},
      keepBusy = false,
    ): Promise<ApiResult<T> | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setBusy(true);
      setError(null);
      const res = await callApi<T>(url, { body: request.body, signal: controller.signal }, texts);
      // A newer request (or leaving the page) aborted this one: its answer is not shown.
      if (controller.signal.aborted || current.current !== controller) return null;
      if (!res.ok || !keepBusy) setBusy(false);
      return res;
    },
    [texts],
  );

  const answer = useCallback(
    async <T>(url: string, body: FormData | string | undefined, keepBusy = false): Promise<T | null> => {
      const res = await call<T>(url, { body }, keepBusy);
      if (!res) return null;
      if (!res.ok) {
        setError(res.body.message);
        return null;
      }
      return res.body;
    },
    [call],
  );

  const download = useCallback(
    async (url: string, body: FormData | string | undefined, fileName: string): Promise<boolean> => {
      const controller = new AbortController();
      downloads.current.add(controller);
      setError(null);
      const failure = await downloadFile(url, { body, signal: controller.signal }, fileName, texts);
      downloads.current.delete(controller);
      if (controller.signal.aborted) return false;
      setError(failure);
      return failure === null;
    },
    [texts],
  );

  return {
    busy,
    error,
    call,
    post: useCallback(
      <T>(url: string, body: FormData | string, opts: { keepBusy?: boolean } = {}) =>
        answer<T>(url, body, opts.keepBusy),
      [answer],
    ),
    get: useCallback(<T>(url: string) => answer<T>(url, undefined), [answer]),
    download,
    done: useCallback(() => setBusy(false), []),
    fail: useCallback((message: string) => {
      current.current?.abort();
      setBusy(false);
      setError(message);
    }, []),
    clear: useCallback(() => setError(null), []),
    abort: useCallback(() => {
      current.current?.abort();
      setBusy(false);
    }, []),
  };
}
