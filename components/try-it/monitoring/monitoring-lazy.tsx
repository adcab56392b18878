'use client';

import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';

const MonitoringTool = dynamic(() => import('./monitoring-tool').then((m) => m.MonitoringTool), { ssr: false, loading: () => <div style={{ minHeight: 260 }} /> });

/** Loads the monitoring tool's code when the visitor scrolls near the demo (first-load JS stays small). */
export function MonitoringLazy({ sample }: { sample: string }) {
  return (
    <WhenVisible placeholder={<div style={{ minHeight: 260 }} />}>
      <MonitoringTool sample={sample} />
    </WhenVisible>
  );
}
