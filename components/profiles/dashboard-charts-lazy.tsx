'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { DashboardCharts } from './dashboard-charts';
import styles from './profiles.module.css';

/** Placeholder with the charts' size while recharts loads, so the page does not jump. */
function ChartsLoading() {
  return <div className={`${styles.charts} ${styles.chartsLoading}`} aria-hidden="true" />;
}

const Charts = dynamic(() => import('./dashboard-charts').then((m) => m.DashboardCharts), { ssr: false, loading: ChartsLoading });

/**
 * The dashboard's charts, loaded after first paint: recharts is ~117 KiB gzip, more than everything else on the page,
 * so the headline figures and timeline show at once and the charts follow (issue 10: profile pages ≤ 260 KiB).
 */
export function DashboardChartsLazy(props: ComponentProps<typeof DashboardCharts>) {
  return <Charts {...props} />;
}
