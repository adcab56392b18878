'use client';

import { useLocale, useMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ReportSubject } from '@/lib/reports/report-model';
import { isShowcase } from '@/lib/sample-data/keys';
import { showcaseSubject, type ShowcaseFacts } from './use-report';

export type SubjectState = { state: 'ready'; subject: ReportSubject } | { state: 'loading' } | { state: 'failed' };

/**
 * Any registry company as a report subject in the browser: the showcase companies from the bundled messages, every
 * other one from `GET /api/reports/subject/{ckey}` (lib/reports/report-subject.ts), fetched once per key and locale.
 * `facts`: the facts layer's results for the showcase companies, from the server (as `useShowcaseSubject`).
 */
export function useReportSubject(ckey: string, facts: ShowcaseFacts): SubjectState {
  const messages = useMessages();
  const locale = useLocale();
  const [fetched, setFetched] = useState<{ key: string; value: SubjectState } | null>(null);
  const key = `${locale}:${ckey}`;
  useEffect(() => {
    if (isShowcase(ckey)) return;
    let live = true;
    fetch(`/api/reports/subject/${encodeURIComponent(ckey)}?locale=${locale}`)
      .then((res) => (res.ok ? (res.json() as Promise<ReportSubject>) : Promise.reject(new Error(String(res.status)))))
      .then((subject) => live && setFetched({ key, value: { state: 'ready', subject } }))
      .catch(() => live && setFetched({ key, value: { state: 'failed' } }));
    return () => {
      live = false;
    };
  }, [ckey, locale, key]);
  if (isShowcase(ckey)) return { state: 'ready', subject: showcaseSubject(messages, ckey, facts) };
  return fetched?.key === key ? fetched.value : { state: 'loading' };
}
