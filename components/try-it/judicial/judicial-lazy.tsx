'use client';

import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';

const JudicialTool = dynamic(() => import('./judicial-tool').then((m) => m.JudicialTool), { ssr: false, loading: () => <div style={{ minHeight: 200 }} /> });

/** Loads the litigation search's code when the visitor scrolls near the demo. */
export function JudicialLazy({ examples }: { examples: string[] }) {
  return (
    <WhenVisible placeholder={<div style={{ minHeight: 200 }} />}>
      <JudicialTool examples={examples} />
    </WhenVisible>
  );
}
