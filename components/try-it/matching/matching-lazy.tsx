'use client';

import dynamic from 'next/dynamic';
import { WhenVisible } from '@/components/lazy/when-visible';

const MatchingTool = dynamic(() => import('./matching-tool').then((m) => m.MatchingTool), { ssr: false, loading: () => <div style={{ minHeight: 220 }} /> });

/** Loads the matching demo's code when the visitor scrolls near it. */
export function MatchingLazy(props: { examples: string[]; sample: string }) {
  return (
    <WhenVisible placeholder={<div style={{ minHeight: 220 }} />}>
      <MatchingTool {...props} />
    </WhenVisible>
  );
}
