'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { localeCookie } from '@/i18n/routing';
import { fillSlots } from '@/i18n/slots';
import { estimateBrowserZoom, isWindows, windowsBodyZoom } from '@/lib/runtime/windows-zoom';
import styles from './self-check.module.css';
import { buildMetaPath, latestBuildPath, messagesPath } from '@/lib/endpoints';
import { currentBuildId as buildId } from '@/lib/runtime/build-state';
import { summariseUserAgent } from '@/lib/self-check/user-agent';
import { TableScroll } from '@/components/layout/table-scroll';
import type { CheckRow as RowKey, CheckStatus as Status, SelfCheckTexts } from './self-check-texts';

interface Result {
  status: Status;
  value: string;
  /** Second line: raw data (user agent, URL) or advice. */
  detail?: string;
  /** The detail is raw technical data, shown in a monospace font. */
  raw?: boolean;
}

/** How long an endpoint may take before it counts as failed. */
const endpointTimeoutMs = 10_000;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Fetches a same-origin URL without caches and reports status and elapsed time; never throws. */
async function probe(url: string): Promise<{ ok: boolean; status?: number; ms: number; body?: unknown }> {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), endpointTimeoutMs);
  try {
    const res = await fetch(url, {
      cache: 'no-store',
      signal: controller.signal,
      headers: { accept: 'application/json' },
    });
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      body = undefined;
    }
    return { ok: res.ok, status: res.status, ms: Math.round(performance.now() - started), body };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the raw value of the locale cookie (even an invalid one), or undefined. */
function rawLocaleCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === localeCookie.name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The environment self-check (SITE.md §6 /test): browser, page locale and the `i18n_redirected` cookie, cookies,
 * device pixel ratio, applied body zoom, build id, connection type, and whether `/builds/latest.json`,
 * `/builds/meta/<id>.json` and `/_i18n/<locale>/messages.json` answer. Labels render on the server; every value
 * shows "checking…" until the checks run after mount. Results can be re-run and copied for support. `texts`: every
 * text it shows, from the server (`selfCheckTexts`), the parametrised values as slot templates (i18n/slots.ts) filled by name.
 */
export function SelfCheck({ texts }: { texts: SelfCheckTexts }) {
  const { locale, values: v, results: rt } = texts;
  const [results, setResults] = useState<Partial<Record<RowKey, Result>>>({});
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const runId = useRef(0);

  const run = useCallback(async () => {
    const id = ++runId.current;
    const set = (key: RowKey, result: Result) => {
      if (runId.current === id) setResults((prev) => ({ ...prev, [key]: result }));
    };
    setResults({});
    setCopyState('idle');

    const metaUrl = buildMetaPath(buildId);
    const messagesUrl = messagesPath(locale);
    const latestPromise = probe(`${latestBuildPath}?t=${Date.now()}`);
    const metaPromise = probe(metaUrl);
    const messagesPromise = probe(messagesUrl);

    // Synchronous facts first.
    const ua = navigator.userAgent;
    const browser = summariseUserAgent(ua);
    set('browser', {
      status: browser.support === 'ok' ? 'ok' : browser.support === 'legacy' ? 'fail' : 'warn',
      value: browser.name
        ? fillSlots(v.browser, { name: browser.name, version: browser.version, os: browser.os || v.unknownOs }).trim()
        : v.unknownBrowser,
      detail:
        browser.support === 'legacy' ? v.legacyBrowser : browser.support === 'old' ? `${v.oldBrowser} · ${ua}` : ua,
      raw: browser.support !== 'legacy',
    });
    set('pageLocale', { status: 'ok', value: locale });
    set('cookiesEnabled', navigator.cookieEnabled ? { status: 'ok', value: v.yes } : { status: 'warn', value: v.no });
    const dpr = window.devicePixelRatio || 1;
    set('devicePixelRatio', { status: 'info', value: String(Math.round(dpr * 100) / 100) });

    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (connection?.effectiveType) {
      const slow = connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
      set('connection', {
        status: slow ? 'warn' : 'ok',
        value: connection.saveData
          ? fillSlots(v.connectionSaveData, { type: connection.effectiveType })
          : fillSlots(v.connectionType, { type: connection.effectiveType }),
        detail: slow ? v.connectionSlow : undefined,
      });
    } else {
      set('connection', { status: 'info', value: v.connectionUnknown });
    }

    // The shell's own effects (locale cookie, Windows zoom) run in the same commit as ours; read after them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const cookie = rawLocaleCookie();
    set(
      'localeCookie',
      cookie === undefined
        ? { status: 'warn', value: v.notSet, detail: v.cookieDiffers }
        : {
            status: cookie === locale ? 'ok' : 'warn',
            value: cookie,
            detail: cookie === locale ? v.cookieMatches : v.cookieDiffers,
          },
    );
    const zoom = Number(document.body.style.zoom) || 1;
    const expected = isWindows(navigator.userAgent)
      ? windowsBodyZoom(dpr, estimateBrowserZoom(window.outerWidth, window.innerWidth))
      : 1;
    set('bodyZoom', {
      status: Math.abs(zoom - expected) < 0.01 ? 'ok' : 'info',
      value: zoom === 1 ? v.zoomNone : fillSlots(v.zoomApplied, { zoom: String(Math.round(zoom * 10000) / 10000) }),
    });

    const endpoint = (key: RowKey, url: string, r: Awaited<ReturnType<typeof probe>>) =>
      set(key, {
        status: r.ok ? 'ok' : 'fail',
        value:
          r.status === undefined
            ? fillSlots(v.endpointError, { ms: r.ms })
            : fillSlots(r.ok ? v.endpointOk : v.endpointFailed, { status: r.status, ms: r.ms }),
        detail: url,
        raw: true,
      });

    const latest = await latestPromise;
    endpoint('endpointLatest', `${latestBuildPath}?t=…`, latest);
    const latestId =
      latest.ok && latest.body && typeof (latest.body as { id?: unknown }).id === 'string'
        ? (latest.body as { id: string }).id
        : undefined;
    set('buildId', {
      status: latestId === undefined ? 'info' : latestId === buildId ? 'ok' : 'warn',
      value: buildId,
      detail:
        latestId === undefined
          ? undefined
          : latestId === buildId
            ? v.buildCurrent
            : fillSlots(v.buildStale, { latest: latestId }),
    });
    endpoint('endpointMeta', metaUrl, await metaPromise);
    endpoint('endpointMessages', messagesUrl, await messagesPromise);
  }, [locale, v]);

  useEffect(() => {
    // Checks read browser-only APIs, so they start after mount; the server HTML shows "checking…" meanwhile.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- results come from the browser, not from render
    void run();
    const current = runId;
    return () => {
      current.current++;
    };
  }, [run]);

  const complete = texts.rows.every(({ key }) => results[key]);

  async function copy() {
    const lines = texts.rows.map(({ key, label }) => {
      const r = results[key];
      return r
        ? `${label}: ${r.value} [${texts.status[r.status]}]${r.detail ? ` (${r.detail})` : ''}`
        : `${label}: ${rt.checking}`;
    });
    lines.push(`${rt.copyUrl}: ${window.location.href}`, `${rt.copyTime}: ${new Date().toISOString()}`);
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <div>
      <TableScroll label={rt.caption} className={styles.tableWrap}>
        <table className={`data-table ${styles.table} ${styles.results}`} aria-busy={!complete}>
          <caption className="visually-hidden">{rt.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.columns.item}</th>
              <th scope="col">{texts.columns.value}</th>
              <th scope="col">{texts.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {texts.rows.map(({ key, label, hint }) => {
              const r = results[key];
              const status: Status = r?.status ?? 'pending';
              return (
                <tr key={key}>
                  <th scope="row">
                    <span className={styles.label}>{label}</span>
                    <span className={styles.hint}>{hint}</span>
                  </th>
                  <td>
                    <span className={styles.value}>{r ? r.value : rt.checking}</span>
                    {r?.detail ? (
                      <span className={r.raw ? `${styles.detail} ${styles.raw}` : styles.detail}>{r.detail}</span>
                    ) : null}
                  </td>
                  <td>
                    <span className={`${styles.status} ${styles[status]}`}>{texts.status[status]}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <div className={`btn-row ${styles.actions}`}>
        <button type="button" className="btn btn--primary" onClick={() => void run()} disabled={!complete}>
          {rt.rerun}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void copy()} disabled={!complete}>
          {rt.copy}
        </button>
        <span role="status" className={styles.copyState}>
          {copyState === 'copied' ? rt.copied : copyState === 'failed' ? rt.copyFailed : ''}
        </span>
      </div>
    </div>
  );
}
