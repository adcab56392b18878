'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { postForDownload, postForm, type ApiResult } from '../upload';

/**
 * The request state of a "try it" demo form: `post(url, body)` POSTs a JSON string or a multipart form and returns
 * the parsed answer, or `null` after putting the endpoint's localized message (or the demos' own network / server
 * message, `riskDemos.common`) in `error`. A new `post` aborts the one still running (a visitor clicking one example
 * after another sees the last answer only), and so does leaving the page. `busy` is true while a request runs;
 * `download(url, body, fileName)` POSTs for a file (PDF, XLSX) and saves it, or shows why not; `fail(message)` shows
 * a message of the form's own (an empty list…); `clear()` hides the error.
 */
export function useDemoRequest() {
  const t = useTranslations('riskDemos.common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);
  const messages = useMemo(() => ({ network: t('network'), server: t('server') }), [t]);

  useEffect(() => () => current.current?.abort(), []);

  const send = useCallback(
    async <T>(url: string, body: FormData | string, keepBusy = false): Promise<ApiResult<T> | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setBusy(true);
      setError(null);
      const res = await postForm<T>(url, body, messages, controller.signal);
      // A newer request (or leaving the page) aborted this one: its answer is not shown.
      if (controller.signal.aborted || current.current !== controller) return null;
      if (!res.ok || !keepBusy) setBusy(false);
      return res;
    },
    [messages],
  );

  const post = useCallback(
    async <T>(url: string, body: FormData | string, opts: { keepBusy?: boolean } = {}): Promise<T | null> => {
      const res = await send<T>(url, body, opts.keepBusy);
      if (!res) return null;
      if (!res.ok) {
        setError(res.body.message);
        return null;
      }
      return res.body;
    },
    [send],
  );

  const download = useCallback(
    async (url: string, body: FormData | string, fileName: string) => {
      setError(null);
      setError(await postForDownload(url, body, fileName, messages));
    },
    [messages],
  );

  return {
    busy,
    error,
    post,
    download,
    /** Ends a request sequence started with `keepBusy` (e.g. read a file, then run the demo on its rows). */
    done: useCallback(() => setBusy(false), []),
    fail: useCallback((message: string) => {
      current.current?.abort();
      setBusy(false);
      setError(message);
    }, []),
    clear: useCallback(() => setError(null), []),
  };
}
