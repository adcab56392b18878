'use client';

import { useState } from 'react';
import type { MonitoringResponse } from '@/lib/monitoring/schemas';
import { useDemoRequest } from '../use-demo-request';

type AlertView = MonitoringResponse['alerts'][number];
export type SeverityFilter = 'all' | 'high' | 'medium' | 'low';

/**
 * The alert timeline's pages: starts with the first page of the monitoring answer and fetches the next page, or the
 * first page of one severity, from `POST /api/monitoring` with the same watchlist (`request`, the JSON body sent) and
 * a `page` (the server never sends all alerts of a 5,000-company list at once). Errors are the endpoint's localized
 * message; a newer request aborts an older one still running.
 */
export function useAlertPages(data: MonitoringResponse, request: string) {
  const [alerts, setAlerts] = useState<AlertView[]>(data.alerts);
  const [total, setTotal] = useState(data.alertPage.total);
  const [severity, setSeverityState] = useState<SeverityFilter>('all');
  const { post, busy, error } = useDemoRequest();

  async function load(next: SeverityFilter, offset: number) {
    const page = { offset, limit: data.alertPage.limit, ...(next === 'all' ? {} : { severity: next }) };
    const res = await post<MonitoringResponse>(
      '/api/monitoring',
      JSON.stringify({ ...(JSON.parse(request) as object), page }),
    );
    if (!res) return;
    setAlerts((list) => (offset === 0 ? res.alerts : [...list, ...res.alerts]));
    setTotal(res.alertPage.total);
  }

  return {
    alerts,
    total,
    severity,
    busy,
    error,
    setSeverity(next: SeverityFilter) {
      setSeverityState(next);
      setAlerts([]);
      setTotal(0);
      void load(next, 0);
    },
    more: () => void load(severity, alerts.length),
  };
}
