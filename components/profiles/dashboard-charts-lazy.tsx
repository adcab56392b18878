'use client';

import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';
import type { DashboardChartFigures, DashboardChartKind } from './dashboard-charts';
import styles from './profiles.module.css';

/** The drawing's place (the chart's height) while recharts loads, so the page does not jump. */
function ChartSpace() {
  return <div className={styles.chart} />;
}

const Chart = dynamic(() => import('./dashboard-charts').then((m) => m.DashboardChart), {
  ssr: false,
  loading: ChartSpace,
});

/**
 * One dashboard drawing, fetched and drawn when it comes near the viewport: recharts is ~117 KiB gzip, more than
 * everything else on the page, and drawing the four charts at once was the longest task of the page's load (issue
 * 10: profile pages ≤ 260 KiB, Lighthouse ≥ 95). The chart's title, summary and data table are in the server HTML.
 */
export function DashboardChartLazy(props: { kind: DashboardChartKind; figures: DashboardChartFigures }) {
  return (
    <WhenVisible placeholder={<ChartSpace />}>
      <Chart {...props} />
    </WhenVisible>
  );
}
