'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import type { TargetClientsAnswer } from '@/lib/portrait/answer';
import {
  emptyFilters,
  filtersFromQuery,
  filtersToQuery,
  firstPageSize,
  headcountBands,
  revenueBands,
  riskLevels,
  tags,
  type FilterState,
  type ListKey,
  type NumberKey,
} from '@/lib/portrait/filter-values';
import { industrySections } from '@/lib/registry/vocab';
import own from '../live-demos.module.css';
import { useDemoRequest } from '../use-demo-request';
import styles from '../try-it.module.css';
import { PortraitList } from './portrait-list';
import { PortraitSegment } from './portrait-segment';

const noSubscribe = () => () => {};

/**
 * Target-client discovery: filter chips and ranges over the registry, kept in the page's URL (shareable; the
 * `#try-it` anchor stays), the ranked list with each rank's reasons, the segment's portrait, and CSV/XLSX export
 * (≤ 5,000 rows) of the same query (`GET /api/target-clients`, `/api/target-clients/export`).
 *
 * `first` is the answer to the default query (no filters), computed on the server by the function the API answers
 * with (`firstAnswer`, lib/portrait/answer.ts) and rendered into the page's HTML: a plain visit shows it at once and
 * asks the API nothing. The browser fetches only for other filters — those of a shared link, or the visitor's.
 */
export function PortraitExplorer({
  locale,
  provinces,
  first,
}: {
  locale: string;
  provinces: { code: string; name: string }[];
  first: TargetClientsAnswer;
}) {
  const t = useTranslations('liveDemos.portrait');
  const id = useId();
  // The filters the page was opened with (its URL; none while rendering on the server), until the visitor changes them.
  const search = useSyncExternalStore(
    noSubscribe,
    () => window.location.search,
    () => null,
  );
  const opened = useMemo(() => (search === null ? null : filtersFromQuery(search)), [search]);
  const [changed, setFilters] = useState<FilterState | null>(null);
  const filters = changed ?? opened;
  const query = filters ? filtersToQuery(filters) : null;
  // The latest answer fetched for filters (the default query's answer is `first`, never fetched).
  const [fetched, setFetched] = useState<{ query: string; body: TargetClientsAnswer } | null>(null);
  const { get, abort, error } = useDemoRequest();
  // The query whose request failed (its message is `error`): no longer loading.
  const [failed, setFailed] = useState<string | null>(null);
  const current = !query ? first : fetched?.query === query ? fetched.body : null;
  const loading = current === null && failed !== query;
  // While another query is on its way, the previous answer stays on the page.
  const answer = current ?? fetched?.body ?? first;
  // The same element for the same answer: React skips the portrait and the list when only the filters re-render
  // (among them the render right after hydration, when the URL's query replaces the server's "none").
  const results = useMemo(
    () => (
      <>
        {answer.total > 0 ? <PortraitSegment portrait={answer.portrait} /> : null}
        <PortraitList items={answer.items} total={answer.total} />
      </>
    ),
    [answer],
  );

  useEffect(() => {
    if (query === null) return;
    const url = new URL(window.location.href);
    url.search = query;
    window.history.replaceState(window.history.state, '', url);
    if (!query) return;
    void get<TargetClientsAnswer>(`/api/target-clients?${query}&size=${firstPageSize}&locale=${locale}`).then((body) =>
      body ? setFetched({ query, body }) : setFailed(query),
    );
    return () => abort();
  }, [query, locale, get, abort]);

  const f = filters ?? emptyFilters;
  const toggle = (key: ListKey, value: string) =>
    setFilters({ ...f, [key]: f[key].includes(value) ? f[key].filter((v) => v !== value) : [...f[key], value] });
  const setNum = (key: NumberKey, raw: string) => {
    const n = raw === '' ? undefined : Math.max(0, Math.floor(Number(raw)));
    setFilters({ ...f, [key]: Number.isFinite(n) ? n : undefined });
  };
  // When the whole form is too tall for the screen, the tour's filters step highlights the first filter group that
  // fits with its popover (industry on a desktop, a shorter group on a phone), not a lone legend.
  const chips = (key: ListKey, values: readonly string[], label: (v: string) => string) => (
    <fieldset className={own.chips} data-filter={key} data-tour-head="">
      <legend>{t(`filters.${key}`)}</legend>
      {values.map((v) => (
        <label key={v} className={own.chip}>
          <input type="checkbox" checked={f[key].includes(v)} onChange={() => toggle(key, v)} />
          <span>{label(v)}</span>
        </label>
      ))}
    </fieldset>
  );
  const exportQuery = filtersToQuery(f);
  return (
    <div className={styles.demo} data-demo="portrait">
      <form
        className={`card ${own.filters}`}
        onSubmit={(e) => e.preventDefault()}
        aria-label={t('filtersTitle')}
        data-tour="portrait-filters"
      >
        {chips('industry', industrySections, (v) => `${v} ${t(`industries.${v}` as 'industries.A')}`)}
        {chips(
          'province',
          provinces.map((p) => p.code),
          (v) => provinces.find((p) => p.code === v)?.name ?? v,
        )}
        {chips('headcount', Object.keys(headcountBands), (v) => t(`bands.${v}` as 'bands.h1'))}
        {chips('revenue', Object.keys(revenueBands), (v) => t(`bands.${v}` as 'bands.h1'))}
        {chips('risk', riskLevels, (v) => t(`risk.${v}` as 'risk.low'))}
        {chips('tags', tags, (v) => t(`tags.${v}` as 'tags.srdi'))}
        <div className={own.ranges}>
          {(['ageMin', 'ageMax', 'capitalMin', 'capitalMax'] as const).map((k) => (
            <label key={k} className={styles.field}>
              <span>{t(`filters.${k}`)}</span>
              <input
                id={`${id}-${k}`}
                className={styles.input}
                type="number"
                min={0}
                inputMode="numeric"
                value={f[k] ?? ''}
                onChange={(e) => setNum(k, e.currentTarget.value)}
              />
            </label>
          ))}
          <label className={own.chip}>
            <input
              type="checkbox"
              checked={!f.activeOnly}
              onChange={() => setFilters({ ...f, activeOnly: !f.activeOnly })}
            />
            <span>{t('filters.includeInactive')}</span>
          </label>
        </div>
        <div className="btn-row">
          <button type="button" className="btn btn--ghost" onClick={() => setFilters(emptyFilters)}>
            {t('reset')}
          </button>
          <a
            className="btn btn--ghost"
            href={`/api/target-clients/export?${exportQuery}${exportQuery ? '&' : ''}format=csv&locale=${locale}`}
            download
            data-tour="portrait-export"
          >
            {t('exportCsv')}
          </a>
          <a
            className="btn btn--ghost"
            href={`/api/target-clients/export?${exportQuery}${exportQuery ? '&' : ''}format=xlsx&locale=${locale}`}
            download
          >
            {t('exportXlsx')}
          </a>
        </div>
        <p className="muted">{t('exportNote')}</p>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" className={own.status} data-testid="portrait-total">
        {t('total', { total: answer.total })}
        {loading ? ` · ${t('loading')}` : ''}
      </p>
      {results}
    </div>
  );
}
