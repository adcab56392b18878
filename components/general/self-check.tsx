'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { localeCookie } from '@/i18n/routing';
import { estimateBrowserZoom, isWindows, windowsBodyZoom } from '@/lib/runtime/windows-zoom';
import styles from './self-check.module.css';
import { buildMetaPath, latestBuildPath, messagesPath } from '@/lib/endpoints';
import { currentBuildId as buildId } from '@/lib/runtime/build-state';
import { summariseUserAgent } from '@/lib/self-check/user-agent';
import { TableScroll } from '@/components/layout/table-scroll';

/** Rows of the results table, in display order (message keys under `selfCheck.rows`). */
export const checkRows = [
  'browser',
  'pageLocale',
  'localeCookie',
  'cookiesEnabled',
  'devicePixelRatio',
  'bodyZoom',
  'buildId',
  'connection',
  'endpointLatest',
  'endpointMeta',
  'endpointMessages',
] as const;
type RowKey = (typeof checkRows)[number];
type Status = 'ok' | 'warn' | 'fail' | 'info' | 'pending';
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
    const res = await fetch(url, { cache: 'no-store', signal: controller.signal, headers: { accept: 'application/json' } });
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
 * shows "checking…" until the checks run after mount. Results can be re-run and copied for support.
 */
export function SelfCheck() {
  const t = useTranslations('selfCheck');
  const locale = useLocale();
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
        ? t('values.browser', { name: browser.name, version: browser.version, os: browser.os || t('values.unknownOs') }).trim()
        : t('values.unknownBrowser'),
      detail:
        browser.support === 'legacy' ? t('values.legacyBrowser') : browser.support === 'old' ? `${t('values.oldBrowser')} · ${ua}` : ua,
      raw: browser.support !== 'legacy',
    });
    set('pageLocale', { status: 'ok', value: locale });
    set('cookiesEnabled', navigator.cookieEnabled ? { status: 'ok', value: t('values.yes') } : { status: 'warn', value: t('values.no') });
    const dpr = window.devicePixelRatio || 1;
    set('devicePixelRatio', { status: 'info', value: String(Math.round(dpr * 100) / 100) });

    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (connection?.effectiveType) {
      const slow = connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
      set('connection', {
        status: slow ? 'warn' : 'ok',
        value: connection.saveData
          ? t('values.connectionSaveData', { type: connection.effectiveType })
          : t('values.connectionType', { type: connection.effectiveType }),
        detail: slow ? t('values.connectionSlow') : undefined,
      });
    } else {
      set('connection', { status: 'info', value: t('values.connectionUnknown') });
    }

    // The shell's own effects (locale cookie, Windows zoom) run in the same commit as ours; read after them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const cookie = rawLocaleCookie();
    set(
      'localeCookie',
      cookie === undefined
        ? { status: 'warn', value: t('values.notSet'), detail: t('values.cookieDiffers') }
        : { status: cookie === locale ? 'ok' : 'warn', value: cookie, detail: cookie === locale ? t('values.cookieMatches') : t('values.cookieDiffers') },
    );
    const zoom = Number(document.body.style.zoom) || 1;
    const expected = isWindows(navigator.userAgent) ? windowsBodyZoom(dpr, estimateBrowserZoom(window.outerWidth, window.innerWidth)) : 1;
    set('bodyZoom', {
      status: Math.abs(zoom - expected) < 0.01 ? 'ok' : 'info',
      value: zoom === 1 ? t('values.zoomNone') : t('values.zoomApplied', { zoom: String(Math.round(zoom * 10000) / 10000) }),
    });

    const endpoint = (key: RowKey, url: string, r: Awaited<ReturnType<typeof probe>>) =>
      set(key, {
        status: r.ok ? 'ok' : 'fail',
        value:
          r.status === undefined
            ? t('values.endpointError', { ms: r.ms })
            : t(r.ok ? 'values.endpointOk' : 'values.endpointFailed', { status: r.status, ms: r.ms }),
        detail: url,
        raw: true,
      });

    const latest = await latestPromise;
    endpoint('endpointLatest', `${latestBuildPath}?t=…`, latest);
    const latestId = latest.ok && latest.body && typeof (latest.body as { id?: unknown }).id === 'string' ? (latest.body as { id: string }).id : undefined;
    set('buildId', {
      status: latestId === undefined ? 'info' : latestId === buildId ? 'ok' : 'warn',
      value: buildId,
      detail:
        latestId === undefined ? undefined : latestId === buildId ? t('values.buildCurrent') : t('values.buildStale', { latest: latestId }),
    });
    endpoint('endpointMeta', metaUrl, await metaPromise);
    endpoint('endpointMessages', messagesUrl, await messagesPromise);
  }, [locale, t]);

  useEffect(() => {
    // Checks read browser-only APIs, so they start after mount; the server HTML shows "checking…" meanwhile.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- results come from the browser, not from render
    void run();
    const current = runId;
    return () => {
      current.current++;
    };
  }, [run]);

  const label = (key: RowKey) => t(`rows.${key}.label`);
  const complete = checkRows.every((key) => results[key]);

  async function copy() {
    const lines = checkRows.map((key) => {
      const r = results[key];
      return r ? `${label(key)}: ${r.value} [${t(`results.status.${r.status}`)}]${r.detail ? ` (${r.detail})` : ''}` : `${label(key)}: ${t('results.checking')}`;
    });
    lines.push(`${t('results.copyUrl')}: ${window.location.href}`, `${t('results.copyTime')}: ${new Date().toISOString()}`);
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <div>
      <TableScroll label={t('results.caption')} className={styles.tableWrap}>
        <table className={`data-table ${styles.table} ${styles.results}`} aria-busy={!complete}>
          <caption className="visually-hidden">{t('results.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('results.columns.item')}</th>
              <th scope="col">{t('results.columns.value')}</th>
              <th scope="col">{t('results.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {checkRows.map((key) => {
              const r = results[key];
              const status: Status = r?.status ?? 'pending';
              return (
                <tr key={key}>
                  <th scope="row">
                    <span className={styles.label}>{label(key)}</span>
                    <span className={styles.hint}>{t(`rows.${key}.hint`)}</span>
                  </th>
                  <td>
                    <span className={styles.value}>{r ? r.value : t('results.checking')}</span>
                    {r?.detail ? <span className={r.raw ? `${styles.detail} ${styles.raw}` : styles.detail}>{r.detail}</span> : null}
                  </td>
                  <td>
                    <span className={`${styles.status} ${styles[status]}`}>{t(`results.status.${status}`)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <div className={`btn-row ${styles.actions}`}>
        <button type="button" className="btn btn--primary" onClick={() => void run()} disabled={!complete}>
          {t('results.rerun')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void copy()} disabled={!complete}>
          {t('results.copy')}
        </button>
        <span role="status" className={styles.copyState}>
          {copyState === 'copied' ? t('results.copied') : copyState === 'failed' ? t('results.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}
